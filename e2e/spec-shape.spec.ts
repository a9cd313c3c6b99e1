// The app against a restaurant API that says only what SPEC.md says (the reference API with
// ORDERING_API_SHAPE=spec: prices in kronor and euros, numeric order ids, sv-SE language tags,
// weekday names, a plain-list order history, no optional fields, fields we do not know), run as
// production with ORDERING_API_PRICE_UNIT=major. The suite's shared server speaks our own shape;
// this one walks a guest's order through the other, so neither can hide a contract mistake.
import { expect, messages, test } from './fixtures';
import { savedBasket } from './pages/basket';
import { openCheckoutDetails, payButton, placedOrder } from './pages/checkout';
import { readText } from './pages/text-fit';
import { useShapedDeployment } from './support/reference-api-process';

const sv = messages.sv;
const APP_PORT = 3170;
const API_PORT = 4170; // not 4190: fetch refuses that port (ManageSieve)

test.describe("a restaurant API in SPEC.md's own shapes", () => {
  const deployment = useShapedDeployment('spec', APP_PORT, API_PORT);
  // A phone with a wallet: the restaurant lists no methods here, so none is offered.
  test.use({ wallet: 'googlepay' });
  const api = () => deployment().api;
  const server = () => deployment().server;

  test('shops, menus in kronor and euros, an order paid and followed under its numeric id', async ({ page }) => {
    const app = server().url;
    await page.goto(`${app}/`);
    await expect(page.getByTestId('shop-row').getByRole('link', { name: 'Nordic Burger Drottninggatan' })).toBeVisible();

    // Kronor as the restaurant sends them (39), not 39 öre.
    await page.goto(`${app}/shop/1/menu/Tillbeh%C3%B6r`);
    const fries = page.getByRole('link', { name: 'Pommes frites', exact: true });
    await expect(fries).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/39\s?kr/);
    await expect(page.getByRole('main')).not.toContainText(/0,39\s?kr/);

    await fries.click();
    await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
    // No suggestions in this shape (SPEC.md names none on an article): the line is in the basket.
    await expect.poll(() => savedBasket(page)).toMatchObject({ shopId: 1, items: [{ article: { code: 'S301', price: 3900 } }] });
    await page.goto(`${app}/shop/1/checkout`);
    await expect(payButton(page)).toBeVisible();
    // No payment-methods capability in this shape: card and Swish, SPEC.md's, and no wallet.
    await expect(page.getByRole('group', { name: sv.Payment.method }).getByRole('radio')).toHaveCount(2);
    await expect(page.getByRole('radio', { name: sv.Payment.swish })).toBeVisible();
    await openCheckoutDetails(page);
    // No kitchen capability in this shape: the quarter hours as they are (today's, and after midnight
    // the night's: this shop is open around the clock), and nothing about the queue.
    const time = page.getByLabel(sv.Checkout.pickupTime);
    await expect(time.locator('option[value="asap"]')).toHaveText(sv.Checkout.asap);
    const plain = new RegExp(`^(${[sv.Checkout.todayAt, sv.Checkout.tomorrowAt].map((m) => m.replace('{time}', '\\d{2}:\\d{2}')).join('|')})$`);
    expect((await time.locator('option').allTextContents()).slice(1).filter((text) => !plain.test(text))).toEqual([]);
    const email = page.getByLabel(sv.Checkout.email);
    if (await email.count()) await email.fill('guest@example.com');
    await page.getByRole('radio', { name: sv.Payment.card }).check();
    const placed = await placedOrder(page);
    await payButton(page).click();
    const orderId = await placed.orderId;
    expect(orderId).toMatch(/^\d+$/);
    await page.waitForURL(new RegExp(`^${api().url}/_provider/`));

    // Back from the provider without paying: the payment page under the numeric id, priced by the restaurant.
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout\/payment\/\d+$/);
    await expect(page.getByTestId('priced-order')).toContainText(/39\s?kr/);
    await page.getByRole('radio', { name: sv.Payment.card }).check();
    await page.getByRole('button', { name: sv.Payment.pay }).click();
    await page.waitForURL(new RegExp(`^${api().url}/_provider/`));
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
    await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.received);
    await expect(page.getByTestId('ready-range')).toHaveCount(0);
  });

  test('a Finnish shop in euros with cents, its articles tagged fi-FI, in Finnish', async ({ page }) => {
    // Containers carry only a name in SPEC.md (no translations): the category keeps its one name.
    await page.goto(`${server().url}/fi/shop/4/menu/Tillbeh%C3%B6r`);
    // Articles' i18n entries tagged fi-FI are read as Finnish.
    await expect(page.getByRole('link', { name: 'Ranskalaiset perunat', exact: true })).toBeVisible();
    // 3.4 euros as the restaurant sends it (a decimal), shown with its cents; not 0,03 €.
    // (The soft hyphens the server puts in long Finnish names are not part of the text a guest reads.)
    await expect.poll(() => readText(page.getByRole('main'))).toMatch(/Ranskalaiset perunat\s*3,40\s?€/);
  });
});
