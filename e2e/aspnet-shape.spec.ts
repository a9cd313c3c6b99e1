// The app against a restaurant API written in ASP.NET Core (the reference API with
// ORDERING_API_SHAPE=aspnet): decimal prices with their scale (39.00), nulls left out of the
// catalogue, `$type` on menu items, weekday names, region language tags, the order read as its
// status in text/plain, ProblemDetails without our code. A guest walks the whole way through it:
// menu, suggestions, checkout with the kitchen's times, the provider, the order page.
import { expect, messages, test } from './fixtures';
import { savedBasket } from './pages/basket';
import { fillBasketAndCheckout, payButton, placedOrder } from './pages/checkout';
import { readText } from './pages/text-fit';
import { useShapedDeployment } from './support/reference-api-process';

const { sv, fi } = messages;
const APP_PORT = 3171;
const API_PORT = 4171;

test.describe('a restaurant API written in ASP.NET Core', () => {
  const deployment = useShapedDeployment('aspnet', APP_PORT, API_PORT);
  const app = () => deployment().server.url;
  const apiUrl = () => deployment().api.url;

  test('a guest orders fries in kronor sent as 39.00, pays, and follows the order read as text/plain', async ({ page }) => {
    // The restaurant writes the price as a decimal with its scale; the app shows 39 kr, not 0,39 kr.
    const menu = await (await fetch(`${apiUrl()}/api/shops/1/menu`)).text();
    expect(menu).toContain('"price":39.00');
    await page.goto(`${app()}/shop/1/menu/Tillbeh%C3%B6r`);
    await expect(page.getByRole('main')).toContainText(/Pommes frites\s*39\s?kr/);

    await fillBasketAndCheckout(page, `${app()}/shop/1/menu`);
    await expect.poll(() => savedBasket(page)).toMatchObject({ shopId: 1, items: [{ article: { code: 'S301', price: 3900 } }] });
    await expect(payButton(page)).toHaveAccessibleName(/39\s?kr/);
    await page.getByLabel(sv.Checkout.email).fill('aspnet-guest@example.com');
    await page.getByRole('radio', { name: sv.Payment.card }).check();
    const placed = await placedOrder(page);
    await payButton(page).click();
    const orderId = await placed.orderId;
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    await page.waitForURL(new RegExp(`^${apiUrl()}/_provider/`));
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
    // The order page reads the status the restaurant writes as text/plain.
    await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.received);
  });

  test('a Finnish shop in euros sent as 3.40, articles tagged fi-FI, in Finnish; a shop without hours still lists', async ({ page }) => {
    await page.goto(`${app()}/fi/shop/4/menu/Tillbeh%C3%B6r`);
    await expect(page.getByRole('link', { name: 'Ranskalaiset perunat', exact: true })).toBeVisible();
    // (The soft hyphens the server puts in long Finnish names are not part of the text a guest reads.)
    await expect.poll(() => readText(page.getByRole('main'))).toMatch(/Ranskalaiset perunat\s*3,40\s?€/);
    await page.goto(`${app()}/fi`);
    const row = page.getByTestId('shop-row').filter({ hasText: 'Yliopistonkatu' });
    await page.getByRole('button', { name: fi.ShopList.showMore }).click();
    await expect(row).toContainText(fi.ShopList.badge.hoursNotGiven);
  });

  test('a refusal written as ASP.NET ProblemDetails (no code extension) reaches the guest in words', async ({ page }) => {
    // Shop 6 gives no hours and the restaurant reads that as closed: checkout says so on entry.
    await fillBasketAndCheckout(page, `${app()}/shop/6/menu`);
    await expect(page.getByTestId('checkout-alert')).toContainText(sv.Errors.SHOP_CLOSED);
  });
});
