import type { Page } from '@playwright/test';

import { E2E } from '../../playwright.config';
import { expect, messages, test } from '../fixtures';
import { registerThroughForm } from '../pages/account';
import { openBasket } from '../pages/basket';
import { continueToPayment, fillBasketAndCheckout, payWith } from '../pages/checkout';

const sv = messages.sv;

/** The newest mail of a kind to an address, from the reference API's outbox; its link into the app. */
async function mailLink(to: string, kind: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails: Array<{ to: string; kind: string; text: string }> = await (await fetch(`${E2E.apiUrl}/_dev/outbox`)).json();
      const mail = mails.find((m) => m.to === to && m.kind === kind);
      link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      return Boolean(link);
    })
    .toBe(true);
  return new URL(link!).pathname + new URL(link!).search;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(sv.Account.email).fill(email);
  await page.getByLabel(sv.Account.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: sv.Account.signIn, exact: true }).click();
}

test('a new customer: register, confirm, favourites, order, history, re-order, passwords, and delete', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `journey-${Date.now()}-${test.info().project.name}@example.com`;

  // Register and confirm through the mailed link.
  await registerThroughForm(page, { email, password: 'Journey1!', shop: 'Nordic Burger Drottninggatan' });
  await expect(page).toHaveURL(/\/login\?registered=1$/);
  await page.goto(await mailLink(email, 'confirm-email'));
  await expect(page.getByRole('status')).toContainText(sv.Account.confirmed);

  // Sign in: the shop chosen at registration is a favourite, listed first; favourite another
  // shop open round the clock and a dish and see them first too (among the shops open now).
  await signIn(page, email, 'Journey1!');
  await expect(page).toHaveURL(new RegExp(`^${E2E.appUrl}/$`));
  await expect(page.getByTestId('shop-row').first()).toContainText('Drottninggatan');
  await expect(page.getByTestId('shop-row').first().getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('shop-row').filter({ hasText: 'Mannerheimintie' }).getByTestId('favorite-toggle').click();
  await expect(page.getByTestId('shop-row').nth(1)).toContainText('Mannerheimintie');
  await page.goto('/shop/1/menu/Burgare/Klassiker/articles/B102');
  await page.getByTestId('favorite-toggle').click();
  await expect(page.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favorites');
  await expect(page.getByRole('main').getByRole('link', { name: 'Nordic Burger Mannerheimintie' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Cheeseburgare' })).toBeVisible();

  // Order and pay; the order is in the history; order it again.
  await fillBasketAndCheckout(page);
  const orderId = await continueToPayment(page, email);
  await payWith(page, 'card', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await page.goto('/order-history');
  const entry = page.getByTestId('history-entry').first();
  await expect(entry).toContainText('Pommes frites');
  await entry.getByRole('button', { name: sv.Account.reorder }).click();
  await expect(page).toHaveURL(/\/shop\/1\/menu$/);
  const basket = await openBasket(page);
  await expect(basket.getByTestId('basket-line')).toContainText('Pommes frites');
  // The basket says where the lines came from, with the order's date as Swedish writes it.
  const day = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'short' }).format(new Date());
  await expect(page.getByTestId('basket-notice')).toHaveText(sv.Account.reorderAdded.replace('{date}', day));

  // Change the password, sign out, then forgot/reset and sign in with the new one.
  await page.goto('/profile');
  await page.getByLabel(sv.Account.currentPassword).fill('Journey1!');
  await page.getByLabel(sv.Account.newPassword).fill('Changed2!');
  await page.getByLabel(sv.Account.confirmPassword).fill('Changed2!');
  await page.getByRole('button', { name: sv.Account.changePassword }).click();
  await expect(page.getByText(sv.Account.passwordChanged)).toBeVisible();
  await page.request.post('/api/user/logout', { headers: { origin: E2E.appUrl } });
  await page.goto('/forgot-password');
  await page.getByLabel(sv.Account.email).fill(email);
  await page.getByRole('button', { name: sv.Account.sendResetLink }).click();
  await expect(page.getByText(sv.Account.resetSent)).toBeVisible();
  await page.goto(await mailLink(email, 'reset-password'));
  await page.getByLabel(sv.Account.newPassword).fill('Reset3!x');
  await page.getByLabel(sv.Account.confirmPassword).fill('Reset3!x');
  await page.getByRole('button', { name: sv.Account.resetPassword }).click();
  await expect(page.getByText(sv.Account.resetDone)).toBeVisible();
  await signIn(page, email, 'Reset3!x');
  await expect(page).toHaveURL(new RegExp(`^${E2E.appUrl}/$`));

  // Delete the account: signing in fails afterwards.
  await page.goto('/profile');
  await page.getByRole('button', { name: sv.Account.deleteAccount }).click();
  await page.getByRole('dialog').getByLabel(sv.Account.currentPassword).fill('Reset3!x');
  await page.getByRole('dialog').getByRole('button', { name: sv.Account.deleteAccount }).click();
  // Deleting signs out and then opens home: wait for that page load, or the next navigation races it.
  await expect(page).toHaveURL(new RegExp(`^${E2E.appUrl}/$`));
  await page.waitForLoadState();
  await expect(page.getByRole('link', { name: sv.Layout.login })).toBeVisible();
  await signIn(page, email, 'Reset3!x');
  await expect(page.getByTestId('account-alert')).toContainText(sv.Errors.USER_INVALID_PASSWORD);
});
