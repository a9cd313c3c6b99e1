/**
 * Opening hours in a shop's own IANA time zone. Hours are .NET DayOfWeek (0 = Sunday) with local
 * `HH:MM[:SS]` times; `closes` 23:59[:59] means midnight, and `closes` <= `opens` runs past midnight.
 */
import type { OpeningHours } from '../../../lib/upstream/schemas/index.ts';

const DAY = 86_400;

export type LocalParts = { year: number; month: number; day: number; weekday: number; seconds: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock date and time of `instant` in `timeZone`. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const year = parts.year ?? 1970;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, weekday, seconds: (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0) };
}

/** The zone's UTC offset at `instant`, in minutes (Stockholm in summer: 120). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day) + p.seconds * 1000;
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a local date and time (a time skipped by DST lands just after the gap). */
export function localToInstant(year: number, month: number, day: number, seconds: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day) + seconds * 1000;
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  const second = guess - offsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** ISO 8601 in the zone's local time with its offset: `2026-11-22T16:00:00+01:00`. */
export function formatInZone(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  const off = offsetMinutes(instant, timeZone);
  const sign = off < 0 ? '-' : '+';
  const abs = Math.abs(off);
  const time = `${pad(Math.floor(p.seconds / 3600))}:${pad(Math.floor((p.seconds % 3600) / 60))}:${pad(p.seconds % 60)}`;
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function toSeconds(time: string): number {
  const [h = '0', m = '0', s = '0'] = time.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

type Interval = { day: number; opens: number; closes: number; overnight: boolean };

function intervals(hours: readonly OpeningHours[]): Interval[] {
  return hours.map((h) => {
    const opens = toSeconds(h.opens);
    let closes = toSeconds(h.closes);
    if (closes >= DAY - 60) closes = DAY; // 23:59 / 23:59:59 = until midnight
    const overnight = closes <= opens && closes !== 0;
    if (closes === 0 || closes === opens) closes = DAY;
    return { day: h.dayOfWeek, opens, closes, overnight };
  });
}

/** Whether the shop is open at `instant` by its opening hours (status is checked elsewhere). */
export function isOpenAt(hours: readonly OpeningHours[], timeZone: string, instant: Date): boolean {
  const p = localParts(instant, timeZone);
  const yesterday = (p.weekday + 6) % 7;
  return intervals(hours).some((i) => {
    if (i.day === p.weekday) return p.seconds >= i.opens && (i.overnight || p.seconds < i.closes);
    return i.overnight && i.day === yesterday && p.seconds < i.closes;
  });
}

/** The next time the shop opens after `instant` (within 8 days), or null when it never does. */
export function nextOpeningAfter(hours: readonly OpeningHours[], timeZone: string, instant: Date): Date | null {
  const list = intervals(hours);
  if (list.length === 0) return null;
  const p = localParts(instant, timeZone);
  for (let offset = 0; offset <= 8; offset += 1) {
    const date = new Date(Date.UTC(p.year, p.month - 1, p.day + offset));
    const weekday = date.getUTCDay();
    const opens = list.filter((i) => i.day === weekday).map((i) => i.opens).sort((a, b) => a - b);
    for (const seconds of opens) {
      const at = localToInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), seconds, timeZone);
      if (at.getTime() > instant.getTime()) return at;
    }
  }
  return null;
}
