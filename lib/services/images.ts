import 'server-only';

import { AppError } from '@/lib/domain/app-error';
import { fetchImage } from '@/lib/upstream/images';

/**
 * An upstream menu or shop image. Of the query only `_t` (the upstream's cache-buster, at most
 * once) is passed on; anything else is ignored. Path and `_t` are checked before anything is fetched.
 */
export async function loadImage(segments: readonly string[], query: URLSearchParams) {
  return fetchImage(segments, cacheBusterOf(query));
}

/** The one `_t` of an image's query, if any; two of them are refused. */
export function cacheBusterOf(query: URLSearchParams): string | undefined {
  const cacheBusters = query.getAll('_t');
  if (cacheBusters.length > 1) throw new AppError('INVALID_INPUT', 400);
  return cacheBusters[0];
}
