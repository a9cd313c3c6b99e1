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
