import { parseEnv } from './env';

const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };

describe('PUBLIC_BASE_URL', () => {
  test('a production server without it is refused with a message that says what to set', () => {
    expect(() => parseEnv(production)).toThrow(/PUBLIC_BASE_URL is required in production.*https:\/\/order\.example\.com/);
  });

  test('a production server with it starts', () => {
    expect(parseEnv({ ...production, PUBLIC_BASE_URL: 'https://order.example.com' }).PUBLIC_BASE_URL).toBe('https://order.example.com');
  });

  test('the build (NODE_ENV=production too) and development do without it', () => {
    expect(() => parseEnv({ ...production, NEXT_PHASE: 'phase-production-build' })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: 'development' })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: 'test' })).not.toThrow();
  });

  test('only an http(s) address is taken', () => {
    expect(() => parseEnv({ ...production, PUBLIC_BASE_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => parseEnv({ ...production, PUBLIC_BASE_URL: 'order.example.com' })).toThrow(/PUBLIC_BASE_URL/);
  });
});

describe('TRUSTED_PROXY', () => {
  test('is a number of proxy hops, none by default', () => {
    expect(parseEnv({}).TRUSTED_PROXY).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY: '' }).TRUSTED_PROXY).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY: '1' }).TRUSTED_PROXY).toBe(1);
    expect(parseEnv({ TRUSTED_PROXY: '2' }).TRUSTED_PROXY).toBe(2);
  });

  test('anything else is a start-up error that names the setting', () => {
    for (const value of ['yes', 'true', '-1', '1.5', '100']) expect(() => parseEnv({ TRUSTED_PROXY: value })).toThrow(/TRUSTED_PROXY/);
  });
});
