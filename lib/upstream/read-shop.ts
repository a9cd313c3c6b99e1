// A shop as a restaurant's API written by someone else may send it, made into our contract's
// shape (schemas/shops.ts) before that checks it: an omitted nullable key or an empty string
// where the contract has a nullable one reads as null (`externalAppUri: ""` is no external app,
// not a broken shop), no contact block reads as an unknown address, no hours as hours unknown,
// a status or a day name in another case as ours, and an opening-hours entry that cannot be read
// is left out on its own. Whatever is still wrong afterwards hides that shop only (shops.ts).
import { z } from 'zod';

import { DAY_OF_WEEK_NAMES, openingHoursSchema, shopSchema } from './schemas/shops.ts';

const record = (raw: unknown): Record<string, unknown> | undefined => (raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined);
const nullable = (raw: unknown): unknown => (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '') ? null : raw);
const optional = (raw: unknown): unknown => (raw === null || (typeof raw === 'string' && raw.trim() === '') ? undefined : raw);

function dayOfWeek(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const name = DAY_OF_WEEK_NAMES.find((day) => day.toLowerCase() === raw.trim().toLowerCase());
  return name ?? (/^[0-6]$/.test(raw.trim()) ? Number(raw.trim()) : raw);
}

function openingHours(raw: unknown): unknown[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const hours = record(entry);
    const read = hours && openingHoursSchema.safeParse({ ...hours, dayOfWeek: dayOfWeek(hours.dayOfWeek) });
    return read?.success ? [read.data] : [];
  });
}

export function normaliseShop(raw: unknown): unknown {
  const shop = record(raw);
  if (!shop) return raw;
  const contact = record(shop.contactInformation) ?? {};
  return {
    ...shop,
    description: nullable(shop.description),
    i18n: optional(shop.i18n),
    status: typeof shop.status === 'string' ? shop.status.trim().toLowerCase() : shop.status,
    contactInformation: {
      ...contact,
      address1: nullable(contact.address1),
      address2: nullable(contact.address2),
      zipCode: nullable(contact.zipCode),
      city: nullable(contact.city),
      phoneNumber: nullable(contact.phoneNumber),
      country: nullable(contact.country),
    },
    location: nullable(shop.location),
    openingHours: openingHours(shop.openingHours),
    externalAppUri: nullable(shop.externalAppUri),
    timeZone: optional(shop.timeZone),
    cuisines: optional(shop.cuisines),
    priceRange: nullable(shop.priceRange),
  };
}

/** A shop answer, tolerantly read (schemas/shops.ts checks the result). */
export const tolerantShopSchema = z.unknown().transform(normaliseShop).pipe(shopSchema);
