/**
 * The kitchen's storage: settings per shop, make times, slot loads and holds. A slot's load is
 * its live holds (unpaid orders, baskets at checkout) plus its paid orders still in progress
 * (Added, Started) until the kitchen marks them done. Expired holds are released on every read,
 * not only by a sweeper. Callers that take capacity run inside one BEGIN IMMEDIATE transaction
 * with nothing awaited, so two guests can never take the last place.
 */
import { randomUUID } from 'node:crypto';

import type { KitchenItems } from '../../../lib/upstream/schemas/index.ts';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/database.ts';
import { isOpenAt } from '../orders/time.ts';
import type { ShopRecord } from '../repo/shops.ts';
import type { KitchenSettings, Load } from './model.ts';
import { addLoad, DEFAULT_KITCHEN, fits, HOLD_MS, loadOf, nextAutoPause, NO_LOAD, SLOT_MINUTES, slotStartOf } from './model.ts';

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

/** Minutes taken per slot start (ISO) between `from` and `to`: live holds plus paid orders in progress. */
export function slotLoads(db: Db, shopId: number, from: Date, to: Date, now: Date, exceptHold?: string): Map<string, Load> {
  releaseExpiredHolds(db, now);
  const rows = [
    ...all<{ slot_start: string; load: number; stations: string }>(
      db,
      `SELECT slot_start, load, stations FROM slot_holds
       WHERE shop_id = ? AND released_at IS NULL AND expires_at > ? AND slot_start >= ? AND slot_start < ? AND id != ?`,
      shopId, now.toISOString(), from.toISOString(), to.toISOString(), exceptHold ?? '',
    ),
    ...all<{ slot_start: string; load: number; stations: string }>(
      db,
      `SELECT slot_start, kitchen_load AS load, kitchen_stations AS stations FROM orders
       WHERE shop_id = ? AND status IN ('Added', 'Started') AND slot_start >= ? AND slot_start < ? AND kitchen_load IS NOT NULL`,
      shopId, from.toISOString(), to.toISOString(),
    ),
  ];
  const loads = new Map<string, Load>();
  for (const r of rows) loads.set(r.slot_start, addLoad(loads.get(r.slot_start) ?? NO_LOAD, { total: r.load, stations: stationsOf(r.stations) }));
  return loads;
}

export function slotLoad(db: Db, shopId: number, slot: Date, now: Date, exceptHold?: string): Load {
  return slotLoads(db, shopId, slot, new Date(slot.getTime() + 1), now, exceptHold).get(slot.toISOString()) ?? NO_LOAD;
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

/** The first slots after `after` (open at their start, within 12 hours) that fit `load`. */
export function nextFreeSlots(db: Db, record: ShopRecord, settings: KitchenSettings, load: Load, after: Date, now: Date, count = 3): Date[] {
  const first = new Date(Math.max(slotStartOf(after).getTime() + SLOT_MS, slotStartOf(now).getTime() + SLOT_MS));
  const until = new Date(first.getTime() + 12 * 60 * 60_000);
  const loads = slotLoads(db, record.shop.id, first, until, now);
  const zone = record.shop.timeZone ?? 'Europe/Stockholm';
  const free: Date[] = [];
  for (let t = first.getTime(); t < until.getTime() && free.length < count; t += SLOT_MS) {
    const slot = new Date(t);
    if (!isOpenAt(record.shop.openingHours, zone, slot)) continue;
    if (fits(loads.get(slot.toISOString()) ?? NO_LOAD, load, settings)) free.push(slot);
  }
  return free;
}

export type HoldRow = { id: string; shop_id: number; slot_start: string; load: number; stations: string; order_id: string | null; expires_at: string; released_at: string | null };

/**
 * Takes `load` in `slot` when it fits (the caller runs this in its transaction); otherwise the
 * next free slots. `replacing` is a hold being given up for this one: it does not count against it.
 */
export function takeHold(
  db: Db,
  input: { record: ShopRecord; settings: KitchenSettings; slot: Date; load: Load; now: Date; orderId?: string; replacing?: string },
): { ok: true; hold: HoldRow } | { ok: false; nextSlots: Date[] } {
  const { record, settings, slot, load, now } = input;
  const taken = slotLoad(db, record.shop.id, slot, now, input.replacing);
  if (!fits(taken, load, settings)) return { ok: false, nextSlots: nextFreeSlots(db, record, settings, load, slot, now) };
  if (input.replacing) releaseHold(db, input.replacing, 'moved', now);
  const hold: HoldRow = {
    id: randomUUID(),
    shop_id: record.shop.id,
    slot_start: slot.toISOString(),
    load: load.total,
    stations: JSON.stringify(load.stations),
    order_id: input.orderId ?? null,
    expires_at: new Date(now.getTime() + HOLD_MS).toISOString(),
    released_at: null,
  };
  run(
    db,
    'INSERT INTO slot_holds (id, shop_id, slot_start, load, stations, order_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    hold.id, hold.shop_id, hold.slot_start, hold.load, hold.stations, hold.order_id, hold.expires_at, now.toISOString(),
  );
  return { ok: true, hold };
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
