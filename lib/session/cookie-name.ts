import 'server-only';

type Env = Readonly<Record<string, string | undefined>>;

/** Secure in production unless COOKIE_SECURE=0; elsewhere only with COOKIE_SECURE=1. */
export const isSecureCookie = (env: Env = process.env): boolean =>
  env.COOKIE_SECURE === '1' || (env.NODE_ENV === 'production' && env.COOKIE_SECURE !== '0');

/**
 * The sealed session cookie's name. A Secure cookie is named `__Host-…`: browsers then take it
 * only with Secure, Path=/ and no Domain, so no sibling subdomain and no plain-http page can set
 * or shadow it. Without Secure (COOKIE_SECURE=0, development over http) the prefix is not
 * allowed, hence the plain name.
 */
export const sessionCookieName = (env: Env = process.env): string =>
  isSecureCookie(env) ? '__Host-ordering_session' : 'ordering_session';

/** The name this server uses; the proxy only checks that the cookie exists (pages verify it). */
export const SESSION_COOKIE = sessionCookieName();
