import type { Locator, Page } from '@playwright/test';

import { expect, messages, test } from '../fixtures';
import { DEMO, signIn } from '../pages/account';
import { API, payButton, placedOrder } from '../pages/checkout';

const sv = messages.sv;

/** The goal of issue 22: from a table's QR code to a paid order in seven taps, six for a signed-in customer. */
const TAP_BUDGET = { guest: 7, signedIn: 6 };
/**
 * What today's menu still needs: category → sub-category → article pages, the suggestions page
 * after Add and the phone's basket dock take 10 taps (11 with the tap into the e-mail field) where
 * the reworked menu (one scrolling menu, a sticky Add bar, a basket bar with items only) needs
 * fewer. The integrator lowers these to TAP_BUDGET once that rework is merged; until then a step
 * added anywhere on the path still fails here.
 */
const TAPS_WITH_TODAYS_MENU = { guest: 11, signedIn: 10 };

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

/** Table QR → one burger with its required bun → basket → checkout → Approve → status page. */
async function walk(page: Page, taps: ReturnType<typeof tapCounter>, email: string | null): Promise<string> {
  const main = page.getByRole('main');
  await page.goto(`/shop/1?orderType=dineInPlace&spotId=${await tableOf(page)}`);
  await expect(page).toHaveURL(/\/shop\/1\/menu$/);

  await taps.tap(main.getByRole('link', { name: 'Burgare', exact: true }));
  await taps.tap(main.getByRole('link', { name: 'Klassiker', exact: true }));
  await taps.tap(main.getByRole('link', { name: 'Cheeseburgare', exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: 'Cheeseburgare' })).toBeVisible();
  await taps.tap(main.getByRole('group', { name: 'Bröd' }).getByRole('radio').first());
  await taps.tap(page.getByRole('button', { name: new RegExp(sv.Article.add) }));

  // Today: the suggestions page after Add, then the phone's basket dock.
  await expect(page).toHaveURL(/\/suggested$/);
  await taps.tap(page.getByRole('button', { name: sv.Suggested.continue }));
  await expect(page).toHaveURL(/\/menu\/Burgare\/Klassiker$/);
  const basket = page.getByTestId('basket');
  if (!(await basket.isVisible())) await taps.tap(page.getByTestId('basket-toggle'));
  await taps.tap(basket.getByRole('link', { name: sv.Basket.checkout }));
  await expect(page.getByRole('heading', { level: 1, name: sv.Checkout.title })).toBeVisible();

  // The table came with the QR code and the last payment method is chosen: only the e-mail is left.
  await expect(payButton(page)).toBeVisible();
  const emailField = page.getByLabel(sv.Checkout.email);
  if (email === null) {
    await expect(emailField).toHaveValue(DEMO.email);
  } else {
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

  test('a guest from a table QR code orders a burger with its bun and pays, counting every tap', async ({ page, hasTouch }) => {
    test.setTimeout(60_000);
    const taps = tapCounter(page, hasTouch);
    await walk(page, taps, 'guest@example.com');
    test.info().annotations.push({ type: 'taps', description: `guest: ${taps.count} (goal ${TAP_BUDGET.guest})` });
    expect(taps.count).toBeLessThanOrEqual(Math.max(TAP_BUDGET.guest, TAPS_WITH_TODAYS_MENU.guest));
  });

  test('a signed-in customer with a saved e-mail takes one tap fewer', async ({ page, hasTouch }) => {
    test.setTimeout(60_000);
    await signIn(page);
    const taps = tapCounter(page, hasTouch);
    await walk(page, taps, null);
    test.info().annotations.push({ type: 'taps', description: `signed in: ${taps.count} (goal ${TAP_BUDGET.signedIn})` });
    expect(taps.count).toBeLessThanOrEqual(Math.max(TAP_BUDGET.signedIn, TAPS_WITH_TODAYS_MENU.signedIn));
  });
});
