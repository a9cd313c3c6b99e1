import { E2E } from '../../playwright.config';
import { clientAddress, expect, messages, test } from '../fixtures';
import { confirmByMail, mailLink, registeredCustomer } from '../pages/account';
import { needs } from '../support/api-shape';

/**
 * The way back in that nobody can block: failed sign-ins for an e-mail from many addresses hold
 * that account's password sign-ins on any browser it never used, and the login form then offers
 * a one-time sign-in link by mail (lib/services/identity.ts, requestSignInLink).
 */
const sv = messages.sv;

test('a guest held by the rate limits clicks "Email me a sign-in link", opens the mailed link and is signed in', async ({ page, request }, testInfo) => {
  needs('signInLink');
  const { email, password } = await registeredCustomer('sign-in-link');
  await confirmByMail(email);

  // Someone who knows the address guesses from five addresses: the e-mail's 20 failures from anywhere.
  for (let n = 0; n < 5; n++) {
    const attacker = clientAddress(`attacker ${n} ${testInfo.testId} ${testInfo.retry}`);
    for (let i = 0; i < 4; i++) {
      const failed = await request.post('/api/identity/login', {
        headers: { origin: E2E.appUrl, 'content-type': 'application/json', 'x-forwarded-for': attacker },
        data: { email, password: `Guess${n}${i}!x` },
      });
      expect(failed.status()).toBe(401);
    }
  }

  // The owner, on a browser this account never used, with the right password: held…
  await page.goto('/login?redirectUri=%2Forder-history');
  await page.getByLabel(sv.Account.email).fill(email);
  await page.getByLabel(sv.Account.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: sv.Account.signIn, exact: true }).click();
  await expect(page.getByTestId('account-alert')).toContainText(sv.Errors.RATE_LIMITED);

  // …so the form offers a sign-in link by mail.
  await page.getByRole('button', { name: sv.Account.sendSignInLink }).click();
  await expect(page.getByTestId('sign-in-link-status')).toHaveText(sv.Account.signInLinkSent.replace('{email}', email));

  const link = await mailLink(email, 'sign-in-link');
  expect(link).toMatch(/^\/login\?/);
  await page.goto(link);
  const confirm = page.getByTestId('sign-in-link');
  await expect(confirm).toContainText(sv.Account.signInLinkReady.replace('{email}', email));
  await confirm.getByRole('button', { name: sv.Account.signIn }).click();

  // Signed in, on the page the guest was going to.
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(page.getByRole('heading', { level: 1, name: sv.Account.orderHistory })).toBeVisible();

  // The link works once.
  const code = new URL(link, E2E.appUrl).searchParams.get('signInCode');
  const again = await page.request.post('/api/identity/sign-in-with-link', { headers: { origin: E2E.appUrl }, data: { email, code } });
  expect(again.status()).toBe(400);
  expect(await again.json()).toMatchObject({ code: 'SIGN_IN_LINK_INVALID' });
});
