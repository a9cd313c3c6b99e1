import { identityConfigFromEnv, parseAppUrl, resolveIdentityConfig } from './config.ts';
import { cardPattern, memberNumber, membershipCardSvg } from './membership-card.ts';
import { hashPassword, passwordErrors, verifyPassword } from './passwords.ts';
import { RateLimiter } from './rate-limit.ts';

const FAST = { N: 1024, r: 8, p: 1 };

describe('passwords', () => {
  test('scrypt with a random salt and the parameters stored; verify uses them', async () => {
    const a = await hashPassword('Secret1!', FAST);
    const b = await hashPassword('Secret1!', FAST);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret1!', a)).toBe(true);
    expect(await verifyPassword('Secret1?', a)).toBe(false);
    expect(await verifyPassword('Secret1!', 'plain')).toBe(false);
    const stronger = await hashPassword('Secret1!', { N: 2048, r: 8, p: 2 });
    expect(await verifyPassword('Secret1!', stronger)).toBe(true);
  });

  test('the Identity rules: ASCII only, in the validator order', () => {
    expect(passwordErrors('Secret1!')).toEqual({});
    expect(Object.keys(passwordErrors(''))).toEqual([
      'PasswordTooShort', 'PasswordRequiresNonAlphanumeric', 'PasswordRequiresDigit', 'PasswordRequiresLower', 'PasswordRequiresUpper',
    ]);
    expect(Object.keys(passwordErrors('Åäöabc1A'))).toEqual([]); // å, ä, ö count as non-alphanumeric (ASCII checks)
    expect(Object.keys(passwordErrors('ÅÄÖ123!'))).toEqual(['PasswordRequiresLower', 'PasswordRequiresUpper']);
  });
});

describe('rate limiter', () => {
  test('a sliding window per key; refused hits are not counted; Retry-After until a slot frees', () => {
    const limiter = new RateLimiter();
    const rule = { limit: 2, windowMs: 60_000 };
    expect(limiter.take([{ key: 'a', rule }], 0)).toEqual({ ok: true });
    expect(limiter.take([{ key: 'a', rule }], 10_000)).toEqual({ ok: true });
    expect(limiter.take([{ key: 'a', rule }], 20_000)).toEqual({ ok: false, retryAfterS: 40 });
    expect(limiter.take([{ key: 'b', rule }], 20_000)).toEqual({ ok: true });
    expect(limiter.take([{ key: 'a', rule }], 60_001)).toEqual({ ok: true });
    // Two keys: both must pass, and a refusal records neither.
    expect(limiter.take([{ key: 'b', rule }, { key: 'a', rule }], 60_002)).toEqual({ ok: false, retryAfterS: 10 });
    limiter.clear();
    expect(limiter.take([{ key: 'a', rule }], 60_003)).toEqual({ ok: true });
  });
});

describe('identity config', () => {
  test('ORDERING_API_APP_URL, ORDERING_API_RATE_LIMITS, ORDERING_API_TRUST_PROXY, ORDERING_API_CLIENT_ADDRESS_SECRET; options win', () => {
    expect(identityConfigFromEnv({})).toEqual({ appUrl: 'http://127.0.0.1:3000', rateLimits: true, trustProxy: false, clientAddressSecret: null });
    expect(identityConfigFromEnv({
      ORDERING_API_APP_URL: 'http://127.0.0.1:3100/', ORDERING_API_RATE_LIMITS: '0', ORDERING_API_TRUST_PROXY: '1', ORDERING_API_CLIENT_ADDRESS_SECRET: 's'.repeat(16),
    })).toEqual({ appUrl: 'http://127.0.0.1:3100', rateLimits: false, trustProxy: true, clientAddressSecret: 's'.repeat(16) });
    expect(() => identityConfigFromEnv({ ORDERING_API_CLIENT_ADDRESS_SECRET: 'short' })).toThrow(/16 characters/);
    expect(parseAppUrl('https://shop.example/app/')).toBe('https://shop.example/app');
    expect(() => parseAppUrl('ftp://x')).toThrow(/ORDERING_API_APP_URL/);
    expect(() => parseAppUrl('http://u:p@x')).toThrow();
    expect(() => identityConfigFromEnv({ ORDERING_API_RATE_LIMITS: 'maybe' })).toThrow();
    expect(resolveIdentityConfig({ appUrl: 'http://a.test' }, { ORDERING_API_APP_URL: 'http://b.test' }).appUrl).toBe('http://a.test');
  });
});

describe('member card', () => {
  test('a Luhn-checked member number and a stable QR-style pattern per account', () => {
    expect(memberNumber(42)).toBe('NB-000042-2');
    expect(cardPattern(42)).toEqual(cardPattern(42));
    expect(cardPattern(42)).not.toEqual(cardPattern(43));
    expect(cardPattern(42)).toHaveLength(25);
    expect(cardPattern(42)[0]!.slice(0, 7)).toEqual(Array(7).fill(true)); // a finder square
  });

  test('the SVG escapes the name', () => {
    const svg = membershipCardSvg({ accountId: 1, name: '<script>&', chainName: 'Nordic Burger' });
    expect(svg).toContain('&lt;script&gt;&amp;');
    expect(svg).not.toContain('<script>');
  });
});
