import { isAllowedReturnUrl, LOOPBACK_ORIGINS, orderConfigFromEnv, parseReturnOrigins, resolveOrderConfig } from './config.ts';

describe('order config', () => {
  test('defaults: 60 s kitchen steps, loopback return origins only', () => {
    expect(orderConfigFromEnv({})).toEqual({ kitchenStepMs: 60_000, returnOrigins: LOOPBACK_ORIGINS });
    expect(orderConfigFromEnv({ ORDERING_API_KITCHEN_STEP_MS: '0' }).kitchenStepMs).toBe(0);
    expect(() => orderConfigFromEnv({ ORDERING_API_KITCHEN_STEP_MS: '-5' })).toThrow(/KITCHEN_STEP_MS/);
    expect(() => orderConfigFromEnv({ ORDERING_API_RETURN_ORIGINS: 'shop.example' })).toThrow(/return origin/);
    expect(resolveOrderConfig({ kitchenStepMs: 5, returnOrigins: 'https://a.example' }, { ORDERING_API_KITCHEN_STEP_MS: '9' })).toEqual({
      kitchenStepMs: 5,
      returnOrigins: [{ protocol: 'https:', hostname: 'a.example', port: '' }],
    });
  });

  test.each([
    ['http://localhost:3000/shop/1/checkout', true],
    ['http://127.0.0.1:9/x?a=1', true],
    ['https://localhost:3000/x', false],
    ['http://localhost.evil.example/x', false],
    ['http://user:pw@localhost:3000/x', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('loopback default: %s → %s', (url, ok) => {
    expect(isAllowedReturnUrl(url, LOOPBACK_ORIGINS)).toBe(ok);
  });

  test('an explicit allowlist: exact origin, default port normalised, :* for any port', () => {
    const origins = parseReturnOrigins('https://Shop.Example:443, http://dev.example:*');
    expect(isAllowedReturnUrl('https://shop.example/checkout', origins)).toBe(true);
    expect(isAllowedReturnUrl('https://shop.example:8443/checkout', origins)).toBe(false);
    expect(isAllowedReturnUrl('http://shop.example/checkout', origins)).toBe(false);
    expect(isAllowedReturnUrl('http://dev.example:5000/', origins)).toBe(true);
    expect(isAllowedReturnUrl('http://localhost:3000/', origins)).toBe(false);
  });
});
