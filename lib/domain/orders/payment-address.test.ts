import { paymentAddress } from './payment-address';

test('the order, the return from the provider and the checkout\'s choice come from the address', () => {
  expect(paymentAddress('/shop/1/checkout/payment/ord-42', '?method=swish&total=12900')).toEqual({
    orderId: 'ord-42',
    returning: false,
    chosen: { method: 'swish', total: 12900 },
  });
  expect(paymentAddress('/en/shop/1/checkout/payment/ord-42', '?paymentId=p1&result=approved')).toEqual({ orderId: 'ord-42', returning: true, chosen: null });
});

test('a choice that is not one the app offers, or a total that is no amount, is no choice', () => {
  expect(paymentAddress('/shop/1/checkout/payment/ord-42', '?method=cash&total=100')?.chosen).toBeNull();
  expect(paymentAddress('/shop/1/checkout/payment/ord-42', '?method=card&total=-1')?.chosen).toBeNull();
  expect(paymentAddress('/shop/1/checkout/payment/ord-42', '?method=card&total=1e3')?.chosen).toBeNull();
  expect(paymentAddress('/shop/1/checkout/payment/ord-42', '?method=card')?.chosen).toBeNull();
});

test('no order for any other address or an id of another shape', () => {
  expect(paymentAddress('/shop/1/checkout', '')).toBeNull();
  expect(paymentAddress('/shop/1/checkout/payment', '')).toBeNull();
  expect(paymentAddress('/shop/1/checkout/payment/a%20b', '')).toBeNull();
  expect(paymentAddress(`/shop/1/checkout/payment/${'x'.repeat(65)}`, '')).toBeNull();
});
