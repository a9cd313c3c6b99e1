import 'server-only';

import { relay } from '@ordering/render-relay';
import { unstable_cache } from 'next/cache';

import { TTL } from '@/lib/upstream/cache';
import { fetchSmallImage } from '@/lib/upstream/images';

import { cacheBusterOf } from './images';

/**
 * A page's largest picture is written into its HTML when it is this small: the guest then sees it
 * with the page's first paint instead of one round trip later (on a phone network that trip is
 * the larger part of the wait; the bytes are few). Larger pictures stay a request of their own,
 * which the browser caches.
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
    // A menu names a picture by its path and cache-buster (`menu/a.webp?_t=1`), as the image route is asked for it.
    const [path = '', query = ''] = imagePath.split('?', 2);
    const image = await fetchSmallImage(path.split('/'), cacheBusterOf(new URLSearchParams(query)), INLINE_PICTURE_MAX_BYTES, AbortSignal.timeout(INLINE_PICTURE_WAIT_MS));
    return image && `data:${image.contentType};base64,${Buffer.from(image.body).toString('base64')}`;
  },
  ['inline-picture'],
  { revalidate: TTL.menu },
);

/**
 * The picture at `imagePath` as a data URL when it is small enough to inline; undefined when it is
 * larger, missing, slow or broken (the page then links to it, and a picture that does not load
 * shows the fallback as before).
 */
export async function inlinePicture(imagePath: string): Promise<string | undefined> {
  try {
    return (await dataUrlOf(imagePath)) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The slot of a page's largest picture, for its image component (components/ui/menu-image.tsx),
 * when the picture is small enough to inline. Its bytes go into the HTML once: a server
 * component's props also travel in the page's RSC payload, so only the slot id goes there, and
 * the image component reads the bytes from the slot in the same request's HTML render (the
 * hand-over JSON-LD uses, lib/seo/json-ld-relay.ts). Undefined without a picture to inline or
 * outside the server entry's store: the picture is then linked and fetched at high priority.
 */
export async function inlinePictureSlot(imagePath: string | null): Promise<string | undefined> {
  const dataUrl = imagePath ? await inlinePicture(imagePath) : undefined;
  return dataUrl && relay(dataUrl);
}
