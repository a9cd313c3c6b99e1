// The page's language is the one the guest reads: a BFF call carries it (lib/client/api.ts), so
// an English page orders, is mailed and comes back in English, whatever culture cookie an earlier
// visit in another language left.
import { E2E } from '../../playwright.config';
import { expect, messages, test } from '../fixtures';
import { seedBasket, shop1Basket } from '../pages/basket';
import { payButton, payWith, placedOrder } from '../pages/checkout';

const en = messages.en;

test('an English page with a Finnish culture cookie places an English order, mails it in English and returns under /en/', async ({ page, context, baseURL }) => {
  await seedBasket(page, shop1Basket);
  await context.addCookies([{ name: 'culture', value: 'fi', url: baseURL! }]);
  await page.goto('/en/shop/1/checkout');
  await expect(payButton(page, en)).toBeVisible();
  const email = `page-language-${Date.now()}@example.com`;
  await page.getByLabel(en.Checkout.email).fill(email);
  await page.getByRole('radio', { name: en.Payment.card }).check();
  const placed = await placedOrder(page);
  await payButton(page, en).click();
  const orderId = await placed.orderId;
  // The payment page goes straight on to the provider with the method chosen on the checkout.
  await page.waitForURL(new RegExp(`^${E2E.apiUrl}/_provider/`));
  await payWith(page, 'card', 'Approve');
  // Back in the language the guest paid from.
  await expect(page).toHaveURL(new RegExp(`/en/(shop/1/checkout/payment|order)/${orderId}`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The restaurant has the lines and the mail in English, not in the cookie's Finnish.
  const confirmation = async () => {
    const mails: Array<{ to: string; kind: string; text: string }> = await (await fetch(`${E2E.apiUrl}/_dev/outbox`)).json();
    return mails.find((m) => m.to === email && m.kind === 'order-confirmation')?.text ?? '';
  };
  await expect.poll(confirmation).toContain('French fries');
  const text = await confirmation();
  expect(text).toContain('Thank you for your order');
  expect(text).not.toContain('Ranskalaiset');
  // Its link opens the order in English too, on whatever device opens the mail.
  expect(text).toContain(`/en/order/${orderId}`);
});
