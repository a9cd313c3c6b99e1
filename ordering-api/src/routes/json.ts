import type { z } from 'zod';

/** Every response body goes through its contract schema: a bug becomes a 500, never a bad payload. */
export function contractJson<S extends z.ZodType>(schema: S, value: z.input<S>, status = 200): Response {
  return new Response(JSON.stringify(schema.parse(value)), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
