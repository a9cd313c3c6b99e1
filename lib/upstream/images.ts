import 'server-only';

import { AppError } from '@/lib/domain/app-error';
import { upstreamOrigin } from '@/lib/env';

import { upstreamFetch } from './client';
import { toUpstreamError } from './errors';
import { cacheBusterSchema } from './schemas/index.ts';

const SEGMENT = /^[A-Za-z0-9._-]{1,100}$/;
const IMAGE_TYPES = /^image\/(png|jpeg|webp|avif|gif)$/;
const MAX_IMAGE_BYTES = 5_000_000;

/** Only upstream-relative image paths: plain segments, no dot segments, at most five deep. */
function isSafeImagePath(segments: readonly string[]): boolean {
  return (
    segments.length > 0 &&
    segments.length <= 5 &&
    segments.join('/').length <= 300 &&
    segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..')
  );
}

type Image = { body: ArrayBuffer; contentType: string };

/** The one `_t` of an image's query, if any; two of them are refused. */
export function cacheBusterOf(query: URLSearchParams): string | undefined {
  const cacheBusters = query.getAll('_t');
  if (cacheBusters.length > 1) throw new AppError('INVALID_INPUT', 400);
  return cacheBusters[0];
}


/**
 * Reads an image under the upstream's /api/images/, with its `?_t=` cache-buster passed on when
 * there is one; `'too-large'` when it is over `maxBytes` (an announced length is not downloaded).
 * Path and cache-buster are checked before anything is fetched.
 */
async function readImage(
  segments: readonly string[],
  cacheBuster: string | undefined,
  { maxBytes, signal, shared }: { maxBytes: number; signal?: AbortSignal; shared: boolean },
): Promise<Image | 'too-large'> {
  if (!isSafeImagePath(segments)) throw new AppError('INVALID_INPUT', 400);
  if (cacheBuster !== undefined && !cacheBusterSchema.safeParse(cacheBuster).success) throw new AppError('INVALID_INPUT', 400);
  const url = new URL(`/api/images/${segments.map(encodeURIComponent).join('/')}`, upstreamOrigin);
  if (url.origin !== upstreamOrigin || !url.pathname.startsWith('/api/images/')) throw new AppError('INVALID_INPUT', 400);
  if (cacheBuster !== undefined) url.searchParams.set('_t', cacheBuster);

  // A guest's request carries their address for the API's limits; a read kept for every guest does not.
  const response = await upstreamFetch(url.pathname + url.search, shared ? { signal } : { cache: 'no-store' });
  if (!response.ok) throw await toUpstreamError(response);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!IMAGE_TYPES.test(contentType)) throw new AppError('UPSTREAM_CONTRACT', 502);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    return 'too-large';
  }
  const body = await response.arrayBuffer();
  return body.byteLength > maxBytes ? 'too-large' : { body, contentType };
}

/**
 * An image for the image route, `?_t=` passed on when there is one: anything over 5 MB is a
 * contract error.
 */
export async function fetchImage(segments: readonly string[], cacheBuster?: string): Promise<Image> {
  const image = await readImage(segments, cacheBuster, { maxBytes: MAX_IMAGE_BYTES, shared: false });
  if (image === 'too-large') throw new AppError('UPSTREAM_CONTRACT', 502);
  return image;
}

/**
 * An image of at most `maxBytes`, named as a menu names it (`menu/a.webp?_t=1`), for a page to
 * carry inline; null when it is larger. Gives up when `signal` fires.
 */
export async function fetchSmallImage(imagePath: string, maxBytes: number, signal: AbortSignal): Promise<Image | null> {
  const [path = '', query = ''] = imagePath.split('?', 2);
  const image = await readImage(path.split('/'), cacheBusterOf(new URLSearchParams(query)), { maxBytes, signal, shared: true });
  return image === 'too-large' ? null : image;
}
