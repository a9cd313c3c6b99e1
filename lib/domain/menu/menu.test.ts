import type { Article, Menu } from '@/lib/upstream/schemas/index.ts';

import { allArticles, currencySymbol, findArticle, findContainer, searchArticles, withoutAllergens } from './menu';

const article = (code: string, sv: string, en: string, allergens: Article['allergens'] = []): Article => ({
  type: 'article',
  kind: 'Article',
  code,
  description: sv,
  price: 1000,
  i18n: [
    { language: 'sv', text: sv },
    { language: 'en', text: en },
  ],
  imageUrl: null,
  campaigns: [],
  allergens,
  choiceGroups: [],
  suggestedArticleCodes: [],
  taxPercent: 12,
});
const menu: Menu = {
  name: 'M',
  currency: { name: 'SEK', symbol: 'kr' },
  choiceLevels: [],
  items: [
    {
      type: 'container',
      name: 'Dryck',
      i18n: [{ language: 'en', text: 'Drinks' }],
      imageUrl: null,
      items: [
        {
          type: 'container',
          name: 'Kall dryck',
          i18n: [{ language: 'en', text: 'Cold drinks' }],
          imageUrl: null,
          items: [article('D1', 'Lingondricka', 'Lingonberry drink'), article('D2', 'Mjölkshake', 'Milkshake', ['milk'])],
        },
      ],
    },
    article('S1', 'Pommes frites', 'French fries'),
  ],
};

test('finds a container by the names along the path, with a localized trail', () => {
  const found = findContainer(menu, ['Dryck', 'Kall dryck'], 'en');
  expect(found?.items.map((i) => (i.type === 'article' ? i.code : i.name))).toEqual(['D1', 'D2']);
  expect(found?.trail.map((t) => t.label)).toEqual(['Drinks', 'Cold drinks']);
  expect(found?.trail[1]?.path).toEqual(['Dryck', 'Kall dryck']);
});

test('an unknown category name is null, the root is the whole menu', () => {
  expect(findContainer(menu, ['Dryck', 'Varm dryck'], 'sv')).toBeNull();
  expect(findContainer(menu, [], 'sv')?.items).toHaveLength(2);
  expect(findContainer(menu, ['dryck'], 'sv')?.trail[0]?.name).toBe('Dryck');
});

test('finds an article at its path, or wherever it moved to', () => {
  expect(findArticle(menu, ['Dryck', 'Kall dryck'], 'D2', 'sv')?.categoryPath).toEqual(['Dryck', 'Kall dryck']);
  expect(findArticle(menu, ['Gammalt'], 'D2', 'sv')?.categoryPath).toEqual(['Dryck', 'Kall dryck']);
  expect(findArticle(menu, [], 'NOPE', 'sv')).toBeNull();
  expect(allArticles(menu).map((a) => a.article.code)).toEqual(['D1', 'D2', 'S1']);
});

test('search works in the visitor’s language', () => {
  expect(searchArticles(menu, ' LINGON', 'en').map((a) => a.article.code)).toEqual(['D1']);
  expect(searchArticles(menu, 'fries', 'en').map((a) => a.article.code)).toEqual(['S1']);
  expect(searchArticles(menu, 'f', 'en')).toEqual([]);
});

describe('search matches words from their start, not letters inside a word', () => {
  const drink = (code: string, texts: Record<string, string>): Article => ({
    ...article(code, texts.sv!, texts.en!),
    i18n: Object.entries(texts).map(([language, text]) => ({ language, text })),
  });
  const drinks: Menu = {
    ...menu,
    items: [
      drink('COCA', { sv: 'Coca-Cola', en: 'Coca-Cola', ru: 'Кока-Кола' }),
      drink('ZERO', { sv: 'Cola Zero 33 cl', en: 'Cola Zero 33 cl', ru: 'Кола Зеро 0,33 л' }),
      drink('CHOC', { sv: 'Varm choklad', en: 'Hot chocolate', ru: 'Горячий шоколад' }),
      drink('MUST', { sv: 'Äppelmust', en: 'Apple soda', ru: 'Яблочный напиток' }),
      drink('SMORG', { sv: 'Räksmörgås', en: 'Shrimp sandwich', ru: 'Бутерброд с креветками' }),
      drink('ROCKET', { sv: 'Ruccola', en: 'Rucola salad', ru: 'Салат с рукколой' }),
    ],
  };
  const codes = (query: string, locale: string) => searchArticles(drinks, query, locale).map((a) => a.article.code);

  test('"cola" finds Coca-Cola and Cola Zero, not hot chocolate or rucola', () => {
    expect(codes('cola', 'en')).toEqual(['COCA', 'ZERO']);
    expect(codes('Cola', 'sv')).toEqual(['COCA', 'ZERO']);
  });

  test('the start of a word is enough', () => {
    expect(codes('choc', 'en')).toEqual(['CHOC']);
    expect(codes('coca-co', 'en')).toEqual(['COCA']);
  });

  test('every word of the query must start a word, in any order', () => {
    expect(codes('zero cola', 'en')).toEqual(['ZERO']);
    expect(codes('cola light', 'en')).toEqual([]);
  });

  test('Swedish and Cyrillic letters are letters of the word', () => {
    expect(codes('äpp', 'sv')).toEqual(['MUST']);
    expect(codes('pelmust', 'sv')).toEqual([]);
    expect(codes('smörgås', 'sv')).toEqual([]);
    expect(codes('räksmö', 'sv')).toEqual(['SMORG']);
    expect(codes('кола', 'ru')).toEqual(['COCA', 'ZERO']);
    expect(codes('КОЛ', 'ru')).toEqual(['COCA', 'ZERO']);
    expect(codes('шокол', 'ru')).toEqual(['CHOC']);
    expect(codes('окол', 'ru')).toEqual([]);
  });

  test('a letter typed with a combining mark matches its precomposed form', () => {
    expect(codes('a\u0308pp', 'sv')).toEqual(['MUST']);
  });
});

test('the allergen filter hides articles that contain an excluded allergen', () => {
  const all = allArticles(menu).map((a) => a.article);
  expect(withoutAllergens(all, new Set(['milk'])).map((a) => a.code)).toEqual(['D1', 'S1']);
  expect(withoutAllergens(all, new Set())).toHaveLength(3);
});

test('the currency symbol falls back to :-', () => {
  expect(currencySymbol(menu)).toBe('kr');
  expect(currencySymbol({ currency: null })).toBe(':-');
  expect(currencySymbol({ currency: { name: 'SEK', symbol: ' ' } })).toBe(':-');
});
