import { hyphenateName, SOFT_HYPHEN } from './hyphenate';

const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '-');

describe('hyphenateName', () => {
  test('long Finnish and Russian menu names get soft hyphens at their language’s break points', () => {
    expect(shown(hyphenateName('Juustohampurilainen', 'fi'))).toBe('Juus-to-ham-pu-ri-lai-nen');
    expect(shown(hyphenateName('Pekonihampurilainen', 'fi'))).toBe('Pe-ko-ni-ham-pu-ri-lai-nen');
    expect(shown(hyphenateName('Классический бургер', 'ru'))).toBe('Клас-си-че-ский бургер');
  });

  test("Swedish, Norwegian and English names are left to the browser's own hyphenation, as typed", () => {
    expect(hyphenateName('Cheeseburgare', 'sv')).toBe('Cheeseburgare');
    expect(hyphenateName('Kyllingburger', 'no')).toBe('Kyllingburger');
    expect(hyphenateName('Cheeseburger deluxe', 'en')).toBe('Cheeseburger deluxe');
  });

  test('short words, other characters and names already hyphenated are left as they are', () => {
    for (const name of ['Чизбургер', 'Classic burger', 'Cola Zero 33 cl', 'Fish & Chips <3']) expect(hyphenateName(name, 'ru')).toBe(name);
    const once = hyphenateName('Juustohampurilainen', 'fi');
    expect(hyphenateName(once, 'fi')).toBe(once);
  });

  test('removing the soft hyphens gives the name back (what a screen reader and a search read)', () => {
    for (const [name, locale] of [['Juustohampurilainen', 'fi'], ['Картофель фри по-деревенски', 'ru'], ['Grönsaksburgare med halloumi', 'sv']] as const) {
      expect(hyphenateName(name, locale).replaceAll(SOFT_HYPHEN, '')).toBe(name);
    }
  });
});
