import type { Locator, Page } from '@playwright/test';

/**
 * An article card as a guest sees it: a list item whose heading names the dish (on the menu, in
 * search results and under an offer). A CSS selector, so page scripts can use it too; the cards
 * carry no test id, since the one-page menu repeats them for every article within its HTML budget.
 */
export const ARTICLE_CARD = 'li:has(> div > :is(h2, h3, h4, h5, h6) > a)';

export const articleCards = (scope: Page | Locator) => scope.locator(ARTICLE_CARD);
