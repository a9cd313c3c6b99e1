import 'server-only';

import { AppError } from '@/lib/domain/app-error';

import { tag, TTL } from './cache';
import { seg, upstream, upstreamFetch } from './client';
import { UpstreamError } from './errors';
import { languagesSchema } from './schemas/index.ts';

export async function listLanguages(): Promise<string[]> {
  try {
    return await upstream('/api/cultures/languages', { schema: languagesSchema, tags: [tag.cultures], revalidate: TTL.cultures });
  } catch (error) {
    // SPEC.md §7: a 404 here means no languages have been configured.
    if (error instanceof UpstreamError && error.upstreamStatus === 404) throw new AppError('NO_LANGUAGES', 404);
    throw error;
  }
}

export async function changeCulture(cultureCode: string): Promise<void> {
  const response = await upstreamFetch(`/api/cultures/changeculture?cultureCode=${seg(cultureCode)}`, {
    method: 'POST',
    cache: 'no-store',
  });
  if (!response.ok) throw new UpstreamError(response.status, undefined);
}
