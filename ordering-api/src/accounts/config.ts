/** Account settings: where mail links point, password hashing cost, rate limits, proxy trust. */

export type ScryptParams = { N: number; r: number; p: number };

export type IdentityConfig = {
  /** The app's public origin (+ optional base path) for links in mails, without a trailing slash. */
  appUrl: string;
  /** Cost of new password hashes (verification always uses the parameters stored with the hash). */
  scrypt: ScryptParams;
  /** In-memory rate limits on login, register, forgotPassword and resendConfirmationEmail. */
  rateLimits: boolean;
  /** Take the client IP from the right-most X-Forwarded-For entry (only behind a trusted proxy). */
  trustProxy: boolean;
  /**
   * Shared with the app: a request carrying it in X-Client-Address-Secret is the app asking for
   * a guest, and its X-Client-Address is that guest's address (null: the header is ignored).
   */
  clientAddressSecret: string | null;
};

/** OWASP's scrypt equivalent of N=2^17, r=8, p=1 with 16 MiB of memory (about 0.2 s per hash). */
export const DEFAULT_SCRYPT: ScryptParams = { N: 16384, r: 8, p: 5 };
export const DEFAULT_APP_URL = 'http://127.0.0.1:3000';

export function parseAppUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`invalid ORDERING_API_APP_URL ${JSON.stringify(raw)}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) {
    throw new Error(`invalid ORDERING_API_APP_URL ${JSON.stringify(raw)}: an http(s) origin with an optional path`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export const flag = (value: string | undefined, fallback: boolean): boolean => {
  if (value === undefined || value === '') return fallback;
  if (value === '1' || value === 'true' || value === 'on') return true;
  if (value === '0' || value === 'false' || value === 'off') return false;
  throw new Error(`invalid flag value ${JSON.stringify(value)} (use 1 or 0)`);
};

export function parseClientAddressSecret(raw: string | undefined): string | null {
  if (!raw) return null;
  if (raw.length < 16) throw new Error('ORDERING_API_CLIENT_ADDRESS_SECRET must have at least 16 characters');
  return raw;
}

/**
 * ORDERING_API_APP_URL (default http://127.0.0.1:3000), ORDERING_API_RATE_LIMITS (default 1),
 * ORDERING_API_TRUST_PROXY (default 0), ORDERING_API_CLIENT_ADDRESS_SECRET (default none).
 * Throws on an invalid value.
 */
export function identityConfigFromEnv(env: Record<string, string | undefined>): Omit<IdentityConfig, 'scrypt'> {
  return {
    appUrl: parseAppUrl(env.ORDERING_API_APP_URL || DEFAULT_APP_URL),
    rateLimits: flag(env.ORDERING_API_RATE_LIMITS, true),
    trustProxy: flag(env.ORDERING_API_TRUST_PROXY, false),
    clientAddressSecret: parseClientAddressSecret(env.ORDERING_API_CLIENT_ADDRESS_SECRET),
  };
}

/** Options win over the environment. */
export function resolveIdentityConfig(options: Partial<IdentityConfig> = {}, env: Record<string, string | undefined> = process.env): IdentityConfig {
  const fromEnv = identityConfigFromEnv(env);
  return {
    appUrl: options.appUrl !== undefined ? parseAppUrl(options.appUrl) : fromEnv.appUrl,
    scrypt: options.scrypt ?? DEFAULT_SCRYPT,
    rateLimits: options.rateLimits ?? fromEnv.rateLimits,
    trustProxy: options.trustProxy ?? fromEnv.trustProxy,
    clientAddressSecret: options.clientAddressSecret !== undefined ? parseClientAddressSecret(options.clientAddressSecret ?? undefined) : fromEnv.clientAddressSecret,
  };
}
