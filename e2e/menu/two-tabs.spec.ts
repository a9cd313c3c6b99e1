// Two tabs of one guest share one basket (localStorage). A tab that moved on to a page without a
// basket must not write back its old copy when it comes back and adds: nothing another tab added
// may be lost.
import { expect, messages, test } from '../fixtures';
import { leaveSuggestions, openBasket, savedBasket } from '../pages/basket';

const sv = messages.sv;

async function addFries(page: import('@playwright/test').Page) {
  await page.getByRole('link', { name: 'Tillbehör', exact: true }).click();
  await page.getByRole('link', { name: 'Pommes frites', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
  await leaveSuggestions(page);
  await expect(page).toHaveURL(/\/menu\/Tillbeh%C3%B6r$/);
}

test('a line added in one tab survives an add in another tab that was away on a page without a basket', async ({ context, page }) => {
  const other = await context.newPage();
  // The second tab opens the menu (its basket loads), then moves on to a legal page in the app.
  await other.goto('/shop/1/menu');
  await other.locator('footer a[href$="/privacy-policy"]').first().click();
  await expect(other).toHaveURL(/\/privacy-policy$/);

  // Meanwhile the first tab adds fries.
  await page.goto('/shop/1/menu');
  await addFries(page);
  expect(((await savedBasket(page))?.items as unknown[]).length).toBe(1);

  // The second tab comes back to the menu and adds fries too: both lines' worth is kept.
  await other.goBack();
  await expect(other).toHaveURL(/\/shop\/1\/menu$/);
  await addFries(other);
  const items = (await savedBasket(other))?.items as Array<{ quantity: number }>;
  expect(items.reduce((sum, line) => sum + line.quantity, 0)).toBe(2);
});

test('a tab that waited on the orders page shows, and keeps, what another tab added when it opens the basket again', async ({ context, page }) => {
  const other = await context.newPage();
  await other.goto('/shop/1/menu');
  // The menu page has chosen its shop (once its scripts run) before the tab moves on.
  await expect.poll(() => other.evaluate(() => localStorage.getItem('ordering.shop'))).toBe('1');
  await other.goto('/orders');
  await expect(other.getByRole('heading', { level: 1, name: sv.Orders.title })).toBeVisible();

  await page.goto('/shop/1/menu');
  await addFries(page);

  // The orders page shows no basket: the tab goes back to the menu (within the app) and opens it.
  await other.goBack();
  await expect(other).toHaveURL(/\/shop\/1\/menu$/);
  const basket = await openBasket(other);
  await expect(basket).toContainText('Pommes frites');
  await expect.poll(async () => ((await savedBasket(other))?.items as unknown[] | undefined)?.length).toBe(1);
});
