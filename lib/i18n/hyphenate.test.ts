import { hyphenateName, SOFT_HYPHEN } from './hyphenate';

const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '-');

describe('hyphenateName', () => {
  test('long Finnish and Russian menu names get soft hyphens at their language’s break points', () => {
    expect(shown(hyphenateName('Juustohampurilainen', 'fi'))).toBe('Juus-to-ham-pu-ri-lai-nen');
    expect(shown(hyphenateName('Pekonihampurilainen', 'fi'))).toBe('Pe-ko-ni-ham-pu-ri-lai-nen');
    expect(shown(hyphenateName('Классический бургер', 'ru'))).toBe('Клас-си-че-ский бургер');
  });

  test('the other languages use their own patterns', () => {
    expect(hyphenateName('Cheeseburgare', 'sv')).toContain(SOFT_HYPHEN);
    expect(hyphenateName('Kyllingburger', 'no')).toContain(SOFT_HYPHEN);
    expect(hyphenateName('Cheeseburger deluxe', 'en')).toContain(SOFT_HYPHEN);
  });

  test('short words, other characters and names already hyphenated are left as they are', () => {
    for (const name of ['Чизбургер', 'Classic burger', 'Cola Zero 33 cl', 'Fish & Chips <3']) expect(hyphenateName(name, 'en')).toBe(name);
    const once = hyphenateName('Juustohampurilainen', 'fi');
    expect(hyphenateName(once, 'fi')).toBe(once);
  });

  test('removing the soft hyphens gives the name back (what a screen reader and a search read)', () => {
    for (const [name, locale] of [['Juustohampurilainen', 'fi'], ['Картофель фри по-деревенски', 'ru'], ['Grönsaksburgare med halloumi', 'sv']] as const) {
      expect(hyphenateName(name, locale).replaceAll(SOFT_HYPHEN, '')).toBe(name);
    }
  });
});
