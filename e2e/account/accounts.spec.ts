import { E2E } from '../../playwright.config';
import { expect, messages, test } from '../fixtures';
import { mailLink, signIn as signInAs } from '../pages/account';
import { savedBasket, shop1Basket } from '../pages/basket';

const sv = messages.sv;
const DEMO = { email: 'demo@nordicburger.example', password: 'Demo123!' };

async function signIn(page: import('@playwright/test').Page, redirect?: string) {
  await page.goto(redirect ? `/login?redirectUri=${encodeURIComponent(redirect)}` : '/login');
  await page.getByLabel(sv.Account.email).fill(DEMO.email);
  await page.getByLabel(sv.Account.password, { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: sv.Account.signIn, exact: true }).click();
}

test('a customer signs in, returns to the page they came from, and the browser never sees a token', async ({ page, context }) => {
  await page.goto('/order-history');
  await expect(page).toHaveURL(/\/login\?redirectUri=%2Forder-history$/);
  await signIn(page, '/order-history');
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(page.getByRole('heading', { level: 1, name: sv.Account.orderHistory })).toBeVisible();

  const cookies = await context.cookies();
  // A production server over Secure cookies: the __Host- name (Secure, Path=/, no Domain).
  const session = cookies.find((c) => c.name === '__Host-ordering_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.secure).toBe(true);
  expect(session?.path).toBe('/');
  expect(session?.sameSite).toBe('Lax');
  expect(session!.value.length).toBeLessThan(4000);
  expect(await page.evaluate(() => document.cookie)).not.toContain('ordering_session');
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(storage).not.toMatch(/accessToken|refreshToken|Bearer/);
  const profile = await (await page.request.get('/api/user/profile')).text();
  expect(profile).not.toMatch(/accessToken|refreshToken/);
  expect((await page.request.get('/api/user/profile')).headers()['cache-control']).toContain('no-store');
});

test('a redirectUri to another site is ignored after sign-in', async ({ page }) => {
  await signIn(page, '//evil.example/steal');
  await expect(page).toHaveURL(new RegExp(`^${E2E.appUrl}/$`));
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(sv.Account.email).fill(DEMO.email);
  await page.getByLabel(sv.Account.password, { exact: true }).fill('Wrong123!');
  await page.getByRole('button', { name: sv.Account.signIn, exact: true }).click();
  await expect(page.getByTestId('account-alert')).toContainText(sv.Errors.USER_INVALID_PASSWORD);
});

test('favourite shops come first and the toggle survives a reload; sign-out clears the session', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`^${E2E.appUrl}/$`));
  // The profile (name and favourites) has arrived: the toggles now show the saved state.
  await expect(page.getByRole('button', { name: 'Anna' })).toBeVisible();
  const row = page.getByTestId('shop-row').filter({ hasText: 'Götgatan' });
  const toggle = row.getByTestId('favorite-toggle');
  await expect(toggle).toBeVisible();
  const wasFavourite = (await toggle.getAttribute('aria-pressed')) === 'true';
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(!wasFavourite));
  await page.reload();
  await expect(page.getByTestId('shop-row').filter({ hasText: 'Götgatan' }).getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', String(!wasFavourite));
  if (!wasFavourite) {
    // The demo customer's favourite shops are listed before all others.
    const first = await page.getByTestId('shop-row').first().innerText();
    expect(first.includes('Götgatan') || first.includes('Mannerheimintie')).toBe(true);
  }

  // Something in the basket, as a customer on a shared device leaves it.
  await page.evaluate((basket) => localStorage.setItem('ordering.basket', basket), JSON.stringify(shop1Basket));
  await page.reload();
  await page.getByRole('button', { name: 'Anna' }).click();
  // Signing out reloads the page after the top bar shows the login link: the test ends after
  // that reload, not in the middle of it.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: sv.Account.signOut }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: sv.Layout.login })).toBeVisible();
  expect((await page.request.get('/api/user/profile')).status()).toBe(401);
  // The next person on the device starts with an empty basket.
  expect((await savedBasket(page))?.items ?? []).toEqual([]);
});

test('registration checks each password rule as the customer types', async ({ page }) => {
  await page.goto('/register');
  const rules = page.getByTestId('password-rules');
  await page.getByLabel(sv.Account.password, { exact: true }).fill('abc');
  await expect(rules.locator('li[data-ok="false"]')).toHaveCount(4);
  await page.getByLabel(sv.Account.password, { exact: true }).fill('Abc123!');
  await expect(rules.locator('li[data-ok="false"]')).toHaveCount(0);
});

test('registering an address that has an account looks just like a new one: check your inbox; its owner is mailed instead', async ({ page }) => {
  const email = `guest-${Date.now()}-${test.info().project.name}@example.com`;
  const fill = async (password: string) => {
    await page.goto('/register');
    await page.getByLabel(sv.Account.name).fill('Erik');
    await page.getByLabel(sv.Account.lastName).fill('Berg');
    await page.getByLabel(sv.Account.email).fill(email);
    await page.getByLabel(sv.Account.phone).fill('+46 70 111 22 33');
    await page.getByLabel(sv.Account.favoriteShop).selectOption({ label: 'Nordic Burger Drottninggatan' });
    await page.getByLabel(sv.Account.password, { exact: true }).fill(password);
    await page.getByLabel(sv.Account.confirmPassword).fill(password);
    await page.getByLabel(sv.Account.acceptTerms).check();
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/identity/register'));
    await page.getByRole('button', { name: sv.Account.register }).click();
    const response = await answered;
    await expect(page).toHaveURL(/\/login\?registered=1$/);
    await expect(page.getByTestId('registered-notice')).toHaveText(sv.Account.registered);
    return response.status();
  };
  expect(await fill('Secret1!')).toBe(204);
  expect(await fill('Another1!')).toBe(204);
  await expect(page.getByTestId('account-alert')).toHaveCount(0);

  // The owner's inbox: the confirmation link, then word that someone tried again, with the way in.
  const mails: Array<{ to: string; kind: string; text: string }> = await (await fetch(`${E2E.apiUrl}/_dev/outbox`)).json();
  expect(mails.filter((m) => m.to === email).map((m) => m.kind).reverse()).toEqual(['confirm-email', 'account-exists']);
  expect(await mailLink(email, 'account-exists')).toBe('/login');
  // The account keeps its own password.
  await page.goto(await mailLink(email, 'confirm-email'));
  await expect(page.getByRole('status')).toHaveText(sv.Account.confirmed);
  const refused = await page.request.post('/api/identity/login', { headers: { origin: E2E.appUrl }, data: { email, password: 'Another1!' } });
  expect(refused.status()).toBe(401);
  await signInAs(page, email, 'Secret1!');
});

test('forgot password answers the same for any address', async ({ page }) => {
  for (const email of [DEMO.email, 'nobody@example.com']) {
    await page.goto('/forgot-password');
    await page.getByLabel(sv.Account.email).fill(email);
    await page.getByRole('button', { name: sv.Account.sendResetLink }).click();
    await expect(page.getByRole('status').filter({ hasText: sv.Account.resetSent })).toBeVisible();
  }
});

test('a reset link that is not valid says so', async ({ page }) => {
  await page.goto(`/reset-password?email=${encodeURIComponent(DEMO.email)}&code=bogus`);
  await page.getByLabel(sv.Account.newPassword).fill('Another1!');
  await page.getByLabel(sv.Account.confirmPassword).fill('Another1!');
  await page.getByRole('button', { name: sv.Account.resetPassword }).click();
  await expect(page.getByTestId('account-alert')).toContainText(sv.Errors.INVALID_TOKEN);
});

test('favourites without signing in offers sign-in', async ({ page }) => {
  await page.goto('/favorites');
  await expect(page.getByRole('main').getByRole('link', { name: sv.Account.signIn })).toHaveAttribute('href', '/login?redirectUri=%2Ffavorites');
});
