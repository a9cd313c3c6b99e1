import { E2E } from '../../playwright.config';
import { expect, messages, test } from '../fixtures';
import { API, continueToPayment, fillBasketAndCheckout, openCheckoutDetails, payWith } from '../pages/checkout';
import { needs } from '../support/api-shape';

const sv = messages.sv;
/** Helsinki: open around the clock, and no other spec changes its kitchen. */
const SHOP = 4;
const ZONE = 'Europe/Helsinki';
const TIME = '(\\d{2}:\\d{2})';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const asapPattern = new RegExp(`^${escape(sv.Checkout.asapReady).replace('\\{from\\}', TIME).replace('\\{to\\}', TIME)}$`);
const readyPattern = new RegExp(`^${escape(sv.OrderStatus.readyRange).replace('\\{from\\}', TIME).replace('\\{to\\}', TIME)}$`);
const label = (iso: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ZONE }).format(new Date(iso));
const dateIn = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);
/** A time's option as a Swedish guest reads it: today's, or after midnight tomorrow's (the shop stays open through the night). */
const optionText = (iso: string, nearlyFull: boolean) => {
  const tomorrow = dateIn(new Date(iso)) !== dateIn(new Date());
  const message = tomorrow ? (nearlyFull ? sv.Checkout.nearlyFullTomorrow : sv.Checkout.tomorrowAt) : nearlyFull ? sv.Checkout.nearlyFull : sv.Checkout.todayAt;
  return message.replace('{time}', label(iso));
};
/**
 * How many minutes from now the range's first time is, on the shop's clock: across midnight too
 * (23:50 now, 00:10 is 20 minutes ahead), and a time up to an hour past is before now.
 */
const minutesOf = (text: string, pattern: RegExp) => {
  const [, from = ''] = pattern.exec(text) ?? [];
  const [h = 0, m = 0] = from.split(':').map(Number);
  const [nowH = 0, nowM = 0] = label(new Date().toISOString()).split(':').map(Number);
  const ahead = (h * 60 + m - (nowH * 60 + nowM) + 1440) % 1440;
  return ahead > 1440 - 60 ? ahead - 1440 : ahead;
};

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${API}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
let guests = 0;
const paidIds: string[] = [];
/** Unpaid orders placed here: their holds are given back after each test (else they hold their slot for 45 minutes, into the next project's run). */
const unpaid: Array<{ orderId: string; customerCode: string }> = [];

/** An order placed straight at the restaurant by another guest: fries, at a time or ASAP. */
async function otherGuestOrders(fries: number, pickupTime: string | null, pay: boolean): Promise<string> {
  const customerCode = `kitchen-e2e-${Date.now()}-${guests++}`;
  const res = await call('POST', '/api/order', {
    shopId: SHOP, orderType: 'takeAway', asap: pickupTime === null, pickupTime: pickupTime ?? new Date().toISOString(), customerCode,
    note: null, spotId: null, email: 'kitchen@example.com', phone: null, items: [{ code: 'S301', quantity: fries, choices: [] }],
  });
  expect(res.status).toBe(201);
  const { orderId } = (await res.json()) as { orderId: string };
  if (pay) {
    const guest = { 'x-customercode': customerCode };
    const start = await call('POST', `/api/order/${orderId}/payment`, { paymentMethod: 'card', returnUrl: `${E2E.appUrl}/r` }, guest);
    const { paymentId } = (await start.json()) as { paymentId: string };
    await fetch(`${API}/_provider/pay/${paymentId}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=approve', redirect: 'manual' });
    expect((await call('POST', `/api/order/${orderId}/payment/${paymentId}/confirm`, { providerParameters: {} }, guest)).status).toBe(200);
    paidIds.push(orderId);
  } else {
    unpaid.push({ orderId, customerCode });
  }
  return orderId;
}
const done = async (orderId: string) => expect((await call('POST', `/_dev/kitchen/${orderId}/status`, { status: 'Done' })).status).toBe(200);
const capacity = async (slotCapacity: number) => expect((await call('PUT', `/_dev/kitchen/shops/${SHOP}`, { slotCapacity })).status).toBe(200);

test.describe('kitchen-aware pickup times', () => {
  needs('kitchen');
  // Twenty minutes of work per quarter hour, of which unpaid orders may take ten: three portions of fries.
  test.beforeEach(async () => capacity(20));
  test.afterEach(async () => {
    for (const id of paidIds.splice(0)) await call('POST', `/_dev/kitchen/${id}/status`, { status: 'Delivered' });
    for (const { orderId, customerCode } of unpaid.splice(0)) await call('DELETE', `/api/order/${orderId}/slot`, undefined, { 'x-customercode': customerCode });
    await capacity(600);
  });

  test('checkout says a time is nearly full, leaves out a full one, and shows ASAP as a range that follows the kitchen', async ({ page }) => {
    test.setTimeout(90_000);
    const quote = (await (await call('POST', `/api/shops/${SHOP}/slots/quote`, { items: [{ code: 'S301', quantity: 1 }] })).json()) as { slots: { start: string }[] };
    const later = quote.slots.filter((s) => Date.parse(s.start) >= Date.now() + 60 * 60_000);
    const [full, nearly] = [later[0]!.start, later[1]!.start];
    await otherGuestOrders(3, full, false); // 9 of the 10 unpaid minutes held: one more portion does not fit
    await otherGuestOrders(2, nearly, false); // 6 of 10: one more makes it 90 %

    await fillBasketAndCheckout(page, `/shop/${SHOP}/menu`);
    await openCheckoutDetails(page);
    const time = page.getByLabel(sv.Checkout.pickupTime);
    await expect(time.locator('option', { hasText: optionText(nearly, true) })).toHaveCount(1);
    await expect(time.locator('option', { hasText: label(full) })).toHaveCount(0);
    // A slot with room stays as it was, also after midnight: this shop is open through the night.
    await expect(time.locator('option', { hasText: optionText(later[2]!.start, false) })).toHaveCount(1);

    const asap = time.locator('option[value="asap"]');
    await expect(asap).toHaveText(asapPattern);
    const quiet = (await asap.textContent())!;

    // Three paid orders queue up ahead: the quote grows while the page is open.
    const ahead = [await otherGuestOrders(2, null, true), await otherGuestOrders(2, null, true), await otherGuestOrders(2, null, true)];
    await expect(asap).not.toHaveText(quiet, { timeout: 20_000 });
    const busy = (await asap.textContent())!;
    expect(minutesOf(busy, asapPattern)).toBeGreaterThan(minutesOf(quiet, asapPattern));

    // The kitchen finishes them: the quote falls again.
    for (const id of ahead) await done(id);
    await expect(asap).not.toHaveText(busy, { timeout: 20_000 });
    expect(minutesOf((await asap.textContent())!, asapPattern)).toBeLessThan(minutesOf(busy, asapPattern));
  });

  test('the order page shows when an ASAP order will be ready, and the time moves as the kitchen finishes the orders ahead', async ({ page }) => {
    // The ready range comes with each read of the order.
    needs('orderDetails');
    test.setTimeout(90_000);
    const ahead = [await otherGuestOrders(2, null, true), await otherGuestOrders(2, null, true)];
    await fillBasketAndCheckout(page, `/shop/${SHOP}/menu`);
    await openCheckoutDetails(page);
    await expect(page.getByLabel(sv.Checkout.pickupTime).locator('option[value="asap"]')).toHaveText(asapPattern);
    const orderId = await continueToPayment(page);
    await payWith(page, 'card', 'Approve');
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
    paidIds.push(orderId);

    const ready = page.getByTestId('ready-range');
    await expect(ready).toHaveText(readyPattern);
    const queued = (await ready.textContent())!;
    for (const id of ahead) await done(id);
    await expect(ready).not.toHaveText(queued, { timeout: 10_000 });
    expect(minutesOf((await ready.textContent())!, readyPattern)).toBeLessThan(minutesOf(queued, readyPattern));

    await done(orderId);
    await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.ready, { timeout: 10_000 });
    await expect(ready).toHaveCount(0);
  });
});
