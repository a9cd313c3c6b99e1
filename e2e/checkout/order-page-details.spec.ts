// The order page repeats what the kitchen got: how the guest eats, at which table, and the note.
import { expect, messages, test } from '../fixtures';
import { continueToPayment, fillBasketAndCheckout, openCheckoutDetails, payWith } from '../pages/checkout';

const sv = messages.sv;

test('a table order’s page names the table in the guest’s language and repeats the note', async ({ page, request }) => {
  const spots: Array<{ id: number; name: string; orderType: string; i18n?: Array<{ language: string; text: string }> }> = await (
    await request.get('/api/shops/1/delivery-spots')
  ).json();
  const table = spots.find((s) => s.orderType === 'dineInPlace')!;
  const name = table.i18n?.find((t) => t.language === 'sv')?.text ?? table.name;
  await fillBasketAndCheckout(page, `/shop/1/menu?orderType=dineInPlace&spotId=${table.id}`);
  await openCheckoutDetails(page);
  await page.getByLabel(sv.Checkout.note).fill('Utan salt, tack');
  const orderId = await continueToPayment(page);
  await payWith(page, 'card', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByTestId('order-way')).toHaveText(`${sv.OrderType.dineInPlace} · ${name}`);
  await expect(page.getByTestId('order-note')).toHaveText(`${sv.Checkout.note}: Utan salt, tack`);
});
