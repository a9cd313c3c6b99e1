import 'server-only';

import { type Mode, serverMode } from '@/lib/server-channels';

type Env = Readonly<Record<string, string | undefined>>;

/** Where the guest opened the app: whether over https, and the host name (no port). */
export type Opened = { https: boolean; hostname: string };

/** Names browsers treat as this machine, where they keep Secure cookies over plain http too. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i;

/**
 * Whether the session cookie is Secure. COOKIE_SECURE=1 or 0 decides when set. Otherwise:
 * - production (the server's mode, lib/server-channels.ts, or NODE_ENV=production outside the
 *   app's server): always;
 * - the demo and development in the app's server: wherever a browser keeps a Secure cookie,
 *   that is over https or at a loopback name (localhost, 127.0.0.1). Over plain http at any
 *   other name (a phone trying the demo at the machine's network address) a browser drops a
 *   Secure cookie, and with it the guest's key and sign-in, so there it is not Secure. Demo data
 *   only: production never gets here (docs/deploy.md);
 * - a bare `next dev`: not Secure.
 */
export function isSecureCookie(env: Env = process.env, opened?: Opened, mode: Mode | null = serverMode()): boolean {
  if (env.COOKIE_SECURE === '1') return true;
  if (env.COOKIE_SECURE === '0') return false;
  if (mode ? mode === 'production' : env.NODE_ENV === 'production') return true;
  if (!mode) return false;
  return !opened || opened.https || LOOPBACK.test(opened.hostname);
}

/**
 * A Secure session cookie is named `__Host-…`: browsers then take it only with Secure, Path=/
 * and no Domain, so no sibling subdomain and no plain-http page can set or shadow it. Without
 * Secure the prefix is not allowed, hence the plain name.
 */
export const SESSION_COOKIE = '__Host-ordering_session';
export const PLAIN_SESSION_COOKIE = 'ordering_session';

/** The sealed session cookie's name for this server and, in the demo, where the app was opened. */
export const sessionCookieName = (env: Env = process.env, opened?: Opened): string =>
  isSecureCookie(env, opened) ? SESSION_COOKIE : PLAIN_SESSION_COOKIE;
