import type { Article, Menu } from '@/lib/upstream/schemas/index.ts';

import { reorderLines } from './reorder';

const base = { kind: 'Article' as const, i18n: [], imageUrl: null, campaigns: [], suggestedArticleCodes: [], taxPercent: 12, choiceGroups: [] };
const burger: Article = {
  ...base,
  type: 'article',
  code: 'B1',
  description: 'Burgare',
  price: 10000,
  choiceGroups: [
    {
      level: 1,
      maxCount: 1,
      minCount: 1,
      choices: [
        { code: 'BRIO', article: { code: 'BRIO', description: 'Brioche', price: 0, i18n: [], imageUrl: null, campaigns: [] } },
        { code: 'GF', article: { code: 'GF', description: 'Glutenfri', price: 0, i18n: [], imageUrl: null, campaigns: [], available: false } },
      ],
    },
  ],
};
const juice: Article = {
  ...base,
  type: 'article',
  code: 'J1',
  description: 'Apelsinjuice',
  i18n: [{ language: 'en', text: 'Orange juice' }],
  price: 3000,
  available: false,
};
const menu: Menu = { name: 'M', currency: null, choiceLevels: [], items: [{ type: 'container', name: 'Allt', i18n: [], imageUrl: null, items: [burger, juice] }] };

test('available lines come back priced from today’s menu, with their category path', () => {
  const { lines, skipped } = reorderLines(menu, { items: [{ code: 'B1', name: 'Burgare', quantity: 2, choices: [{ level: 1, code: 'BRIO', name: 'Brioche' }] }] }, 'sv');
  expect(skipped).toEqual([]);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ quantity: 2, categoryPath: ['Allt'], article: { code: 'B1', price: 10000 } });
  expect(lines[0]?.choices.map((c) => c.code)).toEqual(['BRIO']);
});

test('gone or sold-out articles are skipped and named: as the menu names them, else as the restaurant did', () => {
  const items = [
    { code: 'J1', name: 'Apelsinjuice', quantity: 1, choices: [] },
    { code: 'OLD', name: 'Kanelbulle', quantity: 1, choices: [] },
  ];
  const { lines, skipped } = reorderLines(menu, { items }, 'en');
  expect(lines).toEqual([]);
  expect(skipped).toEqual(['Orange juice', 'Kanelbulle']);
});

test('a choice no longer offered is skipped; a line left without a required choice is skipped too', () => {
  const { lines, skipped } = reorderLines(menu, { items: [{ code: 'B1', name: 'Burgare', quantity: 1, choices: [{ level: 1, code: 'GF', name: 'Glutenfri' }] }] }, 'sv');
  expect(lines).toEqual([]);
  expect(skipped).toEqual(['Glutenfri', 'Burgare']);
});
