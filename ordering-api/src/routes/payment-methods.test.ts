/**
 * The payment-methods capability: each shop lists what it takes, following its country (Swish in
 * Sweden, MobilePay in Finland, Vipps in Norway, wallets everywhere), and one demo shop lists
 * nothing (card and Swish, SPEC.md's). A wallet's sheet gives the payer's e-mail, so an order
 * to be paid with one needs none typed, and its confirmation mail goes to the wallet's address.
 */
import { orderSchema, paymentStartResponseSchema, shopSchema } from '../../../lib/upstream/schemas/index.ts';
import { createApp } from '../app.ts';
import { confirmTestPayment, createTestOrder, guest, orderBody, postJson, useTestApi } from '../testing.ts';
import { SPEC_SHAPE } from '../wire.ts';

const RETURN = 'http://localhost:3000/shop/1/checkout/payment/x';

describe('payment methods per shop', () => {
  const api = useTestApi();
  const shop = async (id: number) => shopSchema.parse(await (await api.app.request(`/api/shops/${id}`)).json());
  const start = (orderId: string, paymentMethod: string) => postJson(api.app, `/api/order/${orderId}/payment`, { paymentMethod, returnUrl: RETURN }, guest());
  const providerPage = async (redirectUrl: string) => (await api.app.request(new URL(redirectUrl).pathname)).text();

  test('Stockholm lists card, Swish and wallets; Helsinki card, MobilePay and wallets; Oslo card, Vipps and wallets; Uppsala nothing', async () => {
    expect((await shop(1)).paymentMethods).toEqual(['card', 'swish', 'applepay', 'googlepay']);
    expect((await shop(4)).paymentMethods).toEqual(['card', 'mobilepay', 'applepay', 'googlepay']);
    expect((await shop(7)).paymentMethods).toEqual(['card', 'vipps', 'applepay', 'googlepay']);
    expect((await shop(10)).paymentMethods).toBeUndefined();
  });

  test("an API answering only SPEC.md's fields lists no methods", async () => {
    const spec = createApp({ db: api.db, dev: true, now: api.clock.now, wire: { ...SPEC_SHAPE } });
    expect(await (await spec.request('/api/shops/4')).json()).not.toHaveProperty('paymentMethods');
  });

  test("a payment with a method the shop does not take is refused; the shop's own country app pays on the provider's page", async () => {
    const { orderId } = await createTestOrder(api.app, { shopId: 4 });
    const swish = await start(orderId, 'swish');
    expect(swish.status).toBe(400);
    expect(await swish.json()).toMatchObject({ code: 'invalid-parameter', errors: { paymentMethod: expect.any(Array) } });
    const mobilepay = paymentStartResponseSchema.parse(await (await start(orderId, 'mobilepay')).json());
    const html = await providerPage(mobilepay.redirectUrl);
    expect(html).toContain('<legend>MobilePay</legend>');
    expect(html).toContain('+358 40 123 4567');
    expect(html).toContain('· MobilePay</p>');
  });

  test('a shop that lists nothing takes card and Swish only', async () => {
    const { orderId } = await createTestOrder(api.app, { shopId: 10 });
    expect((await start(orderId, 'applepay')).status).toBe(400);
    expect((await start(orderId, 'swish')).status).toBe(201);
  });

  test('an order to be paid with a wallet needs no e-mail; the wallet sheet gives it, and the confirmation goes there', async () => {
    const refused = await postJson(api.app, '/api/order', orderBody({ email: null }));
    expect(await refused.json()).toMatchObject({ code: 'missing-parameter', errors: { email: expect.any(Array) } });
    const notTaken = await postJson(api.app, '/api/order', orderBody({ shopId: 10, email: null, paymentMethod: 'applepay' }));
    expect(await notTaken.json()).toMatchObject({ code: 'invalid-parameter', errors: { paymentMethod: expect.any(Array) } });

    const { orderId } = await createTestOrder(api.app, { email: null, paymentMethod: 'applepay' });
    const wallet = paymentStartResponseSchema.parse(await (await start(orderId, 'applepay')).json());
    const html = await providerPage(wallet.redirectUrl);
    expect(html).toContain('<legend>Apple Pay</legend>');
    expect(html).toContain('name="payerEmail"');
    const approved = await api.app.request(new URL(wallet.redirectUrl).pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'approve', payerEmail: 'anna@example.com' }).toString(),
    });
    expect(approved.status).toBe(303);
    const paid = orderSchema.parse(await (await confirmTestPayment(api.app, orderId, wallet.paymentId)).json());
    expect(paid).toMatchObject({ status: 'Added', payment: { status: 'Captured', method: 'applepay' } });
    const outbox = (await (await api.app.request('/_dev/outbox')).json()) as { kind: string; to: string; orderId: string }[];
    expect(outbox.filter((m) => m.orderId === orderId)).toEqual([expect.objectContaining({ kind: 'order-confirmation', to: 'anna@example.com' })]);
  });

  test('an e-mail typed at checkout stays the receipt address; a declined wallet gives none', async () => {
    const { orderId } = await createTestOrder(api.app, { email: 'typed@example.com', paymentMethod: 'googlepay' });
    const wallet = paymentStartResponseSchema.parse(await (await start(orderId, 'googlepay')).json());
    await api.app.request(new URL(wallet.redirectUrl).pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'approve', payerEmail: 'sheet@example.com' }).toString(),
    });
    await confirmTestPayment(api.app, orderId, wallet.paymentId);
    const outbox = (await (await api.app.request('/_dev/outbox')).json()) as { to: string; orderId: string }[];
    expect(outbox.filter((m) => m.orderId === orderId).map((m) => m.to)).toEqual(['typed@example.com']);
  });
});
