// The time zone a shop's opening hours are in. The ordering API gives hours as local times and
// names no zone, so: the zone the restaurant sends for the shop (an IANA name, when its API has
// one), else the zone of the shop's country (the chains' countries: Sweden, Finland, Norway, and
// their neighbours), else the zone at the shop's coordinates (an offline lookup, no network),
// else SHOP_TIME_ZONE, else Stockholm's. An unknown zone name is not trusted. Server only: the
// lookup's map is not for a phone to download (the browser gets the zone's clock, zone-clock.ts).
import 'server-only';

import tzLookup from '@photostructure/tz-lookup';

import { DEFAULT_TIME_ZONE } from './opening-hours';

const BY_COUNTRY: Record<string, string> = {
  se: 'Europe/Stockholm',
  sweden: 'Europe/Stockholm',
  sverige: 'Europe/Stockholm',
  fi: 'Europe/Helsinki',
  finland: 'Europe/Helsinki',
  suomi: 'Europe/Helsinki',
  no: 'Europe/Oslo',
  norway: 'Europe/Oslo',
  norge: 'Europe/Oslo',
  dk: 'Europe/Copenhagen',
  denmark: 'Europe/Copenhagen',
  danmark: 'Europe/Copenhagen',
  ee: 'Europe/Tallinn',
  estonia: 'Europe/Tallinn',
  ax: 'Europe/Mariehamn',
  is: 'Atlantic/Reykjavik',
};

const known = new Map<string, boolean>();
/** Whether the runtime knows the zone (cached: a menu page asks for every shop). */
export function isTimeZone(name: string): boolean {
  let ok = known.get(name);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
      ok = true;
    } catch {
      ok = false;
    }
    if (known.size < 200) known.set(name, ok);
  }
  return ok;
}

/** The zone at a place, or undefined for coordinates that are not a place (0, 0 is a common "unknown"). */
function zoneAt(location: { latitude?: number | null; longitude?: number | null } | null | undefined): string | undefined {
  const { latitude, longitude } = location ?? {};
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || (latitude === 0 && longitude === 0)) return undefined;
  try {
    const zone = tzLookup(latitude, longitude);
    return isTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

export function shopTimeZone(
  shop: {
    timeZone?: string | null;
    contactInformation?: { country?: string | null } | null;
    location?: { latitude?: number | null; longitude?: number | null } | null;
  },
  fallback: string | undefined = process.env.SHOP_TIME_ZONE,
): string {
  const own = shop.timeZone?.trim();
  if (own && isTimeZone(own)) return own;
  const country = shop.contactInformation?.country?.trim().toLowerCase();
  const byCountry = country ? BY_COUNTRY[country] : undefined;
  if (byCountry) return byCountry;
  const byPlace = zoneAt(shop.location);
  if (byPlace) return byPlace;
  return fallback && isTimeZone(fallback) ? fallback : DEFAULT_TIME_ZONE;
}
