import 'server-only';

import { cacheBusterOf, fetchImage } from '@/lib/upstream/images';

/**
 * An upstream menu or shop image. Of the query only `_t` (the upstream's cache-buster, at most
 * once) is passed on; anything else is ignored. Path and `_t` are checked before anything is fetched.
 */
export async function loadImage(segments: readonly string[], query: URLSearchParams) {
  return fetchImage(segments, cacheBusterOf(query));
}
