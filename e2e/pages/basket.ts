import type { Page } from '@playwright/test';

import { expect, messages } from '../fixtures';

/** The basket panel: a side panel on large screens, a dock that opens on phones. */
export async function openBasket(page: Page) {
  const basket = page.getByTestId('basket');
  const toggle = page.getByTestId('basket-toggle');
  await expect(basket.or(toggle).first()).toBeVisible();
  // The phone dock closes on every new page; if a navigation lands mid-click, open it again.
  await expect(async () => {
    if (!(await basket.isVisible())) await toggle.click({ timeout: 2000 });
    await expect(basket).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  return basket;
}

/** Add on an article went through: the guest has left its page, for its suggestions or the menu. */
export const added = (page: Page) => expect(page).not.toHaveURL(/\/articles\/[^/]+$/);

/**
 * After Add on an article: past the "goes well with" step where the article has suggestions (an
 * API in SPEC.md's shapes gives none, and a spec may run its own API in another shape than the
 * suite's); without them the guest is back on the menu already.
 */
export async function leaveSuggestions(page: Page) {
  await added(page);
  if (new URL(page.url()).pathname.endsWith('/suggested')) await page.getByRole('button', { name: messages.sv.Suggested.continue }).click();
}

/**
 * Saves a basket as if an earlier visit had left it, from a page that never writes one: on a shop
 * page the app may be saving its own basket at the same moment and overwrite the seed.
 */
/** A guest who chose the basket's shop and filled the basket there (the chosen shop is kept apart from the basket's). */
export async function seedBasket(page: Page, basket: unknown) {
  await page.goto('/privacy-policy');
  await page.evaluate((value) => {
    localStorage.setItem('ordering.basket', value);
    const shopId = (JSON.parse(value) as { shopId?: unknown }).shopId;
    if (typeof shopId === 'number') localStorage.setItem('ordering.shop', String(shopId));
  }, JSON.stringify(basket));
}

export const savedBasket = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('ordering.basket') ?? 'null') as Record<string, unknown> | null);

/** A saved basket of shop 1 with one line, as the app stores it. */
export const shop1Basket = {
  items: [
    {
      id: 'line-1',
      type: 'article',
      quantity: 2,
      choices: [],
      article: { code: 'S301', description: 'Pommes frites', price: 3900, i18n: [], imageUrl: null, campaigns: [] },
    },
  ],
  shopId: 1,
  shopName: 'Nordic Burger Drottninggatan',
  orderType: 'takeAway',
  note: null,
  spotId: null,
};
