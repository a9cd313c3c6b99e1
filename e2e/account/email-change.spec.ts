import { E2E } from '../../playwright.config';
import { expect, messages, test } from '../fixtures';
import { mailLink, newCustomer, signIn } from '../pages/account';

const sv = messages.sv;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

test('the e-mail changes only with the current password and the link sent to the new address; the old one is told; every session ends', async ({ page, browser }) => {
  const { email, password } = await newCustomer(page, 'email-change');
  const newEmail = `changed-${Date.now()}-${test.info().project.name}@example.com`;
  // The same customer on another device.
  const other = await browser.newContext({ baseURL: E2E.appUrl });
  const otherPage = await other.newPage();
  await signIn(otherPage, email, password);

  await page.goto('/profile');
  // The details form has no e-mail field: the e-mail has a form of its own.
  await expect(page.getByText(fill(sv.Account.currentEmail, { email }))).toBeVisible();
  await expect(page.getByLabel(sv.Account.email, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: sv.Account.changeEmail }).click();
  const form = page.locator('form').filter({ has: page.getByLabel(sv.Account.newEmail) });
  await expect(form.getByLabel(sv.Account.newEmail)).toBeFocused();
  await form.getByLabel(sv.Account.newEmail).fill(newEmail);

  // Without the password, then with a wrong one: named on the password field, nothing sent.
  const current = form.getByLabel(sv.Account.currentPassword);
  await form.getByRole('button', { name: sv.Account.changeEmail }).click();
  await expect(current).toHaveAccessibleDescription(sv.Errors.CURRENT_PASSWORD_REQUIRED);
  await current.fill('Wrong123!');
  await form.getByRole('button', { name: sv.Account.changeEmail }).click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription(sv.Errors.WRONG_CURRENT_PASSWORD);

  await current.fill(password);
  await form.getByRole('button', { name: sv.Account.changeEmail }).click();
  await expect(page.getByRole('status').filter({ hasText: fill(sv.Account.emailLinkSent, { email: newEmail }) })).toBeVisible();
  await expect(page.getByRole('button', { name: sv.Account.changeEmail })).toBeFocused();
  // Nothing has changed yet: the present address, still signed in everywhere, and it has been told.
  await expect(page.getByText(fill(sv.Account.currentEmail, { email }))).toBeVisible();
  expect(await mailLink(email, 'email-change-requested')).toBe('/forgot-password');
  const early = await page.request.post('/api/identity/login', { headers: { origin: E2E.appUrl }, data: { email: newEmail, password } });
  expect(early.status()).toBe(401);
  expect((await otherPage.request.get('/api/user/profile')).status()).toBe(200);

  // Opening the link changes the address and ends every session of the account.
  await page.goto(await mailLink(newEmail, 'confirm-email'));
  await expect(page.getByRole('status')).toHaveText(fill(sv.Account.emailChanged, { email: newEmail }));
  expect((await otherPage.request.get('/api/user/profile')).status()).toBe(401);
  await expect(page.getByRole('banner').getByRole('link', { name: sv.Layout.login })).toBeVisible();
  await other.close();

  await signIn(page, newEmail, password);
  await page.goto('/profile');
  await expect(page.getByText(fill(sv.Account.currentEmail, { email: newEmail }))).toBeVisible();
});

test('deleting the account asks for the current password in its confirmation', async ({ page }) => {
  const { email, password } = await newCustomer(page, 'delete-password');
  await page.goto('/profile');
  await page.getByRole('button', { name: sv.Account.deleteAccount }).click();
  const dialog = page.getByRole('dialog', { name: sv.Account.deleteConfirm });
  const current = dialog.getByLabel(sv.Account.currentPassword);
  await expect(current).toBeFocused();
  await dialog.getByRole('button', { name: sv.Account.deleteAccount }).click();
  await expect(current).toHaveAccessibleDescription(sv.Errors.CURRENT_PASSWORD_REQUIRED);
  await current.fill('Wrong123!');
  await dialog.getByRole('button', { name: sv.Account.deleteAccount }).click();
  await expect(current).toHaveAccessibleDescription(sv.Errors.WRONG_CURRENT_PASSWORD);

  // Changing one's mind keeps the account.
  await dialog.getByRole('button', { name: sv.Common.no }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByText(fill(sv.Account.currentEmail, { email }))).toBeVisible();

  await page.getByRole('button', { name: sv.Account.deleteAccount }).click();
  await dialog.getByLabel(sv.Account.currentPassword).fill(password);
  await dialog.getByRole('button', { name: sv.Account.deleteAccount }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E.appUrl}/$`));
  await expect(page.getByTestId('account-notice')).toHaveText(sv.Account.notices.accountDeleted);
  const gone = await page.request.post('/api/identity/login', { headers: { origin: E2E.appUrl }, data: { email, password } });
  expect(gone.status()).toBe(401);
});
