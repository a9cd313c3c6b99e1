import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startReferenceApi } from '@/ordering-api/src/server.ts';

import { readMenu, type Skipped } from './read-menu';
import { menuSchema } from './schemas/index.ts';

/** A menu as SPEC.md describes it and nothing more: no type, kind, choice groups, tax or i18n on containers. */
const specShaped = {
  name: 'Meny',
  currency: { name: 'SEK', symbol: 'kr' },
  choiceLevels: [{ level: 1, name: 'Bröd' }],
  items: [
    {
      name: 'Burgare',
      items: [
        { code: 'B1', description: 'Cheeseburgare', price: 12900, i18n: [{ language: 'sv-SE', text: 'Cheeseburgare' }], imageUrl: null, campaigns: [], colour: 'red' },
        { code: 'B2', description: 'Utan pris', i18n: [], imageUrl: null, campaigns: [] },
        { code: 'B3', description: 'Bild utifrån', price: 9900, i18n: [], imageUrl: 'https://cdn.example/b3.png', campaigns: [{ code: 'C', name: 'Veckans' }, { nope: 1 }] },
      ],
    },
    { items: [{ code: 'X', price: 100 }] },
    { code: 'S1', description: 'Pommes', price: 3900, i18n: null, imageUrl: 'menu/s1.png', campaigns: null },
  ],
};

test('a menu shaped as SPEC.md says is read; an item that cannot be read hides only itself, and is named', () => {
  const skipped: Skipped[] = [];
  const menu = readMenu(specShaped, skipped)!;
  expect(menu.currency).toEqual({ name: 'SEK', symbol: 'kr' });
  expect(menu.choiceLevels).toEqual([{ level: 1, name: 'Bröd', i18n: [] }]);
  const burgers = menu.items[0]!;
  expect(burgers).toMatchObject({ type: 'container', name: 'Burgare', i18n: [], imageUrl: null });
  expect(burgers.type === 'container' && burgers.items.map((i) => i.type === 'article' && i.code)).toEqual(['B1', 'B3']);
  expect(burgers.type === 'container' && burgers.items[0]).toMatchObject({ type: 'article', kind: 'Article', price: 12900, choiceGroups: [], suggestedArticleCodes: [], taxPercent: 0 });
  // A picture that is not a path of the restaurant's image API: the fallback picture, not a failed menu.
  expect(burgers.type === 'container' && burgers.items[1]).toMatchObject({ code: 'B3', imageUrl: null, campaigns: [{ code: 'C', name: 'Veckans' }] });
  expect(menu.items[1]).toMatchObject({ type: 'article', code: 'S1', i18n: [], imageUrl: 'menu/s1.png', campaigns: [] });
  expect(skipped).toEqual([
    { what: 'article', id: 'B2' },
    { what: 'container', id: '?' },
  ]);
  // What comes out is what the rest of the app reads: our own contract's shape.
  expect(menuSchema.safeParse(menu).success).toBe(true);
});

test('choice groups are read choice by choice; a group left without choices is left out', () => {
  const menu = readMenu({
    items: [
      {
        code: 'B102',
        description: 'Klassiker',
        price: 11900,
        choiceGroups: [
          { level: 1, maxCount: 1, minCount: 3, choices: [{ code: 'b1', article: { code: 'BR1', description: 'Surdeg', price: 0 } }, { code: 'b2', article: { description: 'utan kod' } }] },
          { level: 2, maxCount: 2, choices: [{ code: 'x', article: { code: 'X' } }] },
          { maxCount: 1, choices: [] },
        ],
      },
    ],
  })!;
  expect(menu.items[0]).toMatchObject({
    choiceGroups: [{ level: 1, maxCount: 1, minCount: 1, choices: [{ code: 'b1', article: { code: 'BR1', description: 'Surdeg', price: 0 } }] }],
  });
});

test('only a menu without a list of items cannot be read', () => {
  for (const raw of [null, 'menu', [], { name: 'x' }, { items: 'none' }]) expect(readMenu(raw)).toBeUndefined();
  expect(readMenu({ items: [] })).toEqual({ name: '', currency: null, choiceLevels: [], items: [] });
});

test('containers nest as deep as a real menu does, not without end', () => {
  let deep: Record<string, unknown> = { code: 'A', description: 'a', price: 1 };
  for (let i = 0; i < 20; i++) deep = { name: `level ${i}`, items: [deep] };
  const skipped: Skipped[] = [];
  expect(readMenu({ items: [deep] }, skipped)).toBeDefined();
  expect(skipped[0]?.what).toBe('container');
});

test("every menu of the reference API's demo chain reads as it parses", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'read-menu-'));
  const api = await startReferenceApi({ dataDir });
  try {
    for (const shopId of [1, 2, 3]) {
      const raw = await (await fetch(`${api.url}/api/shops/${shopId}/menu`)).json();
      const skipped: Skipped[] = [];
      expect(readMenu(raw, skipped)).toEqual(menuSchema.parse(raw));
      expect(skipped).toEqual([]);
    }
  } finally {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("System.Text.Json's $type discriminator names an item's kind, in any case; a container without items is still a container", () => {
  const skipped: Skipped[] = [];
  const menu = readMenu(
    {
      name: 'Meny',
      choiceLevels: [],
      items: [
        { $type: 'Container', name: 'Tomt', items: [] },
        { $type: 'container', name: 'Burgare', items: [{ $type: 'article', code: 'B1', description: 'Cheeseburgare', price: 129.0, i18n: [] }] },
      ],
    },
    skipped,
  )!;
  expect(menu.items.map((i) => i.type)).toEqual(['container', 'container']);
  expect(menu.items[1]).toMatchObject({ name: 'Burgare', items: [{ type: 'article', code: 'B1', price: 129 }] });
  expect(skipped).toEqual([]);
});

test('a regular price is kept only when it is above the price: a campaign that lowers it; anything else is no saving', () => {
  const article = (code: string, regularPrice: unknown) => ({ code, description: code, price: 17900, i18n: [], imageUrl: null, campaigns: [], regularPrice });
  const menu = readMenu({ name: 'Meny', items: [article('LOWER', 19900), article('SAME', 17900), article('HIGHER', 100), article('TEXT', 'many')] })!;
  const byCode = new Map(menu.items.map((i) => [i.type === 'article' ? i.code : '', i]));
  expect(byCode.get('LOWER')).toMatchObject({ price: 17900, regularPrice: 19900 });
  for (const code of ['SAME', 'HIGHER', 'TEXT']) expect(byCode.get(code)).not.toHaveProperty('regularPrice');
});
