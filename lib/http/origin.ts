import 'server-only';

import { env, publicOrigin } from '@/lib/env';

/**
 * The value the nearest of `hops` trusted proxies saw in a comma-separated X-Forwarded-* header:
 * each proxy appends, so the values left of it came from the client and prove nothing.
 * Undefined when there are fewer values than trusted hops (the header did not come from them).
 */
export function forwardedValue(header: string | null, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  const values = header.split(',').map((v) => v.trim());
  const value = values.length >= hops ? values[values.length - hops] : undefined;
  return value || undefined;
}

/**
 * The origin this request addressed, as the app sees it: its scheme and its Host header. A
 * request that came over TLS says https in its URL; Next also says https when a client merely
 * sends `X-Forwarded-Proto: https`, so that header counts only from a trusted proxy
 * (TRUSTED_PROXY), as does X-Forwarded-Host. Behind a TLS-terminating proxy without
 * TRUSTED_PROXY the scheme is therefore http: set PUBLIC_BASE_URL (required in production).
 */
export const requestOrigin = (request: Request): string | null => originOfHeaders(request.headers, new URL(request.url));

/**
 * The same from a request's headers and, where known, its URL (a Server Component has no request
 * URL: its scheme is then the trusted forwarded one, else http).
 */
export function originOfHeaders(
  headers: { get(name: string): string | null; has(name: string): boolean },
  url: { protocol: string; host: string } = { protocol: 'http:', host: '' },
): string | null {
  const hops = env.TRUSTED_PROXY;
  const forwardedProto = forwardedValue(headers.get('x-forwarded-proto'), hops);
  const ownScheme = url.protocol === 'https:' && !headers.has('x-forwarded-proto') ? 'https' : 'http';
  const scheme = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : ownScheme;
  const host = forwardedValue(headers.get('x-forwarded-host'), hops) ?? headers.get('host') ?? url.host;
  // A host name, an IPv4 or [IPv6] address and a port; nothing a URL parser would read as more.
  if (!/^[A-Za-z0-9.\-:[\]]{1,300}$/.test(host)) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/** The app's public origin: in production PUBLIC_BASE_URL's, in the demo and development the request's own (lib/env.ts). */
export const appOrigin = (request: Request): string | null => publicOrigin(() => requestOrigin(request));
