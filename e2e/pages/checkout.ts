import type { Page } from '@playwright/test';

import { E2E } from '../../playwright.config';
import { expect, messages } from '../fixtures';
import { shapeHas } from '../support/api-shape';
import { leaveSuggestions, openBasket } from './basket';

type Messages = (typeof messages)['sv'];

const sv = messages.sv;
export const API = E2E.apiUrl;

/** Adds fries (no choices) at shop 1 and walks to the checkout page. */
export async function fillBasketAndCheckout(page: Page, start = '/shop/1/menu') {
  await page.goto(start);
  await page.getByRole('link', { name: 'Tillbehör', exact: true }).click();
  await page.getByRole('link', { name: 'Pommes frites', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
  await leaveSuggestions(page);
  // The phone dock closes on each new page: open it only once the category page is there.
  await expect(page).toHaveURL(/\/menu\/Tillbeh%C3%B6r$/);
  const basket = await openBasket(page);
  await basket.getByRole('link', { name: sv.Basket.checkout }).click();
  await expect(page.getByRole('heading', { level: 1, name: sv.Checkout.title })).toBeVisible();
}

/** The checkout's primary button: "Betala <amount>" in the given language's words. */
export const payButton = (page: Page, m: Messages = sv) =>
  page.getByRole('button', { name: new RegExp(`^${m.Checkout.payAmount.replace('{amount}', '\\d[\\d\\s,.]*\\s\\S+')}$`) });

/**
 * The order the checkout places: its id, from the payment page's address the checkout opens (the
 * page leaves for the provider at once, so the address is caught as the router sets it). Call it
 * before pressing Pay.
 */
export async function placedOrder(page: Page): Promise<{ orderId: Promise<string> }> {
  let orderId = '';
  const opened = page.waitForEvent('framenavigated', {
    timeout: 30_000,
    predicate: (frame) => {
      const match = frame === page.mainFrame() ? /\/checkout\/payment\/([^/?#]+)/.exec(frame.url()) : null;
      if (match) orderId = decodeURIComponent(match[1]!);
      return match !== null;
    },
  });
  return { orderId: opened.then(() => orderId) };
}

/**
 * Fills what the demo settings require, chooses the payment method on the checkout and presses
 * "Betala <amount>": the order is placed and the payment page goes straight on to the provider.
 * Returns the order id, with the guest on the provider's page.
 */
export async function continueToPayment(page: Page, email = 'guest@example.com', method: 'card' | 'swish' = 'card') {
  // The form appears once the saved basket is read; only then is it known whether e-mail is asked.
  await expect(payButton(page)).toBeVisible();
  // The method first: a wallet asks for no e-mail, the others do when the restaurant wants one.
  await page.getByRole('radio', { name: method === 'card' ? sv.Payment.card : sv.Payment.swish }).check();
  const emailField = page.getByLabel(sv.Checkout.email);
  if (await emailField.count()) await emailField.fill(email);
  const placed = await placedOrder(page);
  await payButton(page).click();
  const orderId = await placed.orderId;
  await page.waitForURL(new RegExp(`^${API}/_provider/`));
  await expect(page.getByText(method === 'card' ? /· Card$/ : /· Swish$/)).toBeVisible();
  return orderId;
}

/**
 * The guest goes back from the provider's page without paying: the payment page shows the
 * restaurant's priced order (where its API reads an order whole) with the methods and Pay (the
 * choice made on the checkout is not started again by itself).
 */
export async function backToPaymentPage(page: Page) {
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout\/payment\/[^/?]+$/);
  if (shapeHas('orderDetails')) await expect(page.getByTestId('priced-order')).toBeVisible();
  await expect(page.getByRole('button', { name: sv.Payment.pay, exact: true })).toBeEnabled();
}

/**
 * Pays on the reference provider's hosted page with the given outcome: from the provider's page
 * (the method was chosen on the checkout) or from the payment page after a failed attempt (the
 * method chosen there, then Pay or Try again).
 */
export async function payWith(page: Page, method: 'card' | 'swish', outcome: 'Approve' | 'Decline' | 'Cancel') {
  if (!page.url().startsWith(`${API}/_provider/`)) {
    await page.getByRole('radio', { name: method === 'card' ? sv.Payment.card : sv.Payment.swish }).check();
    await page.getByRole('button', { name: new RegExp(`^(${sv.Payment.pay}|${sv.Payment.retry})$`) }).click();
    await page.waitForURL(new RegExp(`^${API}/_provider/`));
  }
  await expect(page.getByText(method === 'card' ? /· Card$/ : /· Swish$/)).toBeVisible();
  await page.getByRole('button', { name: `${outcome} payment` }).click();
}

export const kitchen = {
  advance: async (orderId: string) => {
    const response = await fetch(`${API}/_dev/kitchen/${orderId}/advance`, { method: 'POST' });
    if (!response.ok) throw new Error(`kitchen advance: ${response.status}`);
  },
};

export async function paidOrderIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('ordering.paidOrders') ?? 'null') as { paidOrders?: Array<{ id: string }> } | null;
    return (saved?.paidOrders ?? []).map((o) => o.id);
  });
}

/**
 * Opens what checkout already knows (order type, table, pickup time, note), kept in one row with
 * Change until the guest asks; does nothing when it is open already.
 */
export async function openCheckoutDetails(page: Page, m: Messages = sv) {
  const change = page.getByTestId('known-answers').getByRole('button');
  await expect(change).toBeVisible();
  if ((await change.getAttribute('aria-expanded')) !== 'true') await change.click();
  await expect(change).toHaveText(m.Checkout.doneChanging);
}

/** The number the restaurant calls the order by (its pickup number), as the reference API holds it. */
export async function orderNumberOf(orderId: string): Promise<string> {
  const response = await fetch(`${API}/_dev/orders/${orderId}`);
  if (!response.ok) throw new Error(`order ${orderId}: ${response.status}`);
  return ((await response.json()) as { order: { pickupNumber: string } }).order.pickupNumber;
}
