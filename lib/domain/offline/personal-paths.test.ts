import { isPersonalPath } from './personal-paths';

test('personal pages are never cached by the service worker, with or without a language prefix', () => {
  for (const path of ['/profile', '/en/profile', '/fi/order/7f0c1d2e-0000-4000-8000-000000000000', '/order/x', '/sv/orders', '/no/login',
    '/ru/order-history', '/en/favorites', '/en/forgot-password', '/fi/reset-password', '/en/confirm-email', '/en/shop/1/checkout',
    '/shop/1/checkout/payment/x', '/en/shop/1/checkout/payment/x']) {
    expect([path, isPersonalPath(path)]).toEqual([path, true]);
  }
});

test('personal BFF calls are never cached; public ones and public pages may be', () => {
  for (const path of ['/api/order', '/api/order/x/payment', '/api/user/profile', '/api/identity/login', '/api/revalidate', '/api/cultures/changeculture']) {
    expect([path, isPersonalPath(path)]).toEqual([path, true]);
  }
  for (const path of ['/', '/en', '/en/shop/1/menu', '/shop/1/menu', '/api/shops/1/menu', '/api/settings', '/api/images/menu/a.webp', '/en/orders-and-more', '/api/orderly']) {
    expect([path, isPersonalPath(path)]).toEqual([path, false]);
  }
});
