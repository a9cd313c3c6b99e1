import 'server-only';

import { z } from 'zod';

const envSchema = z.object({
  ORDERING_API_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4010'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  REVALIDATE_SECRET: z.string().min(16).optional(),
  /** The app's public address: payment return links (else the request's verified origin), canonical URLs, sitemap. */
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
});

/** Server configuration, read once; a bad value fails at start, not on a request. */
export const env = envSchema.parse(process.env);
export const upstreamOrigin = new URL(env.ORDERING_API_URL).origin;
