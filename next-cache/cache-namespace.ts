// The namespace of Next's page and data cache: one build and one ordering API. Pages of another
// build name scripts this one does not have; pages made from another restaurant's API show its
// shops, menus and prices. So both the disk folder (page-cache.ts) and the Redis key
// prefix (cache-handler.mjs) carry the build's id and the ordering API's identity: switching
// ORDERING_API_URL (or the unit its prices are in) never serves the other upstream's pages.
// Plain erasable TypeScript: both import it as it is.
import { createHash } from 'node:crypto';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * A short, file-name-safe identity of the ordering API the pages are made from: its address
 * (scheme, host, port and path, as the app calls it) and the unit of its prices.
 */
export function upstreamIdentity(env: Env): string {
  let address = env.ORDERING_API_URL ?? '';
  try {
    const url = new URL(address);
    address = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    // Not an address (the app's settings check refuses it): still one namespace of its own.
  }
  const unit = env.ORDERING_API_PRICE_UNIT ?? 'minor';
  return createHash('sha256').update(`${address}\n${unit}`).digest('hex').slice(0, 12);
}

/** `build-<build id>-api-<upstream identity>`: the folder and key prefix of one build's pages from one upstream. */
export function cacheNamespace(buildId: string | undefined, env: Env): string {
  const build = buildId?.trim().replace(/[^\w-]/g, '') || 'unknown';
  return `build-${build}-api-${upstreamIdentity(env)}`;
}
