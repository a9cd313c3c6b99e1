import 'server-only';

import { unstable_cache } from 'next/cache';

import { TTL } from '@/lib/upstream/cache';
import { fetchSmallImage } from '@/lib/upstream/images';

/**
 * An article page's picture is written into its HTML when it is this small: the guest then sees
 * it with the page's first paint instead of one round trip later (on a phone network that trip is
 * most of the wait; the bytes are few). Larger pictures stay a request of their own, which the
 * browser caches. The bytes travel twice (in the `<img>` and again in the page's RSC payload, as
 * every server-rendered prop does), so the limit stays small.
 */
export const INLINE_PICTURE_MAX_BYTES = 8 * 1024;
/** A page render waits no longer than this for the picture; the page then links to it as usual. */
const INLINE_PICTURE_WAIT_MS = 300;

/**
 * Kept for every guest like the menu that names the picture (a changed picture comes with a new
 * `_t`, so a new key). Only the answer is kept (a data URL, or null for a picture too large to
 * inline); a failed or slow fetch throws, so it is not kept and the next render asks again.
 */
const dataUrlOf = unstable_cache(
  async (imagePath: string): Promise<string | null> => {
    const image = await fetchSmallImage(imagePath, INLINE_PICTURE_MAX_BYTES, AbortSignal.timeout(INLINE_PICTURE_WAIT_MS));
    return image && `data:${image.contentType};base64,${Buffer.from(image.body).toString('base64')}`;
  },
  ['inline-picture'],
  { revalidate: TTL.menu },
);

/**
 * The picture at `imagePath` as a data URL when it is small enough to inline; undefined when there
 * is none, or it is larger, missing, slow or broken (the page then links to it, and a picture
 * that does not load shows the fallback as before).
 */
export async function inlinePicture(imagePath: string | null): Promise<string | undefined> {
  if (!imagePath) return undefined;
  try {
    return (await dataUrlOf(imagePath)) ?? undefined;
  } catch {
    return undefined;
  }
}
