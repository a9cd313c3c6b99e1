import { expect, messages, test } from '../fixtures';
import { signIn } from '../pages/account';
import { openBasket } from '../pages/basket';
import { continueToPayment, payWith } from '../pages/checkout';
import { expectHeadingsInOrder, headingSkips } from '../pages/headings';
import { PUBLIC_PAGES } from '../pages/public-pages';

const sv = messages.sv;

test('the heading check catches a skipped level and a page that does not start at h1', () => {
  expect(headingSkips([{ level: 1, text: 'Menu' }, { level: 2, text: 'Burgers' }, { level: 3, text: 'Classics' }, { level: 2, text: 'Basket' }])).toEqual([]);
  expect(headingSkips([{ level: 1, text: 'Menu' }, { level: 3, text: 'Burgers' }])).toEqual(['h3 "Burgers" after h1']);
  expect(headingSkips([{ level: 2, text: 'Basket' }])).toEqual(['h2 "Basket" after the start']);
});

test.describe('headings never skip a level (h1 → h2 → h3)', () => {
  for (const { name, path, ready } of PUBLIC_PAGES) {
    test(`on the ${name} page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: ready }).first()).toBeVisible();
      await expectHeadingsInOrder(page, name);
    });
  }

  test('along a guest order: article, suggestions, basket, checkout, payment, order status', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/shop/1/menu/Burgare/Klassiker/articles/B102');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
    await expect(page.getByRole('heading', { level: 1, name: sv.Suggested.title })).toBeVisible();
    await expectHeadingsInOrder(page, 'suggested articles');

    await page.getByRole('button', { name: sv.Suggested.continue }).click();
    await expect(page).toHaveURL(/\/menu\/Burgare\/Klassiker$/);
    await openBasket(page);
    await expectHeadingsInOrder(page, 'category with the basket open');

    await page.goto('/shop/1/menu');
    await (await openBasket(page)).getByRole('link', { name: sv.Basket.checkout }).click();
    await expect(page.getByRole('heading', { level: 1, name: sv.Checkout.title })).toBeVisible();
    await expect(page.getByRole('button', { name: sv.Checkout.toPayment })).toBeVisible();
    await expectHeadingsInOrder(page, 'checkout');

    const orderId = await continueToPayment(page);
    await expectHeadingsInOrder(page, 'payment');
    await payWith(page, 'card', 'Approve');
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
    await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.received);
    await expectHeadingsInOrder(page, 'order status');
    await page.goto('/orders');
    await expect(page.getByRole('link', { name: new RegExp(orderId.slice(0, 8).toUpperCase()) })).toBeVisible();
    await expectHeadingsInOrder(page, 'paid orders');
  });

  test('on the pages of a signed-in customer', async ({ page }) => {
    await signIn(page);
    for (const [path, title] of [
      ['/profile', sv.Account.profile],
      ['/order-history', sv.Account.orderHistory],
      ['/favorites', sv.Account.favorites],
      ['/campaigns', sv.Account.offers],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectHeadingsInOrder(page, `${path}, signed in`);
    }
  });
});
