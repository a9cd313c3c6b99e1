import 'server-only';

import type { z } from 'zod';

import { AppError } from '@/lib/domain/app-error';

import { MAX_BODY_BYTES } from './body-limit';

export { MAX_BODY_BYTES };

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, undefined, { maxBytes: MAX_BODY_BYTES });

/** application/json, with or without parameters (`; charset=utf-8`); nothing else is JSON here. */
export function isJsonContentType(value: string | null): boolean {
  return value !== null && value.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * The body as text, never more than `limit` bytes in memory: a Content-Length over the limit is
 * refused before a byte is read, and a body without one (chunked) is read only until it passes
 * the limit, then the stream is cancelled. Both are a 413 PAYLOAD_TOO_LARGE.
 */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    if (!/^\d{1,15}$/.test(declared.trim())) throw new AppError('INVALID_INPUT', 400);
    if (Number(declared) > limit) throw tooLarge();
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The client went away mid-body: nothing sensible to parse.
    throw new AppError('INVALID_INPUT', 400);
  } finally {
    reader.releaseLock();
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new AppError('INVALID_INPUT', 400);
  }
}

/**
 * A JSON request body parsed with its schema. Anything but `application/json` is a 415
 * UNSUPPORTED_MEDIA_TYPE (a cross-site form or text/plain post cannot send it without a CORS
 * preflight); a body over the limit is a 413; anything else that does not parse is a 400.
 */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  if (!isJsonContentType(request.headers.get('content-type'))) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415);
  const text = await readBodyText(request);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('INVALID_INPUT', 400);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AppError('INVALID_INPUT', 400, undefined, { fields: parsed.error.issues.slice(0, 10).map((i) => i.path.join('.')) });
  return parsed.data;
}

const KEY = /^[A-Za-z0-9-]{16,64}$/;

/** The browser's Idempotency-Key (one per checkout attempt), so double taps create one order. */
export function idempotencyKey(request: Request): string {
  const key = request.headers.get('idempotency-key');
  if (!key || !KEY.test(key)) throw new AppError('INVALID_INPUT', 400, undefined, { fields: ['Idempotency-Key'] });
  return key;
}
