import { dateFormat } from './date-format';
import { type OpeningHoursEntry, zonedClock } from './opening-hours';

export type PickupSlot = { label: string; iso: string };

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

/**
 * Later pickup times today, every `step` minutes, inside today's opening hours in the shop's
 * own time zone and at least `lead` minutes from now (the kitchen needs time).
 */
export function pickupSlots(hours: readonly OpeningHoursEntry[], now: Date, timeZone: string, step = 15, lead = 20): PickupSlot[] {
  const { dayOfWeek, minutes } = zonedClock(now, timeZone);
  const date = zonedDate(now, timeZone);
  const offset = zoneOffset(now, timeZone);
  const earliest = Math.ceil((minutes + lead) / step) * step;
  const slots: PickupSlot[] = [];
  // No hours at all (the restaurant did not say): times until midnight, and the upstream decides.
  const today = hours.length === 0 ? [{ dayOfWeek, opens: '00:00', closes: '23:59' }] : hours.filter((h) => h.dayOfWeek === dayOfWeek);
  for (const range of today) {
    const opens = toMinutes(range.opens);
    let closes = toMinutes(range.closes);
    if (closes <= opens) closes = 24 * 60 - 1; // runs past midnight: offer times until midnight
    for (let t = Math.max(earliest, Math.ceil(opens / step) * step); t <= closes && t < 24 * 60; t += step) {
      const label = `${pad(Math.floor(t / 60))}:${pad(t % 60)}`;
      slots.push({ label, iso: `${date}T${label}:00${offset}` });
    }
  }
  return slots.sort((a, b) => a.label.localeCompare(b.label)).filter((s, i, all) => all.findIndex((x) => x.label === s.label) === i);
}
