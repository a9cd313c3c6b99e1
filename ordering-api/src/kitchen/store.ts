/**
 * The kitchen's storage: settings per shop, make times, slot loads and holds. A slot's load is
 * its live holds (unpaid orders, baskets at checkout) plus its paid orders still in progress
 * (Added, Started) until the kitchen marks them done. A hold keeps who took it (client address,
 * hashed customer code), so each holder's held minutes can be budgeted. Expired holds are released on every read,
 * not only by a sweeper. Callers that take capacity run inside one BEGIN IMMEDIATE transaction
 * with nothing awaited, so two guests can never take the last place.
 */
import { randomUUID } from 'node:crypto';

import type { KitchenItems } from '../../../lib/upstream/schemas/index.ts';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/database.ts';
import { isOpenAt } from '../orders/time.ts';
import type { ShopRecord } from '../repo/shops.ts';
import type { KitchenSettings, Load, Taken } from './model.ts';
import { addLoad, DEFAULT_KITCHEN, fits, fitsTaken, HOLD_MS, holdBudgets, loadOf, nextAutoPause, NO_LOAD, NOTHING_TAKEN, SLOT_MINUTES, slotStartOf, tooLargeForSlot } from './model.ts';

const SLOT_MS = SLOT_MINUTES * 60_000;

type SettingsRow = {
  slot_capacity: number;
  station_capacity: string;
  extra_minutes: number;
  snooze_until: string | null;
  pause_above: number | null;
  resume_below: number | null;
  auto_paused: number;
};

const stationsOf = (text: string | null): Record<string, number> => {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, number] => typeof e[1] === 'number'));
  } catch {
    return {};
  }
};

export function readKitchenSettings(db: Db, shopId: number): KitchenSettings {
  const row = one<SettingsRow>(db, 'SELECT * FROM kitchen_settings WHERE shop_id = ?', shopId);
  if (!row) return DEFAULT_KITCHEN;
  return {
    slotCapacity: row.slot_capacity,
    stationCapacity: stationsOf(row.station_capacity),
    extraMinutes: row.extra_minutes,
    snoozeUntil: row.snooze_until,
    pauseAbove: row.pause_above,
    resumeBelow: row.resume_below,
    autoPaused: row.auto_paused === 1,
  };
}

export function writeKitchenSettings(db: Db, shopId: number, settings: KitchenSettings): void {
  run(
    db,
    `INSERT INTO kitchen_settings (shop_id, slot_capacity, station_capacity, extra_minutes, snooze_until, pause_above, resume_below, auto_paused)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (shop_id) DO UPDATE SET slot_capacity = excluded.slot_capacity, station_capacity = excluded.station_capacity,
       extra_minutes = excluded.extra_minutes, snooze_until = excluded.snooze_until, pause_above = excluded.pause_above,
       resume_below = excluded.resume_below, auto_paused = excluded.auto_paused`,
    shopId,
    settings.slotCapacity,
    JSON.stringify(settings.stationCapacity),
    settings.extraMinutes,
    settings.snoozeUntil,
    settings.pauseAbove,
    settings.resumeBelow,
    settings.autoPaused ? 1 : 0,
  );
}

export type MakeTime = { minutes: number; station: string | null };

/** Each code's make time: its own, else its top category's, else the default. */
export function makeTimes(db: Db, menuId: number, codes: readonly string[]): Map<string, MakeTime> {
  const rules = new Map(all<{ key: string; minutes: number; station: string | null }>(db, 'SELECT * FROM kitchen_make_times').map((r) => [r.key, r]));
  const tops = all<{ code: string; name: string }>(
    db,
    `WITH RECURSIVE up (code, parent_id, name) AS (
       SELECT a.code, c.parent_id, c.name FROM articles a
       JOIN category_articles ca ON ca.article_id = a.id JOIN categories c ON c.id = ca.category_id
       WHERE a.menu_id = ?
       UNION ALL
       SELECT up.code, c.parent_id, c.name FROM up JOIN categories c ON c.id = up.parent_id
     )
     SELECT code, name FROM up WHERE parent_id IS NULL`,
    menuId,
  );
  const topOf = new Map(tops.map((t) => [t.code, t.name]));
  const fallback = rules.get('default') ?? { minutes: 2, station: null };
  return new Map(
    codes.map((code) => {
      const rule = rules.get(`article:${code}`) ?? rules.get(`category:${topOf.get(code) ?? ''}`) ?? fallback;
      return [code, { minutes: rule.minutes, station: rule.station }];
    }),
  );
}

/** An order's minutes of work (per station too) and its own make time (its longest item). */
export function itemsLoad(db: Db, menuId: number, items: KitchenItems): { load: Load; own: number } {
  const times = makeTimes(db, menuId, items.map((i) => i.code));
  const lines = items.map((i) => ({ ...(times.get(i.code) ?? { minutes: 0, station: null }), quantity: i.quantity }));
  return { load: loadOf(lines), own: Math.max(0, ...lines.map((l) => l.minutes)) };
}

/** Releases every hold past its expiry; run before any load is read. */
export function releaseExpiredHolds(db: Db, now: Date): number {
  const at = now.toISOString();
  return run(db, `UPDATE slot_holds SET released_at = ?, release_reason = 'expired' WHERE released_at IS NULL AND expires_at <= ?`, at, at).changes;
}

/** What each slot (by start, ISO) between `from` and `to` has taken: all its work, the unpaid part, and its live holds. */
export function slotTakes(db: Db, shopId: number, from: Date, to: Date, now: Date, exceptHold?: string): Map<string, Taken & { holds: number }> {
  releaseExpiredHolds(db, now);
  const holds = all<{ slot_start: string; load: number; stations: string }>(
    db,
    `SELECT slot_start, load, stations FROM slot_holds
     WHERE shop_id = ? AND released_at IS NULL AND expires_at > ? AND slot_start >= ? AND slot_start < ? AND id != ?`,
    shopId, now.toISOString(), from.toISOString(), to.toISOString(), exceptHold ?? '',
  );
  const paid = all<{ slot_start: string; load: number; stations: string }>(
    db,
    `SELECT slot_start, kitchen_load AS load, kitchen_stations AS stations FROM orders
     WHERE shop_id = ? AND status IN ('Added', 'Started') AND slot_start >= ? AND slot_start < ? AND kitchen_load IS NOT NULL`,
    shopId, from.toISOString(), to.toISOString(),
  );
  const takes = new Map<string, Taken & { holds: number }>();
  const add = (r: { slot_start: string; load: number; stations: string }, unpaid: boolean) => {
    const load = { total: r.load, stations: stationsOf(r.stations) };
    const before = takes.get(r.slot_start) ?? { ...NOTHING_TAKEN, holds: 0 };
    takes.set(r.slot_start, {
      all: addLoad(before.all, load),
      unpaid: unpaid ? addLoad(before.unpaid, load) : before.unpaid,
      holds: before.holds + (unpaid ? 1 : 0),
    });
  };
  for (const r of holds) add(r, true);
  for (const r of paid) add(r, false);
  return takes;
}

/** Minutes taken per slot start (ISO) between `from` and `to`: live holds plus paid orders in progress. */
export function slotLoads(db: Db, shopId: number, from: Date, to: Date, now: Date, exceptHold?: string): Map<string, Load> {
  return new Map([...slotTakes(db, shopId, from, to, now, exceptHold)].map(([start, taken]) => [start, taken.all]));
}

export function slotTaken(db: Db, shopId: number, slot: Date, now: Date, exceptHold?: string): Taken {
  return slotTakes(db, shopId, slot, new Date(slot.getTime() + 1), now, exceptHold).get(slot.toISOString()) ?? NOTHING_TAKEN;
}

export function slotLoad(db: Db, shopId: number, slot: Date, now: Date, exceptHold?: string): Load {
  return slotTaken(db, shopId, slot, now, exceptHold).all;
}

/** Paid orders in progress (Added, Started), optionally only those paid before `before`: the work queued ahead. */
export function kitchenQueue(db: Db, shopId: number, before?: { paidAt: string; number: number }): { length: number; minutes: number } {
  const row = one<{ n: number; minutes: number | null }>(
    db,
    `SELECT count(*) AS n, sum(coalesce(kitchen_load, 0)) AS minutes FROM orders
     WHERE shop_id = ? AND status IN ('Added', 'Started') ${before ? 'AND (paid_at < ? OR (paid_at = ? AND order_number < ?))' : ''}`,
    shopId, ...(before ? [before.paidAt, before.paidAt, before.number] : []),
  );
  return { length: row?.n ?? 0, minutes: row?.minutes ?? 0 };
}

/** The settings with the automatic pause brought up to date with the queue (and stored when it changed). */
export function currentKitchen(db: Db, shopId: number): KitchenSettings & { queueLength: number; queueMinutes: number } {
  const settings = readKitchenSettings(db, shopId);
  const queue = kitchenQueue(db, shopId);
  const autoPaused = nextAutoPause(settings.autoPaused, queue.length, settings.pauseAbove, settings.resumeBelow);
  const next = { ...settings, autoPaused };
  if (autoPaused !== settings.autoPaused && (settings.pauseAbove !== null || settings.autoPaused)) writeKitchenSettings(db, shopId, next);
  return { ...next, queueLength: queue.length, queueMinutes: queue.minutes };
}

/** The first slots after `after` (open at their start, within 12 hours) that fit `load` (a new order's, or `paying`). */
export function nextFreeSlots(db: Db, record: ShopRecord, settings: KitchenSettings, load: Load, after: Date, now: Date, count = 3, paying = false): Date[] {
  const first = new Date(Math.max(slotStartOf(after).getTime() + SLOT_MS, slotStartOf(now).getTime() + SLOT_MS));
  const until = new Date(first.getTime() + 12 * 60 * 60_000);
  const takes = slotTakes(db, record.shop.id, first, until, now);
  const zone = record.shop.timeZone ?? 'Europe/Stockholm';
  const free: Date[] = [];
  for (let t = first.getTime(); t < until.getTime() && free.length < count; t += SLOT_MS) {
    const slot = new Date(t);
    if (!isOpenAt(record.shop.openingHours, zone, slot)) continue;
    if (fitsTaken(takes.get(slot.toISOString()) ?? NOTHING_TAKEN, load, settings, paying)) free.push(slot);
  }
  return free;
}

export type HoldRow = {
  id: string;
  shop_id: number;
  slot_start: string;
  load: number;
  stations: string;
  order_id: string | null;
  expires_at: string;
  released_at: string | null;
  client_address: string | null;
  holder_code_hash: string | null;
};

/** Who holds: the client's address and, when known, the guest's customer code (hashed, as orders keep it). */
export type Holder = { address: string; codeHash: string | null };

/** Minutes of live holds at a shop by this holder's address and by its session (without `exceptHold`). */
export function heldBy(db: Db, shopId: number, holder: Holder, now: Date, exceptHold?: string): { address: number; session: number } {
  releaseExpiredHolds(db, now);
  const sum = (column: 'client_address' | 'holder_code_hash', value: string) =>
    one<{ minutes: number | null }>(
      db,
      `SELECT sum(load) AS minutes FROM slot_holds WHERE shop_id = ? AND released_at IS NULL AND expires_at > ? AND ${column} = ? AND id != ?`,
      shopId, now.toISOString(), value, exceptHold ?? '',
    )?.minutes ?? 0;
  return { address: sum('client_address', holder.address), session: holder.codeHash ? sum('holder_code_hash', holder.codeHash) : 0 };
}

export type HoldInput = {
  record: ShopRecord;
  settings: KitchenSettings;
  slot: Date;
  load: Load;
  now: Date;
  holder: Holder;
  orderId?: string;
  /** A live hold being given up for this one (the basket's at checkout, the order's before a move): it does not count against it. */
  replacing?: string;
  /** The payment step: the whole slot (not only its unpaid share) is open to it. */
  paying?: boolean;
  /** A move: the hold keeps the expiry of the one it replaces, and without one nothing new is held. */
  keepExpiry?: boolean;
};

export type HoldOutcome =
  | { kind: 'held'; hold: HoldRow }
  /** It fits, but the holder already holds its budget (or a moved order had no live hold): nothing is held. */
  | { kind: 'unheld'; reason: 'budget' | 'lapsed' }
  | { kind: 'full'; nextSlots: Date[] }
  | { kind: 'tooLarge' };

/**
 * Takes `load` in `slot` when it fits (the caller runs this in its transaction) and the holder's
 * budgets have room; otherwise why not, with the next free slots when the slot is full. Every hold
 * counts against its holder's budget until it ends, whatever took it (a basket, an order, a move,
 * the payment step), so holding again and again never adds up to more.
 */
export function takeHold(db: Db, input: HoldInput): HoldOutcome {
  const { record, settings, slot, load, now, holder } = input;
  if (input.paying ? !fits(NO_LOAD, load, settings) : tooLargeForSlot(load, settings)) return { kind: 'tooLarge' };
  const replaced = input.replacing ? findHold(db, input.replacing) : undefined;
  const live = replaced && replaced.released_at === null && replaced.expires_at > now.toISOString() ? replaced : undefined;
  const taken = slotTaken(db, record.shop.id, slot, now, live?.id);
  if (!fitsTaken(taken, load, settings, input.paying)) {
    return { kind: 'full', nextSlots: nextFreeSlots(db, record, settings, load, slot, now, 3, input.paying) };
  }
  if (live) releaseHold(db, live.id, 'moved', now);
  // A move never arms a new 45 minutes: without a live hold to carry over, the order moves unheld.
  if (input.keepExpiry && !live) return { kind: 'unheld', reason: 'lapsed' };
  const budgets = holdBudgets(settings);
  const held = heldBy(db, record.shop.id, holder, now);
  if (held.address + load.total > budgets.address || (holder.codeHash !== null && held.session + load.total > budgets.session)) {
    return { kind: 'unheld', reason: 'budget' };
  }
  const hold: HoldRow = {
    id: randomUUID(),
    shop_id: record.shop.id,
    slot_start: slot.toISOString(),
    load: load.total,
    stations: JSON.stringify(load.stations),
    order_id: input.orderId ?? null,
    // Taking over a hold (the basket's, or the order's before a move) keeps its first expiry.
    expires_at: live ? live.expires_at : new Date(now.getTime() + HOLD_MS).toISOString(),
    released_at: null,
    client_address: holder.address,
    holder_code_hash: holder.codeHash,
  };
  run(
    db,
    `INSERT INTO slot_holds (id, shop_id, slot_start, load, stations, order_id, expires_at, created_at, client_address, holder_code_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    hold.id, hold.shop_id, hold.slot_start, hold.load, hold.stations, hold.order_id, hold.expires_at, now.toISOString(), hold.client_address, hold.holder_code_hash,
  );
  return { kind: 'held', hold };
}

export function findHold(db: Db, holdId: string): HoldRow | undefined {
  return one<HoldRow>(db, 'SELECT * FROM slot_holds WHERE id = ?', holdId);
}

/** The order's live hold, if any (expired ones are released first). */
export function liveHoldOfOrder(db: Db, orderId: string, now: Date): HoldRow | undefined {
  releaseExpiredHolds(db, now);
  return one<HoldRow>(db, 'SELECT * FROM slot_holds WHERE order_id = ? AND released_at IS NULL ORDER BY created_at DESC', orderId);
}

export function releaseHold(db: Db, holdId: string, reason: 'paid' | 'cancelled' | 'expired' | 'left' | 'moved', now: Date): boolean {
  return run(db, 'UPDATE slot_holds SET released_at = ?, release_reason = ? WHERE id = ? AND released_at IS NULL', now.toISOString(), reason, holdId).changes > 0;
}

export function releaseOrderHolds(db: Db, orderId: string, reason: 'paid' | 'cancelled' | 'left', now: Date): void {
  run(db, 'UPDATE slot_holds SET released_at = ?, release_reason = ? WHERE order_id = ? AND released_at IS NULL', now.toISOString(), reason, orderId);
}

export function extendHold(db: Db, holdId: string, now: Date): void {
  run(db, 'UPDATE slot_holds SET expires_at = ? WHERE id = ? AND released_at IS NULL', new Date(now.getTime() + HOLD_MS).toISOString(), holdId);
}

/** The kitchen lets go of the live holds of a shop (of one slot, or all): returns how many. Unpaid orders stay, unheld. */
export function releaseShopHolds(db: Db, shopId: number, now: Date, slotStart?: string): number {
  releaseExpiredHolds(db, now);
  return run(
    db,
    `UPDATE slot_holds SET released_at = ?, release_reason = 'cancelled'
     WHERE shop_id = ? AND released_at IS NULL ${slotStart ? 'AND slot_start = ?' : ''}`,
    now.toISOString(), shopId, ...(slotStart ? [slotStart] : []),
  ).changes;
}
