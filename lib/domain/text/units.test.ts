import { keepUnitsTogether } from './units';

describe('numbers and their units', () => {
  test('a number and its unit are joined by a no-break space', () => {
    expect(keepUnitsTogether('Mineralvatten 50 cl')).toBe('Mineralvatten 50\u00a0cl');
    expect(keepUnitsTogether('Extra biff 120 g')).toBe('Extra biff 120\u00a0g');
    expect(keepUnitsTogether('Минеральная вода 0,5 л')).toBe('Минеральная вода 0,5\u00a0л');
    expect(keepUnitsTogether('Kivennäisvesi 50 cl ja 6 kpl')).toBe('Kivennäisvesi 50\u00a0cl ja 6\u00a0kpl');
  });
  test('words that only start like a unit, and numbers without a unit, are left alone', () => {
    expect(keepUnitsTogether('2 glas')).toBe('2 glas');
    expect(keepUnitsTogether('Menu 2 large')).toBe('Menu 2 large');
    expect(keepUnitsTogether('Burger of the week')).toBe('Burger of the week');
  });
});
