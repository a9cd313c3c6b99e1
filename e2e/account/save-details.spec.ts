import { expect, messages, test } from '../fixtures';
import { mailLink } from '../pages/account';
import { continueToPayment, fillBasketAndCheckout, payWith } from '../pages/checkout';

const sv = messages.sv;
const save = sv.OrderStatus.saveDetails;

test('a guest pays, then saves their details with just a password: the checkout e-mail is known, and once confirmed they are signed in', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `save-details-${Date.now()}-${test.info().project.name}@example.com`;

  // Pay as a guest, typing the e-mail at checkout.
  await fillBasketAndCheckout(page);
  const orderId = await continueToPayment(page, email);
  await payWith(page, 'card', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));

  // The offer knows the e-mail: the guest types only a password, with the rules ticked as they are met.
  const offer = page.getByTestId('save-details-offer');
  await expect(offer.getByRole('heading', { name: save.title })).toBeVisible();
  await expect(offer.getByLabel(save.email)).toHaveValue(email);
  const rules = offer.getByTestId('password-rules');
  await expect(rules.locator('li[data-state="unmet"]')).toHaveCount(0);
  await offer.getByLabel(save.password).fill('Saved1!x');
  await expect(rules.locator('li[data-state="met"]')).toHaveCount(5);
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/identity/register'));
  await offer.getByRole('button', { name: save.submit }).click();
  expect((await registered).status()).toBe(204);
  await expect(offer.getByTestId('save-details-status')).toHaveText(save.sent.replace('{email}', email));

  // The address is confirmed through the mailed link (in another tab, as from the mail app) ...
  const mail = await page.context().newPage();
  await mail.goto(await mailLink(email, 'confirm-email'));
  await expect(mail.getByRole('status')).toContainText(sv.Account.confirmed);
  await mail.close();

  // ... and back on the order's page, one tap signs in with the password just chosen.
  await offer.getByRole('button', { name: save.signIn }).click();
  await expect(offer.getByTestId('save-details-status')).toHaveText(save.signedIn);
  await expect(page.getByRole('banner').getByRole('button', { name: sv.Account.profile })).toBeVisible();
  expect((await page.request.get('/api/user/profile')).status()).toBe(200);
  // The order stays the guest's, now signed in; a reload shows no offer.
  await page.reload();
  await expect(page.getByTestId('order-status')).toBeVisible();
  await expect(page.getByTestId('save-details-offer')).toHaveCount(0);
  // The account has no name or phone, and the restaurant ordered from is its favourite.
  const profile = (await (await page.request.get('/api/user/profile')).json()) as { name: string | null; favorites: Array<{ type: string }> };
  expect(profile.name).toBeNull();
  expect(profile.favorites.some((f) => f.type === 'shop')).toBe(true);
});

test('a signed-out guest on an unpaid order sees no offer', async ({ page }) => {
  await fillBasketAndCheckout(page);
  const orderId = await continueToPayment(page, `unpaid-${Date.now()}@example.com`);
  await page.goto(`/order/${orderId}`);
  await expect(page.getByTestId('order-status')).toBeVisible();
  await expect(page.getByTestId('save-details-offer')).toHaveCount(0);
});
