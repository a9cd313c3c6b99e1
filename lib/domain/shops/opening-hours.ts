import { dateFormat } from './date-format';
import { clockOffset, type Zone, zoneName } from './zone-clock';

export type OpeningHoursEntry = { dayOfWeek: number; opens: string; closes: string };
export type TimeRange = { opens: string; closes: string };

export const DEFAULT_TIME_ZONE = 'Europe/Stockholm';
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * Weekday (0 = Sunday, as .NET's DayOfWeek) and minutes after midnight in a time zone: by
 * arithmetic within a zone clock's span, else through Intl.
 */
export function zonedClock(now: Date, zone: Zone): { dayOfWeek: number; minutes: number } {
  const offset = typeof zone === 'string' ? null : clockOffset(zone, now.getTime());
  if (offset !== null) {
    const local = new Date(now.getTime() + offset * 60_000);
    return { dayOfWeek: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
  }
  const timeZone = zoneName(zone);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    // An unknown zone from the upstream must not break the page.
    return zonedClock(now, DEFAULT_TIME_ZONE);
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    dayOfWeek: WEEKDAYS.indexOf(get('weekday')),
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

function toMinutes(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** "10:00:00" → "10:00": hours are shown as 24-hour times. */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}

/** Today's opening hours in the shop's own time zone, earliest first. */
export function todaysHours(hours: readonly OpeningHoursEntry[], now: Date, zone: Zone): TimeRange[] {
  const { dayOfWeek } = zonedClock(now, zone);
  return hours
    .filter((h) => h.dayOfWeek === dayOfWeek)
    .sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens))
    .map((h) => ({ opens: shortTime(h.opens), closes: shortTime(h.closes) }));
}

/**
 * Open now in the shop's time zone. A range whose closing time is before its opening time
 * runs past midnight into the next day.
 */
export function isOpenAt(hours: readonly OpeningHoursEntry[], now: Date, zone: Zone): boolean {
  const { dayOfWeek, minutes } = zonedClock(now, zone);
  const yesterday = (dayOfWeek + 6) % 7;
  return hours.some((h) => {
    const opens = toMinutes(h.opens);
    const closes = toMinutes(h.closes);
    const overnight = closes <= opens;
    if (h.dayOfWeek === dayOfWeek) {
      return overnight ? minutes >= opens : minutes >= opens && minutes <= closes;
    }
    return h.dayOfWeek === yesterday && overnight && minutes < closes;
  });
}

/**
 * The next time the shop opens, in its own time zone, looking a week ahead: later today
 * (daysAhead 0) or on a following day; null when its hours name no opening at all.
 */
export function nextOpening(hours: readonly OpeningHoursEntry[], now: Date, zone: Zone): { daysAhead: number; time: string } | null {
  const { dayOfWeek, minutes } = zonedClock(now, zone);
  for (let daysAhead = 0; daysAhead <= 7; daysAhead++) {
    const day = (dayOfWeek + daysAhead) % 7;
    const [next] = hours
      .filter((h) => h.dayOfWeek === day && (daysAhead > 0 || toMinutes(h.opens) > minutes))
      .sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens));
    if (next) return { daysAhead, time: shortTime(next.opens) };
  }
  return null;
}

/** The weekday `daysAhead` days after `now` in the shop's zone, named in the visitor's language. */
export function weekdayName(now: Date, daysAhead: number, timeZone: string, locale: string): string {
  const day = new Date(now.getTime() + daysAhead * 24 * 60 * 60 * 1000);
  try {
    return dateFormat(locale, { weekday: 'long', timeZone }).format(day);
  } catch {
    return dateFormat(locale, { weekday: 'long', timeZone: DEFAULT_TIME_ZONE }).format(day);
  }
}
