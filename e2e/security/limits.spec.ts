import type { APIRequestContext } from '@playwright/test';

import { E2E } from '../../playwright.config';
import { clientAddress, expect, messages, test } from '../fixtures';
import { confirmByMail, DEMO, signIn } from '../pages/account';
import { seedBasket } from '../pages/basket';
import { payButton } from '../pages/checkout';

/**
 * The app's rate limits, on as in production. Guests are told apart by the address the reverse
 * proxy names in X-Forwarded-For (the e2e app runs with TRUSTED_PROXY=1; every test has an address
 * of its own, and these tests play a second one, the attacker's).
 */
const sv = messages.sv;

const postFrom = (request: APIRequestContext, address: string, path: string, data: unknown) =>
  request.post(path, { headers: { origin: E2E.appUrl, 'content-type': 'application/json', 'x-forwarded-for': address }, data });

test('10 failed sign-ins from one address lock that address out, and another customer still signs in', async ({ page, request }, testInfo) => {
  const attacker = clientAddress(`attacker ${testInfo.testId} ${testInfo.retry}`);
  for (let i = 0; i < 10; i++) {
    const failed = await postFrom(request, attacker, '/api/identity/login', { email: `random-${i}-${Date.now()}@example.com`, password: 'Wrong1!x' });
    expect(failed.status()).toBe(401);
  }
  const locked = await postFrom(request, attacker, '/api/identity/login', { email: `random-${Date.now()}@example.com`, password: 'Wrong1!x' });
  expect(locked.status()).toBe(429);
  expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await locked.json()).toMatchObject({ code: 'RATE_LIMITED' });

  // The demo customer, from their own phone, signs in as usual.
  await signIn(page, DEMO.email, DEMO.password);
});

test('a wrong password and an unknown e-mail get the same answers; the guesser waits, the customer does not', async ({ page, request }, testInfo) => {
  const guesser = clientAddress(`guesser ${testInfo.testId} ${testInfo.retry}`);
  const email = `limits-${Date.now()}@example.com`;
  const registered = await postFrom(request, guesser, '/api/identity/register', {
    email, password: 'Secret1!', name: 'Li', lastName: 'Mit', phone: '+46701112233', favoriteShopId: 1, acceptTerms: true,
  });
  expect(registered.status()).toBe(204);
  const sixTries = async (who: string) => {
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const response = await postFrom(request, guesser, '/api/identity/login', { email: who, password: i === 5 ? 'Secret1!' : 'Wrong1!x' });
      answers.push({ status: response.status(), code: ((await response.json()) as { code: string }).code, retryAfter: Boolean(response.headers()['retry-after']) });
    }
    return answers;
  };
  const known = await sixTries(email);
  expect(known).toEqual(await sixTries(`nobody-${Date.now()}@example.com`));
  expect(known[5]).toEqual({ status: 429, code: 'RATE_LIMITED', retryAfter: true });

  await confirmByMail(email);
  await signIn(page, email, 'Secret1!');
});

test("a forgot-password request over the limit of the guest's own address says on the form that the guest must wait", async ({ page }) => {
  const email = `wait-${Date.now()}@example.com`;
  // Mails to other inboxes first: the address's own count (10 an hour) is what makes a guest
  // wait; an inbox's spent resets never do (the inbox holds one that still works).
  for (let i = 0; i < 7; i++) {
    const sent = await page.request.post('/api/identity/forgot-password', { headers: { origin: E2E.appUrl }, data: { email: `other-${i}-${Date.now()}@example.com` } });
    expect(sent.status()).toBe(204);
  }
  await page.goto('/forgot-password');
  await page.getByLabel(sv.Account.email).fill(email);
  const send = page.getByRole('button', { name: sv.Account.sendResetLink });
  for (let i = 0; i < 3; i++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/identity/forgot-password'));
    await send.click();
    expect((await answered).status()).toBe(204);
  }
  await expect(page.getByRole('status')).toHaveText(sv.Account.resetSent);
  const limited = page.waitForResponse((r) => r.url().endsWith('/api/identity/forgot-password'));
  await send.click();
  expect((await limited).status()).toBe(429);
  // "Vänta 60 minuter …": the message names the wait, from the answer's Retry-After.
  const before = sv.Account.waitBeforeRetry.split('{')[0]!.trim();
  const alert = page.getByTestId('account-alert');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText(before);
  await expect(alert).toContainText(/\d+/);
  await expect(page.getByRole('status')).toHaveText('');
});

test('a basket over the order-size limit is told so at checkout and nothing is sent', async ({ page }) => {
  const line = (i: number) => ({
    id: `line-${i}`,
    type: 'article',
    quantity: 99,
    article: { code: `T${i}`, description: `Test ${i}`, price: 1000, i18n: [], imageUrl: null, campaigns: [] },
    choices: [],
    categoryPath: ['Tillbehör'],
  });
  await seedBasket(page, {
    items: Array.from({ length: 11 }, (_, i) => line(i)),
    shopId: 1,
    shopName: 'Nordic Burger Drottninggatan',
    orderType: 'takeAway',
    note: null,
    spotId: null,
  });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/order')) sent.push(r.url());
  });
  await page.goto('/shop/1/checkout');
  const message = sv.Errors.ORDER_TOO_LARGE.replace('{max}', '999');
  await expect(page.getByTestId('checkout-alert')).toContainText(message);
  await payButton(page).click();
  await expect(page.getByTestId('checkout-alert')).toContainText(message);
  expect(sent).toEqual([]);

  // The BFF refuses it too, with the same code, before asking the restaurant.
  const items = Array.from({ length: 11 }, () => ({ code: 'S301', quantity: 99, choices: [] }));
  const refused = await page.request.post('/api/order', {
    headers: { origin: E2E.appUrl, 'content-type': 'application/json', 'idempotency-key': 'k'.repeat(32) },
    data: { shopId: 1, orderType: 'takeAway', asap: true, pickupTime: null, note: null, spotId: null, email: 'big@example.com', phone: null, items },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ code: 'ORDER_TOO_LARGE' });
});
