import { identityConfigFromEnv } from '@/ordering-api/src/accounts/config.ts';
import { isAllowedReturnUrl, orderConfigFromEnv } from '@/ordering-api/src/orders/config.ts';

import { startEnvironments } from './start-env.ts';

const served = { host: 'localhost', port: '3206', withReferenceApi: true };

describe('npm start with the reference API', () => {
  test("the API's mail links point at the port the app is served on, not 3000", () => {
    const { api } = startEnvironments({}, served);
    expect(api!.ORDERING_API_APP_URL).toBe('http://localhost:3206');
    // …as the reference API reads it.
    expect(identityConfigFromEnv(api!).appUrl).toBe('http://localhost:3206');
  });

  test('without PUBLIC_BASE_URL the app gets the address it is served on, and the log says so', () => {
    const { app, notes } = startEnvironments({}, served);
    expect(app.PUBLIC_BASE_URL).toBe('http://localhost:3206');
    // The server decides NODE_ENV: one from the environment would mean production.
    expect(app.NODE_ENV).toBeUndefined();
    expect(notes.join('\n')).toContain('PUBLIC_BASE_URL is not set: using http://localhost:3206');
  });

  test('a server listening on every interface is opened as localhost', () => {
    expect(startEnvironments({}, { ...served, host: '0.0.0.0' }).app.PUBLIC_BASE_URL).toBe('http://localhost:3206');
  });

  test('a PUBLIC_BASE_URL that is set wins, for the app and for the mail links', () => {
    const { app, api, notes } = startEnvironments({ PUBLIC_BASE_URL: 'https://order.example.com/' }, served);
    expect(app.PUBLIC_BASE_URL).toBe('https://order.example.com/');
    expect(api!.ORDERING_API_APP_URL).toBe('https://order.example.com');
    expect(notes).toEqual([]);
  });

  test("payments may return to the app's own port at any address it is opened at, never to another port", () => {
    const { api } = startEnvironments({}, served);
    const { returnOrigins } = orderConfigFromEnv(api!);
    for (const host of ['localhost', '127.0.0.1', 'phone.test', '192.168.1.20']) {
      expect(isAllowedReturnUrl(`http://${host}:3206/shop/1/checkout/payment/x`, returnOrigins)).toBe(true);
    }
    expect(isAllowedReturnUrl('http://localhost:3999/shop/1/checkout/payment/x', returnOrigins)).toBe(false);
    expect(isAllowedReturnUrl('https://phone.test:3206/shop/1/checkout/payment/x', returnOrigins)).toBe(false);
    expect(isAllowedReturnUrl('http://phone.test/shop/1/checkout/payment/x', returnOrigins)).toBe(false);
  });

  test("the API's own settings, when given, are kept", () => {
    const given = { ORDERING_API_APP_URL: 'http://127.0.0.1:3100', ORDERING_API_RETURN_ORIGINS: 'http://127.0.0.1:*', ORDERING_API_PORT: '4110' };
    const { api } = startEnvironments(given, served);
    expect(api).toMatchObject(given);
  });

  test('app and API share a generated client-address secret, so the API believes the guest address the app forwards', () => {
    const { app, api } = startEnvironments({}, { ...served, newSecret: () => 'generated-secret-0123456789' });
    expect(app.CLIENT_ADDRESS_SECRET).toBe('generated-secret-0123456789');
    expect(identityConfigFromEnv(api!).clientAddressSecret).toBe('generated-secret-0123456789');
    const given = startEnvironments({ CLIENT_ADDRESS_SECRET: 'given-secret-0123456789' }, { ...served, newSecret: () => 'generated-secret-0123456789' });
    expect(given.api!.ORDERING_API_CLIENT_ADDRESS_SECRET).toBe('given-secret-0123456789');
  });

  test('the API listens on 4010 unless told otherwise', () => {
    expect(startEnvironments({}, served).api!.ORDERING_API_PORT).toBe('4010');
  });
});

test('with a real ordering API nothing is made up: production then needs PUBLIC_BASE_URL from the deployment', () => {
  const { app, api, notes } = startEnvironments({ ORDERING_API_URL: 'https://api.example.com' }, { ...served, withReferenceApi: false });
  expect(api).toBeNull();
  expect(app.PUBLIC_BASE_URL).toBeUndefined();
  expect(notes).toEqual([]);
});
