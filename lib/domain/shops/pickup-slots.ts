import { dateFormat } from './date-format';
import { type OpeningHoursEntry, zonedClock } from './opening-hours';

/** A pickup time: its clock time in the shop's zone, the instant, and whether it is after midnight. */
export type PickupSlot = { label: string; iso: string; tomorrow?: boolean };

/** "+01:00" for a time zone at an instant, from Intl (no time-zone database of our own). */
export function zoneOffset(at: Date, timeZone: string): string {
  try {
    const part = dateFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    const match = part?.match(/GMT([+-]\d{2}:\d{2})/);
    return match?.[1] ?? '+00:00';
  } catch {
    return '+00:00';
  }
}

function zonedDate(at: Date, timeZone: string): string {
  try {
    return dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

const toMinutes = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};
const pad = (n: number) => String(n).padStart(2, '0');

/** Times after midnight end here at the latest: ordering for the next day is not offered. */
const NIGHT_ENDS = 6 * 60;
/** And no later than this far ahead. */
const HORIZON_MINUTES = 12 * 60;
const DAY = 24 * 60;

/** The next calendar day of a `YYYY-MM-DD` date (no time zone involved). */
function nextDate(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * Later pickup times, every `step` minutes, inside the opening hours in the shop's own time zone
 * and at least `lead` minutes from now (the kitchen needs time). Today's, and a late-night
 * restaurant's night after midnight: while it stays open without a break from before midnight (a
 * range past midnight, or one to midnight followed by the next day's from 00:00), until 06:00 and
 * at most 12 hours ahead. Without hours (the restaurant did not say): today's until midnight, and
 * the upstream decides.
 */
export function pickupSlots(hours: readonly OpeningHoursEntry[], now: Date, timeZone: string, step = 15, lead = 20): PickupSlot[] {
  const { dayOfWeek, minutes } = zonedClock(now, timeZone);
  const date = zonedDate(now, timeZone);
  const earliest = Math.ceil((minutes + lead) / step) * step;
  const latest = minutes + HORIZON_MINUTES;
  const today = hours.length === 0 ? [{ dayOfWeek, opens: '00:00', closes: '23:59' }] : hours.filter((h) => h.dayOfWeek === dayOfWeek);
  const tomorrow = hours.filter((h) => h.dayOfWeek === (dayOfWeek + 1) % 7);
  // Minutes from today's midnight: today's times, then the night's (from 24 * 60 on).
  const times = new Set<number>();
  let nightUntil = 0;
  for (const range of today) {
    const opens = toMinutes(range.opens);
    const closes = toMinutes(range.closes);
    const pastMidnight = closes <= opens;
    for (let t = Math.max(earliest, Math.ceil(opens / step) * step); t < DAY && (pastMidnight || t <= closes); t += step) times.add(t);
    if (hours.length === 0) continue;
    if (pastMidnight && closes > 0) nightUntil = Math.max(nightUntil, closes);
    else if (pastMidnight || closes >= DAY - step) {
      // Open to midnight (to 00:00, 23:59 or so): the night goes on with the next day's hours from midnight.
      for (const next of tomorrow.filter((h) => toMinutes(h.opens) === 0)) nightUntil = Math.max(nightUntil, toMinutes(next.closes) || DAY);
    }
  }
  const nightEnds = DAY + Math.min(nightUntil, NIGHT_ENDS, latest - DAY);
  for (let t = Math.max(DAY, earliest); nightUntil > 0 && t <= nightEnds; t += step) times.add(t);
  return [...times]
    .sort((a, b) => a - b)
    .map((t) => {
      const night = t >= DAY;
      const clock = t % DAY;
      const label = `${pad(Math.floor(clock / 60))}:${pad(clock % 60)}`;
      const day = night ? nextDate(date) : date;
      // The offset of that instant (it differs across a daylight-saving change in the night).
      const offset = zoneOffset(new Date(now.getTime() + (t - minutes) * 60_000), timeZone);
      return { label, iso: `${day}T${label}:00${offset}`, ...(night ? { tomorrow: true } : {}) };
    });
}

/**
 * A time the restaurant named (the next time a closed shop takes an order) as a pickup time to
 * offer: its clock time in the shop's zone, today's or tomorrow's; null for a later day or a
 * time already past (a guest chooses among today's and tonight's times only).
 */
export function namedPickupSlot(iso: string, now: Date, timeZone: string): PickupSlot | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime()) || at.getTime() < now.getTime()) return null;
  const day = zonedDate(at, timeZone);
  const today = zonedDate(now, timeZone);
  if (day !== today && day !== nextDate(today)) return null;
  const { minutes } = zonedClock(at, timeZone);
  const label = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  return { label, iso, ...(day === today ? {} : { tomorrow: true }) };
}
