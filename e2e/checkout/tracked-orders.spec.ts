import { expect, messages, test } from '../fixtures';
import { API, continueToPayment, fillBasketAndCheckout, orderNumberOf, paidOrderIds, payWith } from '../pages/checkout';
import { needs, shapeHas } from '../support/api-shape';

const sv = messages.sv;

test('an order the restaurant cancels shows as cancelled on /orders, as on its own page, and is no longer followed', async ({ page }) => {
  await fillBasketAndCheckout(page);
  const orderId = await continueToPayment(page);
  await payWith(page, 'card', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.received);

  await page.goto('/orders');
  const row = page.getByTestId('tracked-order').filter({ hasText: new RegExp(`\\b${await orderNumberOf(orderId)}\\b`) });
  await expect(row).toContainText(sv.OrderStatus.status.received);

  // The kitchen rolls the order back (and refunds it); the tracker asks again on the next page load.
  const rollback = await fetch(`${API}/_dev/kitchen/${orderId}/rollback`, { method: 'POST' });
  expect(rollback.ok).toBe(true);
  await page.reload();
  await expect(row).toContainText(sv.OrderStatus.status.cancelled);
  expect(await paidOrderIds(page)).toEqual([]);

  await row.getByRole('link').click();
  await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.cancelled);
});

test('a cancelled Swish order says the money is on its way back, gives the shop’s number and the way back to the menu, and asks for no receipt', async ({ page }) => {
  // The refund is read with the order (its payment's state).
  needs('orderDetails');
  await fillBasketAndCheckout(page);
  const orderId = await continueToPayment(page, 'guest@example.com', 'swish');
  await payWith(page, 'swish', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.received);

  expect((await fetch(`${API}/_dev/kitchen/${orderId}/rollback`, { method: 'POST' })).ok).toBe(true);
  await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.cancelled);
  const refund = page.getByTestId('refund');
  // One portion of fries: 39 kr, back where it came from (the way the guest paid, where the order does not name it).
  const back = shapeHas('paymentMethods') ? sv.OrderStatus.refund.refunded.swish : sv.OrderStatus.refund.refunded.sameWay;
  await expect(refund).toContainText(new RegExp(back.replace('{amount}', '39\\skr')));
  await expect(refund).not.toContainText(sv.OrderStatus.swishNote);
  // The shop's number, where the restaurant gives one.
  if (shapeHas('shopDetails')) await expect(refund.getByRole('link', { name: /\+46/ })).toHaveAttribute('href', /^tel:\+46\d+$/);
  await expect(refund.getByRole('link', { name: sv.OrderStatus.refund.orderAgain })).toHaveAttribute('href', '/shop/1/menu');
  await expect(page.getByLabel(sv.OrderStatus.receiptEmail)).toHaveCount(0);
});
