import { z } from 'zod';

import { i18nTextSchema } from './common.ts';

export const shopStatusSchema = z.enum(['online', 'paused', 'offline']);

/** .NET's DayOfWeek names; the index is the day's number (0 = Sunday). */
export const DAY_OF_WEEK_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type DayOfWeekName = (typeof DAY_OF_WEEK_NAMES)[number];

/**
 * .NET DayOfWeek as System.Text.Json writes it: its number (the default, 0 = Sunday) or, with
 * JsonStringEnumConverter, its English name. Both stay as sent here (the contract has no
 * transforms); the app's shop module turns a name into its number after parsing.
 */
export const dayOfWeekSchema = z.union([z.number().int().min(0).max(6), z.enum(DAY_OF_WEEK_NAMES)]);

/** Times are ISO local times in the shop's own time zone. */
export const openingHoursSchema = z.object({
  dayOfWeek: dayOfWeekSchema,
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
  /**
   * Payment-methods capability (beyond the original API; optional): the methods this shop takes,
   * e.g. card, swish, mobilepay, vipps, applepay, googlepay. Names the app does not know are kept
   * here and left out when offered; absent, the shop takes SPEC.md's card and Swish.
   */
  paymentMethods: z.array(z.string().min(1).max(40)).max(20).nullable().optional(),
});
/** The most shops a list may hold. */
export const MAX_SHOPS = 5000;
export const shopListSchema = z.array(shopSchema).max(MAX_SHOPS);

/** A shop as the upstream may send it: a day of the week by its number or its name. */
export type UpstreamShop = z.infer<typeof shopSchema>;
/** Opening hours as the app and the reference API hold them: the day always by its number (0 = Sunday). */
export type OpeningHours = Omit<z.infer<typeof openingHoursSchema>, 'dayOfWeek'> & { dayOfWeek: number };
/** A shop as the app and the reference API hold it (see OpeningHours). */
export type Shop = Omit<UpstreamShop, 'openingHours'> & { openingHours: OpeningHours[] };
export type ShopStatus = z.infer<typeof shopStatusSchema>;
