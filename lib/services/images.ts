import 'server-only';

import { AppError } from '@/lib/domain/app-error';
import { fetchImage } from '@/lib/upstream/images';

/**
 * An upstream menu or shop image. Of the query only `_t` (the upstream's cache-buster, at most
 * once) is passed on; anything else is ignored. Path and `_t` are checked before anything is fetched.
 */
export async function loadImage(segments: readonly string[], query: URLSearchParams) {
  const cacheBusters = query.getAll('_t');
  if (cacheBusters.length > 1) throw new AppError('INVALID_INPUT', 400);
  return fetchImage(segments, cacheBusters[0]);
}
