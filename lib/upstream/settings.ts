import 'server-only';

import { AppError } from '@/lib/domain/app-error';

import { tag, TTL } from './cache';
import { upstream, upstreamFetch } from './client';
import { toUpstreamError } from './errors';
import { settingsSchema } from './schemas/index.ts';

export const getSettings = () =>
  upstream('/api/settings', { schema: settingsSchema, tags: [tag.settings], revalidate: TTL.settings });

const MAX_STYLESHEET_BYTES = 200_000;

/** The restaurant's design stylesheet, accepted only as CSS of a sane size. */
export async function getDesignStylesheet(): Promise<string> {
  const response = await upstreamFetch('/api/settings/design', {
    headers: { accept: 'text/css' },
    next: { tags: [tag.settings], revalidate: TTL.settings },
  });
  if (!response.ok) throw await toUpstreamError(response);
  const type = response.headers.get('content-type') ?? '';
  const css = await response.text();
  if (!type.startsWith('text/css') || css.length > MAX_STYLESHEET_BYTES) throw new AppError('UPSTREAM_CONTRACT', 502);
  return css;
}
