// One order, one name: the pickup number the status card shows names the order in the orders
// list, the signed-in history and the mail (subject and body); the id is only a small reference.
// The mail reads its times on the shop's clock and names the table of a table order.
import { E2E } from '../../playwright.config';
import { expect, messages, test } from '../fixtures';
import { newCustomer } from '../pages/account';
import { continueToPayment, fillBasketAndCheckout, payWith } from '../pages/checkout';
import { needs } from '../support/api-shape';

const sv = messages.sv;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "Beställning {id} · {shop}" with the number in place and any shop. */
const orderAt = (number: string) => new RegExp(`^${escape(sv.Orders.orderAt).replace('\\{id\\}', number).replace('\\{shop\\}', '.+')}$`);

type Mail = { to: string; kind: string; subject: string; text: string };

test('a table order is called by one number on its card, in the orders list, in the history and in its mail, with local times and the table', async ({ page, request }) => {
  needs('pickupNumber');
  const customer = await newCustomer(page, 'one-number');
  const spots: Array<{ id: number; name: string; orderType: string; i18n?: Array<{ language: string; text: string }> }> = await (
    await request.get('/api/shops/1/delivery-spots')
  ).json();
  const table = spots.find((s) => s.orderType === 'dineInPlace')!;
  const tableName = table.i18n?.find((t) => t.language === 'sv')?.text ?? table.name;

  await fillBasketAndCheckout(page, `/shop/1/menu?orderType=dineInPlace&spotId=${table.id}`);
  const orderId = await continueToPayment(page, customer.email);
  await payWith(page, 'card', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));

  // The status card: the number in large type, the id only as "Ref. c21679b8".
  const number = (await page.getByTestId('pickup-number').textContent())!.trim();
  expect(number).toMatch(/^\d+$/);
  const reference = orderId.slice(0, 8).toLowerCase();
  await expect(page.getByTestId('order-reference')).toHaveText(sv.OrderStatus.reference.replace('{ref}', reference));
  await expect(page.getByTestId('order-card')).not.toContainText(orderId.slice(0, 8).toUpperCase());

  // The orders list names it by the same number.
  await page.goto('/orders');
  const row = page.getByTestId('tracked-order').filter({ has: page.getByRole('link', { name: orderAt(number) }) });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('tracked-order')).not.toContainText(orderId.slice(0, 8).toUpperCase());

  // So does the signed-in history, with the id as a small reference.
  await page.goto('/order-history');
  const entry = page.getByTestId('history-entry').filter({ has: page.getByTestId('history-order').filter({ hasText: orderAt(number) }) });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(sv.OrderStatus.reference.replace('{ref}', reference));

  // And the mail, in the order's language (Swedish): the number in the subject and the body, the
  // table, the ready range on the shop's clock, never an ISO timestamp; the id last, as a reference.
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      const mails: Mail[] = await (await fetch(`${E2E.apiUrl}/_dev/outbox`)).json();
      mail = mails.find((m) => m.to === customer.email && m.kind === 'order-confirmation');
      return Boolean(mail);
    })
    .toBe(true);
  expect(mail!.subject).toContain(`Din beställning ${number} hos `);
  expect(mail!.text).toContain(`Beställning ${number}\n`);
  expect(mail!.text).toContain(`Äta här · ${tableName}\n`);
  expect(mail!.text).toMatch(/\nKlar cirka \d\d:\d\d–\d\d:\d\d\n/);
  expect(mail!.text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
  // The id only in the order's link (and as the short reference below it), never as the order's name.
  expect(mail!.text.replace(/https?:\/\/\S+/g, '')).not.toContain(orderId);
  expect(mail!.text.trimEnd().split('\n').at(-1)).toBe(`Ref. ${reference}`);
});
