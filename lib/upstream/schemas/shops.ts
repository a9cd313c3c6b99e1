import { z } from 'zod';

import { i18nTextSchema } from './common.ts';

export const shopStatusSchema = z.enum(['online', 'paused', 'offline']);

/** .NET DayOfWeek: 0 is Sunday. Times are ISO local times in the shop's own time zone. */
export const openingHoursSchema = z.object({
  dayOfWeek: z.number().int().min(0).max(6),
  opens: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/),
  closes: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/),
});

export const shopSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(200),
  description: z.string().max(2000).nullable(),
  /** Translations of the description. */
  i18n: i18nTextSchema.optional(),
  status: shopStatusSchema,
  openForBusiness: z.boolean(),
  contactInformation: z.object({
    address1: z.string().max(200).nullable(),
    address2: z.string().max(200).nullable(),
    zipCode: z.string().max(20).nullable(),
    city: z.string().max(100).nullable(),
    /** The shop's phone number as guests dial it (beyond the original API; optional). */
    phoneNumber: z.string().max(40).nullable().optional(),
    /** ISO 3166-1 alpha-2 country code, e.g. SE (beyond the original API; optional). */
    country: z.string().max(60).nullable().optional(),
  }),
  location: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .nullable(),
  openingHours: z.array(openingHoursSchema).max(50),
  externalAppUri: z.url({ protocol: /^https?$/ }).nullable(),
  /** IANA zone the opening hours are in (beyond the original API; Europe/Stockholm if absent). */
  timeZone: z.string().max(64).optional(),
  /** The kinds of food served, e.g. Burgers (beyond the original API; optional, for search engines). */
  cuisines: z.array(z.string().min(1).max(60)).max(10).optional(),
  /** Relative price level or range, e.g. $$ or 95–189 SEK (beyond the original API; optional, for search engines). */
  priceRange: z.string().max(30).nullable().optional(),
});
export const shopListSchema = z.array(shopSchema).max(5000);

export type Shop = z.infer<typeof shopSchema>;
export type ShopStatus = z.infer<typeof shopStatusSchema>;
export type OpeningHours = z.infer<typeof openingHoursSchema>;
