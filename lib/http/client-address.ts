import 'server-only';

import { isIPv4, isIPv6 } from 'node:net';

import { env } from '@/lib/env';
import { serverMode, SOCKET_ADDRESS_HEADER } from '@/lib/server-channels';

import { forwardedValue } from './origin';

/** The app runs in the server of server/: only then is SOCKET_ADDRESS_HEADER the socket's. */
const isStamped = () => serverMode() !== null;

/**
 * The client's address, as rate limits count it and as the ordering API learns it:
 * - behind TRUSTED_PROXY reverse proxies, the address the nearest of them saw (its entry in
 *   X-Forwarded-For, counted from the right: entries left of it came from the client);
 * - without one, the socket's address, as the server's pipeline stamps it;
 * - else (a bare `next start` or `next dev`, outside server/) Next's own X-Forwarded-For, which is the socket's
 *   address unless the client sent the header itself.
 * Anything that is not an IP address counts as one shared "unknown" client.
 */
export function clientAddress(request: Request): string {
  const headers = request.headers;
  const raw =
    env.TRUSTED_PROXY > 0
      ? forwardedValue(headers.get('x-forwarded-for'), env.TRUSTED_PROXY)
      : isStamped()
        ? headers.get(SOCKET_ADDRESS_HEADER)
        : forwardedValue(headers.get('x-forwarded-for'), 1);
  return addressKey(raw ?? '');
}

/**
 * An address as one client: IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4), IPv6 by
 * its /64 network (one household or phone gets a whole /64 and could rotate through it), a
 * port or brackets dropped. Anything else is "unknown".
 */
export function addressKey(raw: string): string {
  let value = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (value.startsWith('::ffff:') && isIPv4(value.slice(7))) value = value.slice(7);
  if (isIPv4(value)) return value;
  if (isIPv6(value)) return `${expandIPv6(value).slice(0, 4).join(':')}::/64`;
  return 'unknown';
}

/** The eight groups of an IPv6 address, "::" filled in (an embedded IPv4 tail counts as two). */
function expandIPv6(address: string): string[] {
  const groups = (part: string) => (part ? part.split(':') : []).flatMap((g) => (isIPv4(g) ? ['0', '0'] : [g]));
  const [head = '', tail] = address.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}
