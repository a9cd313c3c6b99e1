// Each country pays its own way: a Stockholm shop takes card, Swish and the phone's wallet; a
// Helsinki shop card, MobilePay and the wallet (no Swish: it needs a Swedish bank account); an
// Oslo shop card, Vipps and the wallet. Every method pays on the reference provider's page, and a
// shop whose restaurant lists no methods takes card and Swish. The restaurant's list decides, so
// the demo shops' lists are the reference API's, read from its shop answers.
import type { Page } from '@playwright/test';

import { expect, messages, test, upstream, type Wallet } from '../fixtures';
import { API, fillBasketAndCheckout, payButton, placedOrder } from '../pages/checkout';
import { needs } from '../support/api-shape';
import { desktopOnly } from '../support/viewport';

const sv = messages.sv;
const METHOD_PAGE_NAME = { card: 'Card', swish: 'Swish', mobilepay: 'MobilePay', vipps: 'Vipps', applepay: 'Apple Pay', googlepay: 'Google Pay' } as const;
type Method = keyof typeof METHOD_PAGE_NAME;

const COUNTRIES: Array<{ city: string; shopId: number; app: Method; absent: Method[] }> = [
  { city: 'Stockholm', shopId: 1, app: 'swish', absent: ['mobilepay', 'vipps'] },
  { city: 'Helsinki', shopId: 4, app: 'mobilepay', absent: ['swish', 'vipps'] },
  { city: 'Oslo', shopId: 7, app: 'vipps', absent: ['swish', 'mobilepay'] },
];

/** Fries in the shop's basket (at its own prices and currency), and on to checkout. */
async function basketAt(page: Page, shopId: number) {
  await fillBasketAndCheckout(page, `/shop/${shopId}/menu`);
  await expect(payButton(page)).toBeVisible();
}

const methodRadios = (page: Page) => page.getByRole('group', { name: sv.Payment.method }).getByRole('radio');

/** Pays with the method on the provider's page (approve), and lands on the paid order. */
async function payWith(page: Page, method: Method) {
  await page.getByRole('radio', { name: sv.Payment[method] }).check();
  const email = page.getByLabel(sv.Checkout.email);
  if (await email.count()) await email.fill('guest@example.com');
  const placed = await placedOrder(page);
  await payButton(page).click();
  const orderId = await placed.orderId;
  await page.waitForURL(new RegExp(`^${API}/_provider/`));
  await expect(page.getByText(new RegExp(`· ${METHOD_PAGE_NAME[method]}$`))).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.received);
}

test.describe('payment methods follow the shop\'s country', () => {
  test.describe.configure({ mode: 'serial' });
  desktopOnly('about the methods a country pays with, the same on every screen');

  // The Oslo shop and the shop without methods close at night: open all day while these run, so
  // that "as soon as possible" is paid at any hour.
  let restoreHours = async () => {};
  test.beforeAll(async () => {
    restoreHours = await upstream.openAllDay([7, 10]);
  });
  test.afterAll(async () => restoreHours());

  for (const { city, shopId, app, absent } of COUNTRIES) {
    test.describe(`${city}`, () => {
      // The country's own methods and the wallets come from the restaurant's list of methods.
      needs('paymentMethods');
      test(`a phone without a wallet is offered card and ${METHOD_PAGE_NAME[app]}, nothing else, and pays with each`, async ({ page }) => {
        test.setTimeout(60_000);
        await basketAt(page, shopId);
        await expect(methodRadios(page)).toHaveCount(2);
        for (const method of absent) await expect(page.getByRole('radio', { name: sv.Payment[method] })).toHaveCount(0);
        await payWith(page, app);
        await basketAt(page, shopId);
        await payWith(page, 'card');
      });

      for (const wallet of ['googlepay', 'applepay'] as const) {
        test.describe(`with ${METHOD_PAGE_NAME[wallet]}`, () => {
          test.use({ wallet: wallet satisfies Wallet });
          test(`the wallet comes first and pays, with no e-mail typed: the receipt goes to the wallet's address`, async ({ page }) => {
            await basketAt(page, shopId);
            await expect(methodRadios(page).first()).toHaveAccessibleName(sv.Payment[wallet]);
            await expect(page.getByRole('radio', { name: sv.Payment[wallet] })).toBeChecked();
            await expect(page.getByLabel(sv.Checkout.email)).toHaveCount(0);
            await expect(methodRadios(page)).toHaveCount(3);
            await payWith(page, wallet);
          });
        });
      }
    });
  }

  test('a shop whose restaurant lists no methods takes card and Swish', async ({ page }) => {
    await basketAt(page, 10);
    await expect(methodRadios(page)).toHaveCount(2);
    await expect(page.getByRole('radio', { name: sv.Payment.card })).toBeVisible();
    await expect(page.getByRole('radio', { name: sv.Payment.swish })).toBeVisible();
  });
});
