import type { Article, Menu } from '@/lib/upstream/schemas/index.ts';

import { menuNames } from './names';

const texts = (sv: string, en: string) => [
  { language: 'sv', text: sv },
  { language: 'en', text: en },
];
const oat = { code: 'C-HAVRE', description: 'Havredryck', price: 500, i18n: texts('Havredryck', 'Oat drink'), imageUrl: null, campaigns: [] };
const milk = { code: 'C-MJOLK', description: 'Mjölk', price: 0, i18n: texts('Mjölk', 'Milk'), imageUrl: null, campaigns: [] };
const coffee: Article = {
  type: 'article',
  kind: 'Article',
  code: 'D601',
  description: 'Bryggkaffe',
  price: 3200,
  i18n: texts('Bryggkaffe', 'Filter coffee'),
  imageUrl: null,
  campaigns: [],
  choiceGroups: [{ level: 4, maxCount: 1, choices: [{ code: 'CH4-HAVRE', article: oat }, { code: 'CH4-MJOLK', article: milk }] }],
  suggestedArticleCodes: [],
  taxPercent: 12,
};
const menu: Menu = {
  name: 'M',
  currency: null,
  choiceLevels: [],
  items: [{ type: 'container', name: 'Dryck', i18n: [], imageUrl: null, items: [coffee] }],
};

test('an article code on the menu reads in the guest’s language, whatever the order line says', () => {
  expect(menuNames(menu, 'en').article('D601', 'Bryggkaffe')).toBe('Filter coffee');
  expect(menuNames(menu, 'sv').article('D601', 'Filter coffee')).toBe('Bryggkaffe');
});

test('a language the menu lacks reads in English, then the menu’s own description', () => {
  expect(menuNames(menu, 'fi').article('D601', 'x')).toBe('Filter coffee');
  const plain = { ...menu, items: [{ ...menu.items[0]!, items: [{ ...coffee, i18n: [] }] }] } as Menu;
  expect(menuNames(plain, 'fi').article('D601', 'x')).toBe('Bryggkaffe');
});

test('a code the menu does not have keeps the restaurant’s name', () => {
  expect(menuNames(menu, 'en').article('GONE', 'Kanelbulle')).toBe('Kanelbulle');
  expect(menuNames(undefined, 'en').article('D601', 'Bryggkaffe')).toBe('Bryggkaffe');
});

test('a choice reads by its choice code within the line’s article, else by its article code', () => {
  const names = menuNames(menu, 'en');
  expect(names.choice('D601', { level: 4, choiceCode: 'CH4-HAVRE', articleCode: 'C-HAVRE' }, 'Havredryck')).toBe('Oat drink');
  // The history names a choice by its choice code only.
  expect(names.choice('D601', { level: 4, choiceCode: 'CH4-MJOLK' }, 'Mjölk')).toBe('Milk');
  // The line's article has left the menu, but the choice's article is still on it.
  expect(names.choice('GONE', { level: 4, choiceCode: 'OLD', articleCode: 'C-HAVRE' }, 'Havredryck')).toBe('Oat drink');
  expect(names.choice('GONE', { level: 4, choiceCode: 'OLD' }, 'Havredryck')).toBe('Havredryck');
  expect(names.choice('D601', { level: 9, choiceCode: 'CH4-HAVRE' }, 'Havredryck')).toBe('Havredryck');
});
