// The contract with the ordering API. Plain zod shapes only (no transforms) so the same
// schemas validate responses in the app, requests in ordering-api/ and generate OpenAPI.
import { z } from 'zod';

import { ORDER_ID } from '../../domain/address-shapes.ts';
import { LOCALES } from '../../domain/locale/locale.ts';

/** The languages of texts the app reads: the app's own (lib/domain/locale/locale.ts). */
export const LANGUAGES = LOCALES;
export const languageSchema = z.enum(LANGUAGES);

/** One translation of a text; the upstream may send languages we do not show. */
export const i18nEntrySchema = z.object({
  language: z.string().min(2).max(10),
  text: z.string().max(2000),
});
export const i18nTextSchema = z.array(i18nEntrySchema).max(20);

/**
 * An order's (or a payment's) id as a restaurant may write it (lib/domain/address-shapes.ts): a
 * numeric id (`"10482"`) included. Safe in a URL path segment as it is.
 */
export const ORDER_ID_PATTERN = new RegExp(`^(?:${ORDER_ID})$`);
export const orderIdSchema = z.string().regex(ORDER_ID_PATTERN);

/** The largest amount the contract carries, in minor units (1 000 000.00). */
export const MAX_AMOUNT = 100_000_000;
/** Money is an integer number of minor units (öre, cents): 12900 is 129.00. */
export const moneySchema = z.number().int().min(0).max(MAX_AMOUNT);

/** A `_t` cache-buster value (a timestamp): unreserved URL characters only, so it can add no parameter, path or fragment. */
const CACHE_BUSTER = '[A-Za-z0-9._~-]{1,64}';
export const cacheBusterSchema = z.string().regex(new RegExp(`^${CACHE_BUSTER}$`));

/**
 * A path under the upstream's /api/images/, never a full URL: at most five plain segments, no dot
 * segments, optionally ending in the `?_t={timestamp}` cache-buster the upstream adds.
 */
export const imagePathSchema = z
  .string()
  .max(300)
  .regex(new RegExp(`^[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+){0,4}(\\?_t=${CACHE_BUSTER})?$`))
  .refine((p) => p.split('?')[0]!.split('/').every((s) => s !== '.' && s !== '..'));

/** RFC 9457 problem details as ASP.NET Core writes them; extra members are ignored. */
export const problemDetailsSchema = z.looseObject({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().int().optional(),
  detail: z.string().optional(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ProblemDetails = z.infer<typeof problemDetailsSchema>;
