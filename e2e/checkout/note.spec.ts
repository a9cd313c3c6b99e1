import { expect, messages, test } from '../fixtures';
import { savedBasket } from '../pages/basket';
import { API, continueToPayment, fillBasketAndCheckout, openCheckoutDetails } from '../pages/checkout';
import { shapeHas } from '../support/api-shape';

const sv = messages.sv;

test('a note from a QR link survives focusing and leaving the note field, and reaches the restaurant', async ({ page }) => {
  await fillBasketAndCheckout(page, '/shop/1/menu?note=Window%20table');
  await openCheckoutDetails(page);
  const note = page.getByLabel(sv.Checkout.note);
  await expect(note).toHaveValue('Window table');

  await note.focus();
  await note.blur();
  await expect(note).toHaveValue('Window table');
  expect((await savedBasket(page))?.note).toBe('Window table');

  const orderId = await continueToPayment(page);
  // What the browser is told (where the restaurant's API reads an order whole), and what its kitchen has.
  if (shapeHas('orderDetails')) expect((await (await page.request.get(`/api/order/${orderId}`)).json()).note).toBe('Window table');
  const restaurant = await (await fetch(`${API}/_dev/orders/${orderId}`)).json();
  expect(restaurant.order.note).toBe('Window table');
});
