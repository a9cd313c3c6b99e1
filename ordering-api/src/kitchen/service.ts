/**
 * Kitchen-aware pickup times for the routes: the quote of a basket, the slot an order goes in,
 * the hold it carries and its live ready range. The capability is absent when the API answers in
 * SPEC.md's shapes only (`specFieldsOnly`, so `ORDERING_API_SHAPE=spec`): there the routes are
 * 404 and orders take any slot, as a restaurant's API without it would.
 */
import type { KitchenItems, ReadyRange, SlotQuote } from '../../../lib/upstream/schemas/index.ts';
import type { AppDeps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { problem } from '../http.ts';
import { isOpenAt } from '../orders/time.ts';
import type { OrderRow } from '../repo/orders.ts';
import type { ShopRecord } from '../repo/shops.ts';
import type { KitchenSettings, Load } from './model.ts';
import { kitchenPause, NO_LOAD, readyRange, SLOT_MINUTES, slotStartOf, slotState } from './model.ts';
import type { HoldRow } from './store.ts';
import { currentKitchen, itemsLoad, kitchenQueue, liveHoldOfOrder, makeTimes, nextFreeSlots, slotLoads, takeHold } from './store.ts';

const SLOT_MS = SLOT_MINUTES * 60_000;
const QUOTE_HOURS = 12;

export const kitchenEnabled = (deps: Pick<AppDeps, 'wire'>): boolean => !deps.wire.specFieldsOnly;

const toRange = (r: { from: Date; to: Date }): ReadyRange => ({ from: r.from.toISOString(), to: r.to.toISOString() });

/** 409 `slot-full` with the next slots that have room: nothing is held, nothing is charged. */
export const slotFull = (nextSlots: Date[]): Response =>
  problem(409, 'slot-full', 'The kitchen has no room for this order in that slot.', { nextSlots: nextSlots.map((d) => d.toISOString()) });

/** 409 `shop-paused` while the kitchen is snoozed or paused above its queue length. */
export function kitchenPaused(resumesAt: string | null, now: Date): Response {
  const seconds = resumesAt ? Math.max(1, Math.ceil((Date.parse(resumesAt) - now.getTime()) / 1000)) : 300;
  return problem(409, 'shop-paused', 'The kitchen is not taking orders right now.', resumesAt ? { resumesAt } : {}, { 'Retry-After': String(seconds) });
}

/** Today's next slots for this basket, each with its load and whether it is open, nearly full or full, and the ASAP range. */
export function quoteSlots(db: Db, record: ShopRecord, items: KitchenItems, now: Date): SlotQuote {
  const kitchen = currentKitchen(db, record.shop.id);
  const pause = kitchenPause(kitchen, now);
  const { load, own } = itemsLoad(db, record.menuId, items);
  const first = new Date(slotStartOf(now).getTime() + SLOT_MS);
  const until = new Date(first.getTime() + QUOTE_HOURS * 60 * 60_000);
  const loads = slotLoads(db, record.shop.id, first, until, now);
  const zone = record.shop.timeZone ?? 'Europe/Stockholm';
  const slots: SlotQuote['slots'] = [];
  for (let t = first.getTime(); t < until.getTime(); t += SLOT_MS) {
    const slot = new Date(t);
    if (!isOpenAt(record.shop.openingHours, zone, slot)) continue;
    const taken = loads.get(slot.toISOString()) ?? NO_LOAD;
    slots.push({ start: slot.toISOString(), load: taken.total, capacity: kitchen.slotCapacity, state: slotState(taken, load, kitchen) });
  }
  return {
    slotMinutes: SLOT_MINUTES,
    paused: pause.paused,
    resumesAt: pause.resumesAt,
    load: load.total,
    queueLength: kitchen.queueLength,
    asap: pause.paused ? null : toRange(readyRange(now, own, kitchen.queueMinutes, kitchen)),
    slots,
  };
}

export type KitchenPlan = { settings: KitchenSettings; load: Load; slot: Date };

/**
 * Where an order goes: a chosen time's slot, or for ASAP the slot of its ready time (the first
 * later one with room when that is full). A refusal when the kitchen is paused.
 */
export function planOrder(
  db: Db,
  record: ShopRecord,
  items: KitchenItems,
  asap: boolean,
  pickup: Date,
  now: Date,
): { ok: true; plan: KitchenPlan } | { ok: false; response: Response } {
  const kitchen = currentKitchen(db, record.shop.id);
  const pause = kitchenPause(kitchen, now);
  if (pause.paused) return { ok: false, response: kitchenPaused(pause.resumesAt, now) };
  const { load, own } = itemsLoad(db, record.menuId, items);
  let slot = slotStartOf(asap ? readyRange(now, own, kitchen.queueMinutes, kitchen).from : pickup);
  if (asap) {
    const taken = slotLoads(db, record.shop.id, slot, new Date(slot.getTime() + 1), now).get(slot.toISOString()) ?? NO_LOAD;
    if (slotState(taken, load, kitchen) === 'full') slot = nextFreeSlots(db, record, kitchen, load, slot, now, 1)[0] ?? slot;
  }
  return { ok: true, plan: { settings: kitchen, load, slot } };
}

/** Takes the plan's hold for an order (inside the caller's transaction); a slot-full refusal when it has no room. */
export function holdForOrder(db: Db, record: ShopRecord, plan: KitchenPlan, orderId: string, now: Date, replacing?: string): HoldRow | Response {
  const taken = takeHold(db, { record, settings: plan.settings, slot: plan.slot, load: plan.load, now, orderId, replacing });
  return taken.ok ? taken.hold : slotFull(taken.nextSlots);
}

/** The order's kitchen fields: its live ASAP range while it waits or is made, its hold's expiry while unpaid. */
export function orderKitchenFields(deps: AppDeps, row: OrderRow): { ready?: ReadyRange | null; holdExpiresAt?: string | null } {
  if (!kitchenEnabled(deps)) return {};
  const now = deps.now();
  const holdExpiresAt = row.status === 'CalculatedPrice' ? (liveHoldOfOrder(deps.db, row.id, now)?.expires_at ?? null) : null;
  if (row.asap !== 1 || !['CalculatedPrice', 'Added', 'Started'].includes(row.status)) return { ready: null, holdExpiresAt };
  const kitchen = currentKitchen(deps.db, row.shop_id);
  const ahead = kitchenQueue(deps.db, row.shop_id, row.paid_at ? { paidAt: row.paid_at, number: row.order_number } : undefined);
  const codes = deps.db.prepare('SELECT DISTINCT article_code AS code FROM order_lines WHERE order_id = ?').all(row.id) as { code: string }[];
  const menuId = (deps.db.prepare('SELECT menu_id FROM shops WHERE id = ?').get(row.shop_id) as { menu_id: number } | undefined)?.menu_id ?? 0;
  const times = makeTimes(deps.db, menuId, codes.map((c) => c.code));
  // Being made: only the kitchen's pace for the rest; the order's own make time counts from when it started.
  const own = row.status === 'Started' ? 0 : Math.max(0, ...[...times.values()].map((t) => t.minutes));
  return { ready: toRange(readyRange(now, own, ahead.minutes, kitchen)), holdExpiresAt };
}
