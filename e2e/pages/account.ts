import type { Page } from '@playwright/test';

import { E2E } from '../../playwright.config';
import { expect, messages } from '../fixtures';

const sv = messages.sv;
export const DEMO = { email: 'demo@nordicburger.example', password: 'Demo123!' };

/** The newest mail of a kind to an address, from the reference API's outbox; its link into the app. */
export async function mailLink(to: string, kind: string): Promise<string> {
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

/** Signs in on the login page; `text` is the messages of the page's language (Swedish by default). */
export async function signIn(page: Page, email = DEMO.email, password = DEMO.password, text = sv) {
  await page.goto('/login');
  await page.getByLabel(text.Account.email).fill(email);
  await page.getByLabel(text.Account.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: text.Account.signIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E.appUrl}/$`));
}

/** Confirms an address through the link of its newest confirmation mail, straight at the reference API (the page has its own tests). */
export async function confirmByMail(email: string) {
  const confirmed = await fetch(`${E2E.apiUrl}/api/identity/confirmEmail${new URL(await mailLink(email, 'confirm-email'), E2E.appUrl).search}`);
  if (!confirmed.ok) throw new Error(`confirmEmail: ${confirmed.status}`);
}

/** A customer registered straight at the reference API (the form has its own test), not confirmed yet. */
export async function registeredCustomer(prefix: string, password = 'Forms1!x') {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const response = await fetch(`${E2E.apiUrl}/api/identity/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, name: 'Sara', lastName: 'Lind', phone: '+46 70 222 33 44', favoriteShopId: 1, acceptTerms: true }),
  });
  if (!response.ok) throw new Error(`register: ${response.status}`);
  return { email, password };
}

/** A new customer, registered straight at the reference API, confirmed through the mailed link, and signed in. */
export async function newCustomer(page: Page, prefix: string, password = 'Forms1!x') {
  const customer = await registeredCustomer(prefix, password);
  await confirmByMail(customer.email);
  await signIn(page, customer.email, password);
  return customer;
}

/** Fills and sends the registration form as a new customer would (Sara Lind, terms accepted). */
export async function registerThroughForm(page: Page, { email, password, shop }: { email: string; password: string; shop: string }) {
  await page.goto('/register');
  await page.getByLabel(sv.Account.name).fill('Sara');
  await page.getByLabel(sv.Account.lastName).fill('Lind');
  await page.getByLabel(sv.Account.email).fill(email);
  await page.getByLabel(sv.Account.phone).fill('+46 70 222 33 44');
  await page.getByLabel(sv.Account.favoriteShop).selectOption({ label: shop });
  await page.getByLabel(sv.Account.password, { exact: true }).fill(password);
  await page.getByLabel(sv.Account.confirmPassword).fill(password);
  await page.getByLabel(sv.Account.acceptTerms).check();
  await page.getByRole('button', { name: sv.Account.register }).click();
}
