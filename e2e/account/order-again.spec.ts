// "Order again" shows what it did and keeps the way the guest ate: a table order comes back as a
// table order (its table asked for again), with "Added from your order of …" in the basket.
import { expect, messages, test } from '../fixtures';
import { newCustomer } from '../pages/account';
import { openBasket, savedBasket } from '../pages/basket';
import { continueToPayment, fillBasketAndCheckout, payWith } from '../pages/checkout';

const sv = messages.sv;

test('a table order ordered again comes back as a table order, and the basket says where its lines came from', async ({ page, request }) => {
  await newCustomer(page, 'order-again');
  const spots: Array<{ id: number; orderType: string }> = await (await request.get('/api/shops/1/delivery-spots')).json();
  const table = spots.find((s) => s.orderType === 'dineInPlace')!;
  await fillBasketAndCheckout(page, `/shop/1/menu?orderType=dineInPlace&spotId=${table.id}`);
  const orderId = await continueToPayment(page);
  await payWith(page, 'card', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));

  // Later, as a take-away guest.
  await page.goto('/shop/1/menu?orderType=takeAway');
  await expect.poll(() => savedBasket(page)).toMatchObject({ orderType: 'takeAway' });
  await page.goto('/order-history');
  await page.getByTestId('history-entry').first().getByRole('button', { name: sv.Account.reorder }).click();
  await expect(page).toHaveURL(/\/shop\/1\/menu$/);
  const basket = await openBasket(page);
  await expect(basket.getByTestId('basket-line')).toContainText('Pommes frites');
  const day = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'short' }).format(new Date());
  await expect(page.getByTestId('basket-notice')).toHaveText(sv.Account.reorderAdded.replace('{date}', day));
  await expect.poll(() => savedBasket(page)).toMatchObject({ orderType: 'dineInPlace', spotId: null });

  // At checkout the table is asked for again.
  await page.goto('/shop/1/checkout');
  await expect(page.getByRole('main').getByLabel(sv.Checkout.spot)).toHaveAttribute('required', '');
});
