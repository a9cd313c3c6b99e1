// An answer given before Next sees the request, shaped like the app's own problem answers
// (lib/http/problem.ts) and carrying the security headers every answer carries.
import type { Response } from '../pipeline.ts';

/** What every early answer says besides its problem: nothing in it may run, frame or be kept. */
export const EARLY_HEADERS = {
  'cache-control': 'private, no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

export function refuse(
  response: Response,
  status: number,
  code: string,
  { headers = {}, details = {}, close = false }: { headers?: Record<string, string>; details?: Record<string, unknown>; close?: boolean } = {},
): void {
  const body = JSON.stringify({ type: `/problems/${code.toLowerCase().replaceAll('_', '-')}`, title: code, status, code, ...details });
  response.writeHead(status, {
    ...EARLY_HEADERS,
    'content-type': 'application/problem+json',
    ...(close ? { connection: 'close' } : {}),
    ...headers,
  });
  response.end(body);
}
