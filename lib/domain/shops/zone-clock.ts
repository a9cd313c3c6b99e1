import { dateFormat } from './date-format';

/**
 * A time zone's UTC offsets over a span of days, worked out where Intl is already warm (on the
 * server) and sent with the shop: `steps` are [from (epoch ms), offset (minutes east of UTC)] in
 * time order, valid from the first step until `until`. The first Intl.DateTimeFormat a phone
 * makes loads the time-zone data and costs 50–130 ms of main thread at a mid-range phone's speed,
 * in the middle of hydrating the shop list or the menu; with a zone clock the badge, the banner and
 * the Add buttons read the shop's local time by arithmetic. Outside its span the zone is read
 * through Intl as before.
 */
export type ZoneClock = { zone: string; steps: Array<[number, number]>; until: number };

/** A zone by name, or by name with its offsets. */
export type Zone = string | ZoneClock;

export const zoneName = (zone: Zone): string => (typeof zone === 'string' ? zone : zone.zone);

/** Minutes east of UTC in a zone at an instant, from Intl ("GMT+02:00"); null for a zone Intl does not know. */
export function offsetMinutes(at: number, zone: string): number | null {
  try {
    const name = dateFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = name?.match(/^GMT(?:([+-])(\d{2}):(\d{2}))?$/);
    if (!match) return null;
    const [, sign, hours = '0', minutes = '0'] = match;
    return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  } catch {
    return null;
  }
}

const MINUTE = 60_000;
const SAMPLE = 3 * 60 * MINUTE;

/**
 * The zone's offsets from a day before `around` to `days` after it: sampled every three hours,
 * each change found to the minute. Null for a zone Intl does not know (the caller keeps the name).
 */
export function zoneClock(zone: string, around: Date, days = 35): ZoneClock | null {
  // From the hour before: every page rendered within an hour shares one clock per zone.
  const start = Math.floor(around.getTime() / (60 * MINUTE)) * 60 * MINUTE - 24 * 60 * MINUTE;
  const key = `${zone}|${start}|${days}`;
  if (made.has(key)) return made.get(key) ?? null;
  const clock = measure(zone, start, days);
  if (made.size >= 64) made.clear();
  made.set(key, clock);
  return clock;
}

const made = new Map<string, ZoneClock | null>();

function measure(zone: string, start: number, days: number): ZoneClock | null {
  const until = start + (days + 1) * 24 * 60 * MINUTE;
  const first = offsetMinutes(start, zone);
  if (first === null) return null;
  const steps: Array<[number, number]> = [[start, first]];
  let [at, offset] = [start, first];
  while (at < until) {
    const next = Math.min(at + SAMPLE, until);
    const nextOffset = offsetMinutes(next, zone) ?? offset;
    if (nextOffset !== offset) {
      // The change lies in (at, next]: halve to the minute.
      let [low, high] = [at, next];
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (offsetMinutes(middle, zone) === offset) low = middle;
        else high = middle;
      }
      steps.push([high, nextOffset]);
      offset = nextOffset;
    }
    at = next;
  }
  return { zone, steps, until };
}

/** The offset a zone clock knows for an instant, or null outside its span. */
export function clockOffset(clock: ZoneClock, at: number): number | null {
  const [first] = clock.steps;
  if (!first || at < first[0] || at >= clock.until) return null;
  let offset = first[1];
  for (const [from, minutes] of clock.steps) {
    if (from > at) break;
    offset = minutes;
  }
  return offset;
}
