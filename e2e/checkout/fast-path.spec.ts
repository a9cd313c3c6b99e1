import type { Locator, Page } from '@playwright/test';

import { expect, messages, test } from '../fixtures';
import { DEMO, signIn } from '../pages/account';
import { API, payButton, placedOrder } from '../pages/checkout';

const sv = messages.sv;

/**
 * From a table's QR code to a paid order: a new guest with a wallet in at most six taps and
 * nothing typed (the best apps' count: Toast's walk-in guest pays with a wallet and types
 * nothing); by card, six taps and the e-mail; a signed-in customer, whose e-mail is known, as few.
 */
const TAP_BUDGET = { wallet: 6, card: 6, signedIn: 6 };

/** Every tap of the walk goes through here, so the count is the guest's. */
function tapCounter(page: Page, hasTouch: boolean) {
  let count = 0;
  return {
    tap: async (target: Locator) => {
      count += 1;
      await (hasTouch ? target.tap() : target.click());
    },
    get count() {
      return count;
    },
  };
}

async function tableOf(page: Page): Promise<number> {
  const spots: Array<{ id: number; orderType: string }> = await (await page.request.get('/api/shops/1/delivery-spots')).json();
  return spots.find((s) => s.orderType === 'dineInPlace')!.id;
}

/**
 * Table QR → one burger (its bun chosen already) → Add → "Go to checkout" on the suggestions →
 * Pay with the method chosen first → Approve on the provider's page → the order's status page.
 * `email`: typed at checkout (a card guest), or null when nothing is typed (a wallet, or a
 * signed-in customer's saved address).
 */
async function walk(page: Page, taps: ReturnType<typeof tapCounter>, { email, method }: { email: string | null; method: 'googlepay' | 'card' }): Promise<string> {
  const main = page.getByRole('main');
  await page.goto(`/shop/1?orderType=dineInPlace&spotId=${await tableOf(page)}`);
  await expect(page).toHaveURL(/\/shop\/1\/menu$/);

  // One scrolling menu: the burger is on the first page, with its price.
  await taps.tap(main.getByRole('link', { name: 'Cheeseburgare', exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: /Cheeseburgare/ })).toBeVisible();
  // Its bun comes chosen: the most-ordered one, changeable, never a tap the guest must make.
  await expect(main.getByRole('group', { name: 'Bröd' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await taps.tap(page.getByRole('button', { name: new RegExp(sv.Article.add) }));

  // Something to go with it? The main button goes on to checkout, with what it costs.
  await expect(page).toHaveURL(/\/suggested$/);
  await taps.tap(main.getByRole('link', { name: new RegExp(`^${sv.Suggested.checkout}`) }));
  await expect(page.getByRole('heading', { level: 1, name: sv.Checkout.title })).toBeVisible();

  // The table came with the QR code, "as soon as possible" is the time: one row, nothing to choose.
  await expect(page.getByTestId('known-answers')).toContainText(sv.OrderType.dineInPlace);
  await expect(page.getByRole('radio', { name: sv.Payment[method] })).toBeChecked();
  const emailField = page.getByLabel(sv.Checkout.email);
  if (method === 'googlepay') await expect(emailField).toHaveCount(0);
  else if (email === null) await expect(emailField).toHaveValue(DEMO.email);
  else {
    await taps.tap(emailField);
    await page.keyboard.type(email);
  }
  const placed = await placedOrder(page);
  await taps.tap(payButton(page));
  const orderId = await placed.orderId;

  await page.waitForURL(new RegExp(`^${API}/_provider/`));
  await taps.tap(page.getByRole('button', { name: 'Approve payment' }));
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.received);
  return orderId;
}

test.describe('the fastest path on a 390 px phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'counted on the phone');
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe('with a wallet', () => {
    test.use({ wallet: 'googlepay' });
    test('a new guest from a table QR code orders a burger and pays with the wallet, typing nothing, counting every tap', async ({ page, hasTouch }) => {
      test.setTimeout(60_000);
      const taps = tapCounter(page, hasTouch);
      await walk(page, taps, { email: null, method: 'googlepay' });
      test.info().annotations.push({ type: 'taps', description: `wallet: ${taps.count} (goal ${TAP_BUDGET.wallet})` });
      expect(taps.count).toBeLessThanOrEqual(TAP_BUDGET.wallet);
    });
  });

  test('a new guest paying by card types only the e-mail', async ({ page, hasTouch }) => {
    test.setTimeout(60_000);
    const taps = tapCounter(page, hasTouch);
    await walk(page, taps, { email: 'guest@example.com', method: 'card' });
    test.info().annotations.push({ type: 'taps', description: `card: ${taps.count} (goal ${TAP_BUDGET.card})` });
    expect(taps.count).toBeLessThanOrEqual(TAP_BUDGET.card);
  });

  test('a signed-in customer with a saved e-mail types nothing either', async ({ page, hasTouch }) => {
    test.setTimeout(60_000);
    await signIn(page);
    const taps = tapCounter(page, hasTouch);
    await walk(page, taps, { email: null, method: 'card' });
    test.info().annotations.push({ type: 'taps', description: `signed in: ${taps.count} (goal ${TAP_BUDGET.signedIn})` });
    expect(taps.count).toBeLessThanOrEqual(TAP_BUDGET.signedIn);
  });
});
