import type { Page } from '@playwright/test';

import { expect, messages, test } from '../fixtures';
import { savedBasket, shop1Basket } from '../pages/basket';

const { sv, en } = messages;

async function withBasket(page: Page, basket: object | null) {
  await page.goto('/terms-and-conditions');
  await page.evaluate((b) => (b ? localStorage.setItem('ordering.basket', JSON.stringify(b)) : localStorage.clear()), basket);
}

const home = (page: Page, title = sv.Home.title) => expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

test.describe('the navigation guard', () => {
  test('a shop that is not open for business (or ordered from its own app) sends each of its pages home', async ({ page }) => {
    await withBasket(page, shop1Basket);
    for (const path of ['/shop/8/menu', '/shop/8/order-type', '/shop/8/menu/Burgare/Klassiker', '/shop/8/checkout', '/shop/9/menu']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
      await home(page);
    }
    // Nothing was asked and the other shop's basket is as it was.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await savedBasket(page)).toMatchObject({ shopId: 1, items: [{ id: 'line-1' }] });
  });

  test('a shop that fails to load for a passing reason keeps the guest on its page and says so in their language', async ({ page }) => {
    await withBasket(page, shop1Basket);
    await page.route(/\/api\/shops\/1$/, (route) => route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"code":"UPSTREAM_UNAVAILABLE","status":503}' }));
    await page.goto('/shop/1/menu');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(sv.Errors.SHOP_LOAD_FAILED);
    await expect(page).toHaveURL(/\/shop\/1\/menu$/);
    await dialog.getByRole('button').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await savedBasket(page)).toMatchObject({ shopId: 1, items: [{ id: 'line-1' }] });
  });

  test('a redirect from a language URL keeps the language', async ({ page }) => {
    await page.goto('/en/shop/8/menu');
    await expect(page).toHaveURL(/\/en$/);
    await home(page, en.Home.title);
  });

  test('an unknown shop id is a 404 for crawlers; the guest lands home with the basket untouched', async ({ page, request }) => {
    for (const path of ['/shop/987654/menu', '/en/shop/987654/order-type', '/shop/not-a-shop/menu']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    await withBasket(page, shop1Basket);
    const response = await page.goto('/shop/987654/order-type');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/$/);
    await home(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await savedBasket(page)).toMatchObject({ shopId: 1, items: [{ id: 'line-1' }] });

    await page.goto('/en/shop/not-a-shop/menu');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('the orders page without a chosen shop goes home with redirectUri, and choosing a shop leads back', async ({ page }) => {
    await withBasket(page, null);
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/\?redirectUri=%2Forders$/);
    await home(page);
    await page.getByTestId('shop-row').getByRole('link', { name: 'Nordic Burger Drottninggatan' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: sv.Orders.title })).toBeVisible();
    expect(await savedBasket(page)).toMatchObject({ shopId: 1 });

    // With a shop chosen the page simply opens; under /en the way back keeps the language.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: sv.Orders.title })).toBeVisible();
    await withBasket(page, null);
    await page.goto('/en/orders');
    await expect(page).toHaveURL(/\/en\?redirectUri=%2Fen%2Forders$/);
  });

  test('arriving home clears the chosen shop: the orders page then asks for one again, and the basket keeps its lines', async ({ page }) => {
    await withBasket(page, shop1Basket);
    await page.goto('/shop/1/menu');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The menu chooses its shop once its scripts have run; leaving before that would choose none.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ordering.shop') ?? 'null'))).not.toBeNull();
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: sv.Orders.title })).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);

    await page.goto('/');
    await home(page);
    // The home page's effects run once its scripts have loaded: the chosen shop is then gone.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ordering.shop') ?? 'null'))).toBeNull();
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/\?redirectUri=%2Forders$/);
    await home(page);
    expect(await savedBasket(page)).toMatchObject({ shopId: 1, items: [{ id: 'line-1' }] });
  });
});
