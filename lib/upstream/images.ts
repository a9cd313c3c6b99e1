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

/**
 * An image under the upstream's /api/images/, for the image route, with its `?_t=` cache-buster
 * passed on when there is one; anything over 5 MB is a contract error (an announced length is not
 * downloaded). Path and cache-buster are checked before anything is fetched.
 */
export async function fetchImage(segments: readonly string[], cacheBuster?: string): Promise<Image> {
  if (!isSafeImagePath(segments)) throw new AppError('INVALID_INPUT', 400);
  if (cacheBuster !== undefined && !cacheBusterSchema.safeParse(cacheBuster).success) throw new AppError('INVALID_INPUT', 400);
  const url = new URL(`/api/images/${segments.map(encodeURIComponent).join('/')}`, upstreamOrigin);
  if (url.origin !== upstreamOrigin || !url.pathname.startsWith('/api/images/')) throw new AppError('INVALID_INPUT', 400);
  if (cacheBuster !== undefined) url.searchParams.set('_t', cacheBuster);

  const response = await upstreamFetch(url.pathname + url.search, { cache: 'no-store' });
  if (!response.ok) throw await toUpstreamError(response);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!IMAGE_TYPES.test(contentType)) throw new AppError('UPSTREAM_CONTRACT', 502);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES) {
    await response.body?.cancel();
    throw new AppError('UPSTREAM_CONTRACT', 502);
  }
  const body = await response.arrayBuffer();
  if (body.byteLength > MAX_IMAGE_BYTES) throw new AppError('UPSTREAM_CONTRACT', 502);
  return { body, contentType };
}
