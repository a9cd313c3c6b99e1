import { expect, messages, test } from '../fixtures';
import { API, continueToPayment, fillBasketAndCheckout, paidOrderIds, payWith } from '../pages/checkout';

const sv = messages.sv;

test('an order the restaurant cancels shows as cancelled on /orders, as on its own page, and is no longer followed', async ({ page }) => {
  await fillBasketAndCheckout(page);
  const orderId = await continueToPayment(page);
  await payWith(page, 'card', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.received);

  await page.goto('/orders');
  const row = page.getByTestId('tracked-order').filter({ hasText: orderId.slice(0, 8).toUpperCase() });
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
