/** @jest-environment jsdom */
const KEY = 'ordering.allergenFilter';

/** A fresh store module reading what this browser saved. */
function storeWith(saved: string | null) {
  localStorage.clear();
  if (saved !== null) localStorage.setItem(KEY, saved);
  let store!: typeof import('./allergen-filter-store').allergenFilterStore;
  jest.isolateModules(() => {
    store = (jest.requireActual('./allergen-filter-store') as typeof import('./allergen-filter-store')).allergenFilterStore;
  });
  return store;
}

test('the saved filter comes back on the next visit', () => {
  expect(storeWith(JSON.stringify(['milk', 'gluten'])).get()).toEqual(['milk', 'gluten']);
});

test('a saved value that is not a short list of short names is dropped, not trusted', () => {
  for (const bad of ['{"milk":true}', JSON.stringify([1, 2]), JSON.stringify(Array(15).fill('milk')), JSON.stringify(['x'.repeat(31)]), 'not json']) {
    expect(storeWith(bad).get()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  }
});
