/**
 * The kitchen's arithmetic, pure (no storage, no clock of its own): capacity in minutes of work
 * per 15-minute slot, optionally per station; whether an order fits a slot (unpaid work in at most
 * half of it) and how much one holder may keep held; an honest ASAP range
 * (make time + the work queued ahead at the kitchen's pace + its extra minutes); and the
 * automatic pause with a lower resume threshold, so ordering never stays off by mistake.
 */
export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;
/**
 * Generous: existing flows and the demo never meet it unless a shop sets less, and the largest
 * order the app sends (999 items of a minute each) fits in a slot's unpaid half (UNPAID_SHARE).
 */
export const DEFAULT_SLOT_CAPACITY = 2000;
/**
 * A hold outlives the payment: the price stays valid 30 minutes (orders.ts) and a payment may be
 * started at its end, so 45 minutes; every read releases the holds past it.
 */
export const HOLD_MS = 45 * 60_000;
/** 80 % taken (with this order) and a slot says it is nearly full. */
export const NEARLY_FULL = 0.8;
/** An ASAP quote is a range this wide, its start rounded up to 5 minutes. */
export const READY_RANGE_MINUTES = 10;

export type Load = { total: number; stations: Record<string, number> };
export const NO_LOAD: Load = { total: 0, stations: {} };

export type KitchenSettings = {
  slotCapacity: number;
  stationCapacity: Record<string, number>;
  extraMinutes: number;
  snoozeUntil: string | null;
  pauseAbove: number | null;
  resumeBelow: number | null;
  autoPaused: boolean;
};

export const DEFAULT_KITCHEN: KitchenSettings = {
  slotCapacity: DEFAULT_SLOT_CAPACITY,
  stationCapacity: {},
  extraMinutes: 0,
  snoozeUntil: null,
  pauseAbove: null,
  resumeBelow: null,
  autoPaused: false,
};

/** The slot an instant falls in (quarter hours align in UTC for every zone offset in use). */
export function slotStartOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);
}

export function addLoad(a: Load, b: Load): Load {
  const stations = { ...a.stations };
  for (const [station, minutes] of Object.entries(b.stations)) stations[station] = (stations[station] ?? 0) + minutes;
  return { total: a.total + b.total, stations };
}

/** An order's load: each line's make time × quantity, per station too. */
export function loadOf(lines: { minutes: number; station: string | null; quantity: number }[]): Load {
  return lines.reduce<Load>(
    (load, l) => addLoad(load, { total: l.minutes * l.quantity, stations: l.station ? { [l.station]: l.minutes * l.quantity } : {} }),
    NO_LOAD,
  );
}

/**
 * Unpaid work (baskets at checkout, orders not paid yet) may take at most this share of a slot's
 * minutes and of each station's: the rest is kept for orders being paid, so guests who only hold
 * can never fill a slot on their own.
 */
export const UNPAID_SHARE = 0.5;

type Capacity = Pick<KitchenSettings, 'slotCapacity' | 'stationCapacity'>;

/** Whether `order` fits a slot that already has `taken`: the slot's minutes and each station's. */
export function fits(taken: Load, order: Load, settings: Capacity, share = 1): boolean {
  // No slot takes more than its capacity, not even an empty one: an order larger than a pickup
  // time's work is refused as such (tooLargeForSlot), never given a slot of its own.
  if (taken.total + order.total > settings.slotCapacity * share) return false;
  return Object.entries(order.stations).every(([station, minutes]) => {
    const cap = settings.stationCapacity[station];
    return cap === undefined || (taken.stations[station] ?? 0) + minutes <= cap * share;
  });
}

/** What a slot has taken: all its work, and the part of it that is unpaid (live holds). */
export type Taken = { all: Load; unpaid: Load };
export const NOTHING_TAKEN: Taken = { all: NO_LOAD, unpaid: NO_LOAD };

/**
 * Whether a new, unpaid order (or a basket's hold) fits: within the slot, and with the other unpaid
 * work within UNPAID_SHARE of it. The payment step may use the whole slot (`paying`).
 */
export function fitsTaken(taken: Taken, order: Load, settings: Capacity, paying = false): boolean {
  return fits(taken.all, order, settings) && (paying || fits(taken.unpaid, order, settings, UNPAID_SHARE));
}

/**
 * An order no pickup time can take: more work than the unpaid share of an empty slot (or of a
 * station's). The guest is told it is too large for one pickup time; nothing is held.
 */
export function tooLargeForSlot(order: Load, settings: Capacity): boolean {
  return !fits(NO_LOAD, order, settings, UNPAID_SHARE);
}

/** The most minutes one order may have here (the unpaid share of a slot), as the refusal says. */
export const largestOrder = (settings: Capacity): number => Math.floor(settings.slotCapacity * UNPAID_SHARE);

/**
 * How many minutes of unpaid work one holder may keep held at one shop, over all its slots: a
 * session (a guest's customer code) its largest order, a client address a whole slot's work (a
 * café's Wi-Fi has several guests). Past it, a basket is not held and an order is still taken but
 * holds nothing: it takes its place when paid.
 */
export function holdBudgets(settings: Capacity): { session: number; address: number } {
  return { session: settings.slotCapacity * UNPAID_SHARE, address: settings.slotCapacity };
}

export type SlotState = 'open' | 'nearlyFull' | 'full';

/**
 * full: this order does not fit (in the slot, or with the other unpaid work in its unpaid share);
 * nearlyFull: with it, 80 % of the slot, of its unpaid share or of a station it uses is taken.
 */
export function slotState(taken: Load, order: Load, settings: Capacity, unpaid: Load = NO_LOAD): SlotState {
  if (!fitsTaken({ all: taken, unpaid }, order, settings)) return 'full';
  const after = addLoad(taken, order);
  const unpaidAfter = addLoad(unpaid, order);
  const near = (used: number, cap: number) => cap > 0 && used >= NEARLY_FULL * cap;
  if (near(after.total, settings.slotCapacity) || near(unpaidAfter.total, settings.slotCapacity * UNPAID_SHARE)) return 'nearlyFull';
  // Only the stations this order uses: a full grill does not make a drink's slot nearly full.
  return Object.keys(order.stations).some((s) => {
    const cap = settings.stationCapacity[s] ?? 0;
    return near(after.stations[s] ?? 0, cap) || near(unpaidAfter.stations[s] ?? 0, cap * UNPAID_SHARE);
  })
    ? 'nearlyFull'
    : 'open';
}

/**
 * ASAP, honestly: the order's own make time (its longest item: items are made side by side), plus
 * the work queued ahead at the kitchen's pace (slot capacity per 15 minutes), plus the kitchen's
 * extra minutes; from that, a range READY_RANGE_MINUTES wide starting on a whole 5 minutes.
 */
export function readyRange(now: Date, ownMinutes: number, queuedMinutes: number, settings: Pick<KitchenSettings, 'slotCapacity' | 'extraMinutes'>): { from: Date; to: Date } {
  const pace = Math.max(settings.slotCapacity, 1) / SLOT_MINUTES; // minutes of work per minute
  const wait = ownMinutes + Math.ceil(queuedMinutes / pace) + settings.extraMinutes;
  const step = 5 * 60_000;
  const from = new Date(Math.ceil((now.getTime() + wait * 60_000) / step) * step);
  return { from, to: new Date(from.getTime() + READY_RANGE_MINUTES * 60_000) };
}

/** Automatic pause: on above `pauseAbove` orders in progress, off again below `resumeBelow` (default: the same). */
export function nextAutoPause(paused: boolean, queueLength: number, pauseAbove: number | null, resumeBelow: number | null): boolean {
  if (pauseAbove === null) return false;
  if (!paused) return queueLength > pauseAbove;
  return queueLength >= (resumeBelow ?? pauseAbove);
}

/** Whether the kitchen takes orders now: a snooze runs out by itself; an automatic pause lifts with the queue. */
export function kitchenPause(settings: Pick<KitchenSettings, 'snoozeUntil' | 'autoPaused'>, now: Date): { paused: boolean; resumesAt: string | null } {
  if (settings.snoozeUntil && Date.parse(settings.snoozeUntil) > now.getTime()) return { paused: true, resumesAt: settings.snoozeUntil };
  return settings.autoPaused ? { paused: true, resumesAt: null } : { paused: false, resumesAt: null };
}
