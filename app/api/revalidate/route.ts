import { revalidateTag } from 'next/cache';
import { z } from 'zod';

import { env } from '@/lib/env';
import { problem } from '@/lib/http/problem';

const bodySchema = z.object({ tags: z.array(z.string().regex(/^[a-z]+(:\d+)?$/)).min(1).max(50) });

/** Lets the restaurant's backend (and the tests) drop cached shops and menus after a change. */
export async function POST(request: Request) {
  const secret = request.headers.get('x-revalidate-secret');
  if (!env.REVALIDATE_SECRET || secret !== env.REVALIDATE_SECRET) return problem('FORBIDDEN_ORIGIN', 403);
  const body = bodySchema.safeParse(await request.json().catch(() => undefined));
  if (!body.success) return problem('INVALID_INPUT', 400);
  for (const t of body.data.tags) revalidateTag(t, { expire: 0 });
  return Response.json({ revalidated: body.data.tags }, { headers: { 'cache-control': 'private, no-store' } });
}
