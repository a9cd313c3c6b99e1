import 'server-only';

import type { z } from 'zod';

import { AppError } from '@/lib/domain/app-error';

const MAX_BODY_BYTES = 64_000;

/** A request body parsed with its schema; anything else is a 400 INVALID_INPUT. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await request.text().catch(() => '');
  if (text.length > MAX_BODY_BYTES) throw new AppError('INVALID_INPUT', 400);
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
