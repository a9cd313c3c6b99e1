import { revalidateTag } from 'next/cache';
import { z } from 'zod';

import { env } from '@/lib/env';
import { parseBody } from '@/lib/http/json-body';
import { NO_STORE, problem } from '@/lib/http/problem';
import { route } from '@/lib/http/route';
import { sameSecret } from '@/lib/security/same-secret';
import { ANSWERS_CACHE_CLEAR, ANSWERS_CACHE_HEADER } from '@/lib/server-channels';

const bodySchema = z.object({ tags: z.array(z.string().regex(/^[a-z]+(-[a-z]+)?(:\d+){0,2}$/)).min(1).max(50) });

/**
 * Lets the restaurant's backend (and the tests) drop cached shops and menus after a change. It
 * is called server to server with a shared secret, so there is no browser Origin to check. The
 * secret is compared in constant time: the answer's timing tells nothing about a guess.
 */
export const POST = route({ anyOrigin: true }, async (request) => {
  if (!sameSecret(request.headers.get('x-revalidate-secret'), env.REVALIDATE_SECRET)) return problem('FORBIDDEN_ORIGIN', 403);
  const { tags } = await parseBody(request, bodySchema);
  for (const t of tags) revalidateTag(t, { expire: 0 });
  // The answers this instance keeps for a second in front of Next are dropped as this answer leaves (server/steps/answers-cache.ts).
  return Response.json({ revalidated: tags }, { headers: { 'cache-control': NO_STORE, [ANSWERS_CACHE_HEADER]: ANSWERS_CACHE_CLEAR } });
});
