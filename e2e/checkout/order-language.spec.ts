import { expect, messages, test } from '../fixtures';
import { seedBasket, shop1Basket } from '../pages/basket';
import { API, payButton, placedOrder } from '../pages/checkout';
import { needs } from '../support/api-shape';

const en = messages.en;

test("an English guest reads the order's lines in English on the payment page from its first paint, the menu not needed", async ({ page }) => {
  // The names come with the order read.
  needs('orderDetails');
  const bun = { code: 'E702', description: 'Kanelbulle', price: 3500, i18n: [], imageUrl: null, campaigns: [] };
  await seedBasket(page, { ...shop1Basket, items: [{ id: 'line-1', type: 'article', quantity: 1, choices: [], article: bun }] });
  await page.goto('/en/shop/1/checkout');
  await expect(payButton(page, en)).toBeVisible();
  const email = page.getByLabel(en.Checkout.email);
  if (await email.count()) await email.fill('guest@example.com');
  const placed = await placedOrder(page);
  await payButton(page, en).click();
  const orderId = await placed.orderId;
  await page.waitForURL(new RegExp(`^${API}/_provider/`));

  // The payment page again (the guest back from the provider), with the menu out of reach: the
  // names come with the order itself.
  await page.route('**/api/shops/1/menu**', (route) => route.abort());
  await page.goto(`/en/shop/1/checkout/payment/${orderId}`);
  const summary = page.getByTestId('priced-order');
  await expect(summary).toContainText('Cinnamon bun');
  await expect(summary).not.toContainText('Kanelbulle');
});
