import 'server-only';

import { z } from 'zod';

import { AppError } from '@/lib/domain/app-error';

import { tag, TTL } from './cache';
import { upstream, upstreamFetch } from './client';
import { toUpstreamError } from './errors';
import { readSettings } from './read-settings.ts';
import { settingsSchema } from './schemas/index.ts';

/**
 * The settings, read field by field (lib/upstream/read-settings.ts): a field that is missing, null
 * or unreadable gets its default and is logged once per answer; only settings without an order
 * type fail.
 */
const tolerantSettings = z
  .unknown()
  .transform((raw) => {
    const unread: string[] = [];
    const settings = readSettings(raw, unread);
    if (unread.length > 0) console.warn(`[bff] /api/settings: could not read ${unread.slice(0, 12).join(', ')}; defaults used, unknown order types left out`);
    return settings;
  })
  .pipe(settingsSchema);

export const getSettings = () =>
  upstream('/api/settings', { schema: tolerantSettings, tags: [tag.settings], revalidate: TTL.settings });

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
