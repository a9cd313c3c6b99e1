import type { Page } from '@playwright/test';

import { E2E } from '../../playwright.config';
import { expect, messages } from '../fixtures';
import { openBasket } from './basket';

const sv = messages.sv;
export const API = E2E.apiUrl;

/** Adds fries (no choices) at shop 1 and walks to the checkout page. */
export async function fillBasketAndCheckout(page: Page, start = '/shop/1/menu') {
  await page.goto(start);
  await page.getByRole('link', { name: 'Tillbehör', exact: true }).click();
  await page.getByRole('link', { name: 'Pommes frites', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
  await page.getByRole('button', { name: sv.Suggested.continue }).click();
  // The phone dock closes on each new page: open it only once the category page is there.
  await expect(page).toHaveURL(/\/menu\/Tillbeh%C3%B6r$/);
  const basket = await openBasket(page);
  await basket.getByRole('link', { name: sv.Basket.checkout }).click();
  await expect(page.getByRole('heading', { level: 1, name: sv.Checkout.title })).toBeVisible();
}

/** Fills what the demo settings require and continues to the payment page. */
export async function continueToPayment(page: Page, email = 'guest@example.com') {
  // The form appears once the saved basket is read; only then is it known whether e-mail is asked.
  await expect(page.getByRole('button', { name: sv.Checkout.toPayment })).toBeVisible();
  const emailField = page.getByLabel(sv.Checkout.email);
  if (await emailField.count()) await emailField.fill(email);
  await page.getByRole('button', { name: sv.Checkout.toPayment }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('priced-order')).toBeVisible();
  return page.url().split('/').pop()!;
}

/** Pays on the reference provider's hosted page with the given outcome. */
export async function payWith(page: Page, method: 'card' | 'swish', outcome: 'Approve' | 'Decline' | 'Cancel') {
  await page.getByRole('radio', { name: method === 'card' ? sv.Payment.card : sv.Payment.swish }).check();
  await page.getByRole('button', { name: new RegExp(`^(${sv.Payment.pay}|${sv.Payment.retry})$`) }).click();
  await page.waitForURL(new RegExp(`^${API}/_provider/`));
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
