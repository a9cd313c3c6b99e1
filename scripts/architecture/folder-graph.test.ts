import path from 'node:path';

import { folderCycles, folderGraph, folderOf } from './folder-graph';

const root = path.resolve(__dirname, '../..');

test('no two folders of the app import each other, directly or round about', () => {
  expect(folderCycles(folderGraph(root))).toEqual([]);
});

test('the check finds a planted cycle', () => {
  const planted = new Map([
    ['lib/http', new Set(['lib/services'])],
    ['lib/services', new Set(['lib/upstream'])],
    ['lib/upstream', new Set(['lib/http'])],
  ]);
  expect(folderCycles(planted)).toEqual([['lib/http', 'lib/services', 'lib/upstream', 'lib/http']]);
});

test('folders are named as the architecture names them', () => {
  expect(folderOf('lib/domain/basket/rules.ts')).toBe('lib/domain/basket');
  expect(folderOf('lib/domain/app-error.ts')).toBe('lib/domain');
  expect(folderOf('lib/routes.ts')).toBe('lib/routes');
  expect(folderOf('components/basket/basket-store.ts')).toBe('components/basket');
  expect(folderOf('app/api/order/route.ts')).toBe('app');
});

test("the server and Next's cache are two places: neither imports the other, and both reach the app only through lib", () => {
  const graph = folderGraph(root);
  expect([...graph.get('server')!]).not.toContain('next-cache');
  expect([...graph.get('next-cache')!]).toEqual([]);
  expect([...graph.get('server')!].filter((to) => !to.startsWith('lib/'))).toEqual([]);
  // What passes between the server and the app is named in one module both import.
  expect(graph.get('server')).toContain('lib/server-channels');
  expect(graph.get('app')).toContain('lib/server-channels');
});

test('lib/domain depends on no other folder but the contract’s schemas', () => {
  const graph = folderGraph(root);
  const outside = [...graph].flatMap(([from, to]) =>
    from.startsWith('lib/domain') ? [...to].filter((t) => !t.startsWith('lib/domain') && t !== 'lib/upstream').map((t) => `${from} → ${t}`) : [],
  );
  expect(outside).toEqual([]);
});
