import 'server-only';

import { AppError } from '@/lib/domain/app-error';

import { tag, TTL } from './cache';
import { seg, upstream, upstreamCommand } from './client';
import { UpstreamError } from './errors';
import { languagesSchema } from './schemas/index.ts';

export async function listLanguages(): Promise<string[]> {
  try {
    return await upstream('/api/cultures/languages', { schema: languagesSchema, tags: [tag.cultures], revalidate: TTL.cultures });
  } catch (error) {
    // A 404 here means the restaurant has configured no languages.
    if (error instanceof UpstreamError && error.upstreamStatus === 404) throw new AppError('NO_LANGUAGES', 404);
    throw error;
  }
}

export const changeCulture = (cultureCode: string) =>
  upstreamCommand(`/api/cultures/changeculture?cultureCode=${seg(cultureCode)}`, { method: 'POST' });
