import { expect, messages, test } from '../fixtures';
import { DEMO, signIn } from '../pages/account';
import { continueToPayment, fillBasketAndCheckout, payButton, payWith } from '../pages/checkout';

const sv = messages.sv;

test('an empty or invalid e-mail at checkout is named on the field, which is marked invalid and focused', async ({ page }) => {
  await fillBasketAndCheckout(page);
  const email = page.getByLabel(sv.Checkout.email);
  // Marked required from the start, before any try.
  await expect(email).toHaveAttribute('required', '');
  await expect(page.getByText(`${sv.Checkout.email} ${sv.Checkout.requiredMark}`)).toBeVisible();
  const toPayment = payButton(page);

  await toPayment.click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(sv.Checkout.emailMissing);
  await expect(email).toBeFocused();
  await expect(page.getByTestId('checkout-alert')).toHaveCount(0);

  await email.fill('guest.example.com');
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await toPayment.click();
  await expect(email).toHaveAccessibleDescription(sv.Checkout.emailInvalid);

  // Looks like an address, but the server's check refuses it (a one-letter top domain): its
  // answer names the field, and the field says so.
  await email.fill('guest@example.c');
  await toPayment.click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(sv.Checkout.emailInvalid);
  await expect(page).toHaveURL(/\/checkout$/);

  await email.fill('guest@example.com');
  await continueToPayment(page);
});

test("a signed-in customer's e-mail is filled in at checkout and for the receipt", async ({ page }) => {
  await signIn(page);
  await fillBasketAndCheckout(page);
  await expect(page.getByLabel(sv.Checkout.email)).toHaveValue(DEMO.email);
  const orderId = await continueToPayment(page, DEMO.email);
  await payWith(page, 'card', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByLabel(sv.OrderStatus.receiptEmail)).toHaveValue(DEMO.email);
});

test('a guest’s e-mail typed at checkout fills the receipt form on the order page', async ({ page }) => {
  await fillBasketAndCheckout(page);
  const orderId = await continueToPayment(page, 'erik.guest@example.com');
  await payWith(page, 'card', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByLabel(sv.OrderStatus.receiptEmail)).toHaveValue('erik.guest@example.com');
});
