/** @jest-environment jsdom */
import * as z from 'zod/mini';

import { createLocalStore } from './local-store';

const schema = z.object({ count: z.int() });
const fresh = (key = `k${Math.random()}`) => ({ key, store: createLocalStore(key, schema, { count: 0 }) });

test('loads valid saved data', () => {
  localStorage.setItem('saved', JSON.stringify({ count: 3 }));
  expect(createLocalStore('saved', schema, { count: 0 }).get()).toEqual({ count: 3 });
});

test.each(['not json', '{"count":"3"}', 'null', '[]'])('discards invalid saved data %s without throwing', (raw) => {
  localStorage.setItem('bad', raw);
  const store = createLocalStore('bad', schema, { count: 0 });
  expect(store.get()).toEqual({ count: 0 });
  expect(localStorage.getItem('bad')).toBeNull();
});

test('saves every change and tells subscribers', () => {
  const { key, store } = fresh();
  const listener = jest.fn();
  const unsubscribe = store.subscribe(listener);
  store.set((s) => ({ count: s.count + 1 }));
  expect(JSON.parse(localStorage.getItem(key)!)).toEqual({ count: 1 });
  expect(listener).toHaveBeenCalledTimes(1);
  unsubscribe();
});

test('a change in another tab replaces the state; invalid data from it resets', () => {
  const { key, store } = fresh();
  const listener = jest.fn();
  store.subscribe(listener);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: JSON.stringify({ count: 7 }) }));
  expect(store.get()).toEqual({ count: 7 });
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: '{oops' }));
  expect(store.get()).toEqual({ count: 0 });
  window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: JSON.stringify({ count: 9 }) }));
  expect(store.get()).toEqual({ count: 0 });
  expect(listener).toHaveBeenCalledTimes(2);
});

test('a change to the same state saves nothing and tells nobody', () => {
  const store = createLocalStore('test.same', { safeParse: (d: unknown) => ({ success: true as const, data: d as { n: number } }) }, { n: 0 });
  const listener = jest.fn();
  const unsubscribe = store.subscribe(listener);
  store.set((s) => ({ n: s.n + 1 }));
  localStorage.setItem('test.same', JSON.stringify({ n: 5 })); // another tab's newer save
  store.set((s) => s);
  expect(listener).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem('test.same')).toBe('{"n":5}');
  unsubscribe();
});

test("a tab whose store nobody listens to never writes back a stale copy over another tab's save", () => {
  const { key, store } = fresh();
  // This tab (a page without a basket on it) read the store once, then nobody listened.
  store.set({ count: 1 });
  // Another tab adds meanwhile; its storage event has not reached this tab yet.
  localStorage.setItem(key, JSON.stringify({ count: 5 }));
  // This tab's next change starts from what storage holds, not from its old copy.
  store.set((s) => ({ count: s.count + 1 }));
  expect(JSON.parse(localStorage.getItem(key)!)).toEqual({ count: 6 });
  expect(store.get()).toEqual({ count: 6 });
});

test('the store follows other tabs from its first read on, with no listener', () => {
  const { key, store } = fresh();
  expect(store.get()).toEqual({ count: 0 });
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: JSON.stringify({ count: 4 }) }));
  expect(store.get()).toEqual({ count: 4 });
});
