// What the server needs to know before it opens a port, read from the environment and the
// command line. Pure, so a test can check it (server/settings.test.ts).
//
// Three modes:
// - production: whenever NODE_ENV=production comes from the environment, or `--production`.
//   It needs ORDERING_API_URL, SESSION_SECRET, PUBLIC_BASE_URL and CLIENT_ADDRESS_SECRET and
//   refuses to start without any of them, one line per missing setting; it never runs the
//   reference API. Without CLIENT_ADDRESS_SECRET the ordering API cannot believe the guest's
//   address the app forwards, so its own limits would count every guest as one client and one
//   script's failed sign-ins would lock every customer out. SESSION_SECRET
//   may list several secrets during a rotation (comma-separated, the newest last), each of at
//   least 32 characters (lib/security/session-secrets.ts).
// - demo: `--demo`, which only the demo launcher (scripts/start.mjs without NODE_ENV=production)
//   passes after starting the reference API with its demo data beside the app. Its trust rules
//   (writes from any Host, payments back to the request's Host, a generated secret, a cookie
//   without Secure over plain http) are for that reference API on this machine only: a demo
//   whose ORDERING_API_URL is not a loopback address refuses to start.
// - development: `--dev` (`npm run dev`): next dev, with the demo's rules.
import { readSessionSecrets } from '../lib/security/session-secrets.ts';
import { type Mode, modeOfFlags } from '../lib/server-channels.ts';

type Env = Readonly<Record<string, string | undefined>>;

export type { Mode };

export type Settings = { mode: Mode; host: string; port: number; problems: string[] };

/** At least this long: the ordering API compares it in constant time, so length is its only strength. */
const MIN_CLIENT_ADDRESS_SECRET = 16;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for an http(s) address on this machine: where the demo's reference API runs. */
export const isLoopbackUrl = (value: string | undefined): boolean => {
  try {
    const { hostname } = new URL(value ?? '');
    return LOOPBACK_HOSTS.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
  } catch {
    return false;
  }
};

const httpUrl = (value: string | undefined): boolean => {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export function modeOf(env: Env, argv: readonly string[]): Mode {
  return env.NODE_ENV === 'production' ? 'production' : modeOfFlags(argv);
}

/**
 * The mode, address and the problems that stop a start. `env` is the environment the server was
 * started with: a launcher that runs the demo passes `--demo` and leaves NODE_ENV alone.
 */
export function readSettings(env: Env, argv: readonly string[]): Settings {
  const mode = modeOf(env, argv);
  const problems: string[] = [];
  // The app inside reads its mode from the flag alone (lib/server-channels.ts): the two must agree.
  if (mode !== modeOfFlags(argv)) {
    const flag = argv.includes('--dev') ? '--dev' : '--demo';
    problems.push(`NODE_ENV=production asks for a production server, ${flag} for another mode: start production with NODE_ENV=production and no ${flag}, or unset NODE_ENV`);
  }
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) problems.push(`PORT must be a port number (0-65535), not "${env.PORT}"`);
  if (env.PAGE_CACHE_MAX_MB !== undefined && !/^[1-9]\d{0,6}$/.test(env.PAGE_CACHE_MAX_MB)) {
    problems.push(`PAGE_CACHE_MAX_MB must be a whole number of megabytes (the page cache's disk quota), not "${env.PAGE_CACHE_MAX_MB}"`);
  }
  if (mode === 'production') {
    if (!env.ORDERING_API_URL) problems.push('ORDERING_API_URL is missing: the address of the restaurant\'s ordering API, e.g. https://api.restaurant.example');
    else if (!httpUrl(env.ORDERING_API_URL)) problems.push(`ORDERING_API_URL must be an http(s) address, not "${env.ORDERING_API_URL}"`);
    if (!env.SESSION_SECRET) problems.push('SESSION_SECRET is missing: at least 32 random characters, the same on every instance (e.g. openssl rand -base64 32)');
    else problems.push(...readSessionSecrets(env.SESSION_SECRET).problems);
    if (!env.PUBLIC_BASE_URL) problems.push('PUBLIC_BASE_URL is missing: the address guests open, e.g. https://order.example.com');
    else if (!httpUrl(env.PUBLIC_BASE_URL)) problems.push(`PUBLIC_BASE_URL must be an http(s) address, not "${env.PUBLIC_BASE_URL}"`);
    if (!env.CLIENT_ADDRESS_SECRET) {
      problems.push(
        'CLIENT_ADDRESS_SECRET is missing: at least 16 random characters, given to the ordering API too (the reference API: ORDERING_API_CLIENT_ADDRESS_SECRET), so it believes the guest address the app forwards; without it the API counts every guest as one client (e.g. openssl rand -base64 24)',
      );
    } else if (env.CLIENT_ADDRESS_SECRET.length < MIN_CLIENT_ADDRESS_SECRET) {
      problems.push(`CLIENT_ADDRESS_SECRET is too short: at least ${MIN_CLIENT_ADDRESS_SECRET} characters`);
    }
  }
  if (mode === 'demo' && env.ORDERING_API_URL && !isLoopbackUrl(env.ORDERING_API_URL)) {
    problems.push(
      `ORDERING_API_URL is ${env.ORDERING_API_URL}, not the demo's reference API on this machine: the demo's trust rules (writes from any address, a generated secret, a cookie without Secure) must not face a restaurant. Start it as production (NODE_ENV=production with SESSION_SECRET, PUBLIC_BASE_URL and CLIENT_ADDRESS_SECRET, docs/deploy.md), or unset ORDERING_API_URL for the demo`,
    );
  }
  return { mode, host: env.HOST || (mode === 'production' ? '0.0.0.0' : 'localhost'), port, problems };
}
