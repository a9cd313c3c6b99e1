import { expect, test } from '../fixtures';
import { headingSkips } from '../pages/headings';

// The accessibility walk (e2e/a11y/axe.spec.ts) checks the headings of every page and state it
// audits (expectAccessible): every public page, a guest order, the account pages, open dialogs.
test('the heading check catches a skipped level and a page that does not start at h1', () => {
  expect(headingSkips([{ level: 1, text: 'Menu' }, { level: 2, text: 'Burgers' }, { level: 3, text: 'Classics' }, { level: 2, text: 'Basket' }])).toEqual([]);
  expect(headingSkips([{ level: 1, text: 'Menu' }, { level: 3, text: 'Burgers' }])).toEqual(['h3 "Burgers" after h1']);
  expect(headingSkips([{ level: 2, text: 'Basket' }])).toEqual(['h2 "Basket" after the start']);
});
