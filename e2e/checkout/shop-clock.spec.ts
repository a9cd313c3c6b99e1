// A guest whose phone is set to another zone (abroad, or a traveller's phone) reads every order
// time on the shop's clock: the time chosen at checkout is the time on the order page.
import { expect, messages, test } from '../fixtures';
import { continueToPayment, fillBasketAndCheckout, openCheckoutDetails, payWith } from '../pages/checkout';

const sv = messages.sv;
test.use({ timezoneId: 'America/New_York' });

test('a later pickup chosen at checkout reads the same on the order page, on a phone six hours behind the shop', async ({ page }) => {
  await fillBasketAndCheckout(page);
  await openCheckoutDetails(page);
  const time = page.getByRole('main').getByLabel(sv.Checkout.pickupTime);
  const later = time.locator('option').nth(2);
  const label = (await later.textContent()) ?? '';
  const hhmm = label.match(/\d{2}:\d{2}/)?.[0];
  expect(hhmm, label).toBeTruthy();
  const value = (await later.getAttribute('value'))!;
  await time.selectOption(value);

  const orderId = await continueToPayment(page);
  await payWith(page, 'card', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  const pickup = page.getByTestId('pickup-at');
  await expect(pickup).toContainText(sv.OrderStatus.pickupAt.replace('{time}', hhmm!));
  // Not the phone's own clock, six hours behind.
  const phoneClock = await page.evaluate((iso) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }), value);
  expect(phoneClock).not.toBe(hhmm);
  await expect(pickup).toContainText(/\(.*\d+.*\)/);
});
