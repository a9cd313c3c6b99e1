import 'server-only';

import { z } from 'zod';

import { AppError } from '@/lib/domain/app-error';
import { serverMode } from '@/lib/server-channels';

type Source = Readonly<Record<string, string | undefined>>;

/**
 * A production server: inside the server of server/, its mode (lib/server-channels.ts:
 * production, demo or development); outside it (a bare `next start`), NODE_ENV decides.
 * `next build` runs with NODE_ENV=production too, but serves nobody: one build serves any address.
 */
const isProductionServer = (source: Source, mode = serverMode()) =>
  mode ? mode === 'production' : source.NODE_ENV === 'production' && source.NEXT_PHASE !== 'phase-production-build';

const envSchema = z.object({
  ORDERING_API_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4010'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Writes (creating an order, starting a payment) wait longer: a busy POS may take a while to commit. */
  UPSTREAM_WRITE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(25_000),
  /** The unit of the ordering API's prices (lib/upstream/money.ts): minor (öre, cents) or major (kronor, euros). */
  ORDERING_API_PRICE_UNIT: z.enum(['minor', 'major']).default('minor'),
  /** The time zone of shops whose own zone and country the ordering API does not give (lib/domain/shops/time-zone.ts). */
  SHOP_TIME_ZONE: z.string().max(64).optional(),
  REVALIDATE_SECRET: z.string().min(16).optional(),
  /**
   * The app's public address (scheme, host and port as guests type them): the one Origin the app
   * takes writes from, payment return links, canonical URLs, sitemap. Required in production.
   */
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * How many reverse proxies in front of the app set X-Forwarded-* headers (0: none, the
   * default). Only then are X-Forwarded-Host and X-Forwarded-Proto believed.
   */
  TRUSTED_PROXY: z
    .string()
    .regex(/^\d{0,2}$/, 'a number of proxy hops (0 for none)')
    .default('0')
    .transform(Number),
  /**
   * Shared with the ordering API: sent beside X-Client-Address, it proves that the address came
   * from the app, so the API may apply its own limits per guest. `npm start` generates one for
   * the reference API.
   */
  CLIENT_ADDRESS_SECRET: z.string().min(16).optional(),
  /** Redis shared by every instance: Next's cache (next-cache/cache-handler.mjs) and the rate limits. */
  REDIS_URL: z.string().min(1).optional(),
  /** Without Redis: the folder of the embedded store of table groups (lib/services/groups). */
  GROUPS_DATA_DIR: z.string().min(1).default('.data/groups'),
});

export type Env = z.infer<typeof envSchema>;

/** Reads and checks the configuration; a production server without PUBLIC_BASE_URL is refused. */
export function parseEnv(source: Source): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) throw new Error(z.prettifyError(result.error).replaceAll('\n', ' '));
  const parsed = result.data;
  if (isProductionServer(source) && !parsed.PUBLIC_BASE_URL) {
    throw new Error(
      'PUBLIC_BASE_URL is required in production: the address guests open, e.g. https://order.example.com ' +
        '(writes from any other origin are refused and payments return there). `npm start` sets it when it runs the demo API.',
    );
  }
  return parsed;
}

/** Server configuration, read once; a bad value fails at start, not on a request. */
export const env = parseEnv(process.env);
export const upstreamOrigin = new URL(env.ORDERING_API_URL).origin;

/** Whether this server runs in production (not the demo, not development). */
export const isProduction = (): boolean => isProductionServer(process.env);

/**
 * The app's public origin (`https://order.example.com`), the one that may post and where
 * payments return: in production always PUBLIC_BASE_URL's. In the demo and in development the
 * address the request came to (`requestOrigin`, the Host or a trusted proxy's forwarded host),
 * so that the app works at localhost, 127.0.0.1 and a phone's view of the machine alike;
 * PUBLIC_BASE_URL only where there is no request.
 */
export function publicOrigin<T extends string | null>(requestOrigin: () => T): string | T {
  if (isProductionServer(process.env)) {
    if (!env.PUBLIC_BASE_URL) throw new AppError('SERVER', 500, 'PUBLIC_BASE_URL is required in production');
    return new URL(env.PUBLIC_BASE_URL).origin;
  }
  const own = requestOrigin();
  return own ?? (env.PUBLIC_BASE_URL ? new URL(env.PUBLIC_BASE_URL).origin : own);
}
