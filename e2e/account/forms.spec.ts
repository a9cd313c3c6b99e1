import { E2E } from '../../playwright.config';
import { expect, messages, test } from '../fixtures';
import { mailLink, newCustomer, registeredCustomer, registerThroughForm, signIn } from '../pages/account';

const sv = messages.sv;

test('after registering, the sign-in page says to look in the inbox; once confirmed the customer signs in and the chosen shop is a favourite', async ({ page }) => {
  const email = `registered-${Date.now()}-${test.info().project.name}@example.com`;
  await registerThroughForm(page, { email, password: 'Register1!', shop: 'Nordic Burger Kungsgatan' });

  await expect(page).toHaveURL(/\/login\?registered=1$/);
  await expect(page.getByRole('status').filter({ hasText: sv.Account.registered })).toBeVisible();

  await page.goto(await mailLink(email, 'confirm-email'));
  await expect(page.getByRole('status')).toHaveText(sv.Account.confirmed);
  await signIn(page, email, 'Register1!');
  const row = page.getByTestId('shop-row').filter({ hasText: 'Kungsgatan' });
  await expect(row.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favorites');
  await expect(page.getByRole('main').getByRole('link', { name: 'Nordic Burger Kungsgatan' })).toBeVisible();
});

test('an account not confirmed yet does not sign in: the form says to open the mailed link, and sends it again', async ({ page }) => {
  const { email, password } = await registeredCustomer('unconfirmed');
  await page.goto('/login');
  await page.getByLabel(sv.Account.email).fill(email);
  await page.getByLabel(sv.Account.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: sv.Account.signIn, exact: true }).click();
  await expect(page.getByTestId('account-alert')).toHaveText(sv.Errors.EMAIL_NOT_CONFIRMED);
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/user/profile')).status()).toBe(401);

  await page.getByRole('button', { name: sv.Account.resendConfirmation }).click();
  await expect(page.getByTestId('resend-status')).toHaveText(sv.Account.confirmationResent.replace('{email}', email));
  const mails: Array<{ to: string; kind: string }> = await (await fetch(`${E2E.apiUrl}/_dev/outbox`)).json();
  expect(mails.filter((m) => m.to === email && m.kind === 'confirm-email')).toHaveLength(2);

  await page.goto(await mailLink(email, 'confirm-email'));
  await expect(page.getByRole('status')).toHaveText(sv.Account.confirmed);
  await signIn(page, email, password);
});

test('a wrong current password is named as such, on the field', async ({ page }) => {
  await newCustomer(page, 'wrong-current');
  await page.goto('/profile');
  const current = page.getByLabel(sv.Account.currentPassword);
  await current.fill('Wrong123!');
  await page.getByLabel(sv.Account.newPassword).fill('Changed2!');
  await page.getByLabel(sv.Account.confirmPassword).fill('Changed2!');
  await page.getByRole('button', { name: sv.Account.changePassword }).click();

  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription(sv.Errors.WRONG_CURRENT_PASSWORD);
  await expect(page.getByText(sv.Errors.PASSWORD_MISMATCH)).toHaveCount(0);
  await expect(page.getByText(sv.Account.passwordChanged)).toHaveCount(0);
});

test('after changing the password the customer stays signed in: the header keeps the name and the next save works', async ({ page }) => {
  const { email, password } = await newCustomer(page, 'stays-signed-in');
  await page.goto('/profile');
  await page.getByLabel(sv.Account.currentPassword).fill(password);
  await page.getByLabel(sv.Account.newPassword).fill('Changed2!');
  await page.getByLabel(sv.Account.confirmPassword).fill('Changed2!');
  await page.getByRole('button', { name: sv.Account.changePassword }).click();
  await expect(page.getByText(sv.Account.passwordChanged)).toBeVisible();

  await expect(page.getByRole('banner').getByRole('button', { name: 'Sara' })).toBeVisible();
  await page.getByLabel(sv.Account.name, { exact: true }).fill('Sanna');
  await page.getByRole('button', { name: sv.Account.save, exact: true }).click();
  await expect(page.getByText(sv.Account.saved)).toBeVisible();
  await expect(page.getByTestId('account-alert')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sanna' })).toBeVisible();

  // The new password is the one that works from now on.
  await page.request.post('/api/user/logout', { headers: { origin: E2E.appUrl } });
  await signIn(page, email, 'Changed2!');
});

test('after deleting the account, the page the guest lands on confirms it', async ({ page }) => {
  const { password } = await newCustomer(page, 'deleted');
  await page.goto('/profile');
  await page.getByRole('button', { name: sv.Account.deleteAccount }).click();
  await page.getByRole('dialog').getByLabel(sv.Account.currentPassword).fill(password);
  await page.getByRole('dialog').getByRole('button', { name: sv.Account.deleteAccount }).click();

  await expect(page).toHaveURL(new RegExp(`^${E2E.appUrl}/$`));
  await expect(page.getByTestId('account-notice')).toHaveText(sv.Account.notices.accountDeleted);
  await expect(page.getByRole('banner').getByRole('link', { name: sv.Layout.login })).toBeVisible();
  // Said once: a reload does not say it again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: sv.Home.title })).toBeVisible();
  await expect(page.getByTestId('account-notice')).toHaveCount(0);
});
