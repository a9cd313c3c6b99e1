/**
 * Kitchen-aware pickup times for the routes: the quote of a basket, the slot an order goes in,
 * the hold it carries (budgeted per holder: kitchen/model.ts, holdBudgets) and its live ready range. The capability is absent when the API answers in
 * SPEC.md's shapes only (`specFieldsOnly`, so `ORDERING_API_SHAPE=spec`): there the routes are
 * 404 and orders take any slot, as a restaurant's API without it would.
 */
import type { Context } from 'hono';

import type { KitchenItems, ReadyRange, SlotQuote } from '../../../lib/upstream/schemas/index.ts';
import { customerCodeSchema } from '../../../lib/upstream/schemas/index.ts';
import type { IdentityConfig } from '../accounts/config.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import type { Db } from '../db/database.ts';
import { clientIp, problem } from '../http.ts';
import { hashCustomerCode } from '../orders/access.ts';
import { isOpenAt } from '../orders/time.ts';
import type { OrderRow } from '../repo/orders.ts';
import type { ShopRecord } from '../repo/shops.ts';
import type { KitchenSettings, Load } from './model.ts';
import { HOLD_MS, kitchenPause, largestOrder, NOTHING_TAKEN, readyRange, SLOT_MINUTES, slotStartOf, slotState, tooLargeForSlot } from './model.ts';
import type { Holder, HoldInput, HoldRow } from './store.ts';
import { currentKitchen, itemsLoad, kitchenQueue, liveHoldOfOrder, makeTimes, nextFreeSlots, slotTaken, slotTakes, takeHold } from './store.ts';

const SLOT_MS = SLOT_MINUTES * 60_000;
const QUOTE_HOURS = 12;

export const kitchenEnabled = (deps: Pick<AppDeps, 'wire'>): boolean => !deps.wire.specFieldsOnly;

const toRange = (r: { from: Date; to: Date }): ReadyRange => ({ from: r.from.toISOString(), to: r.to.toISOString() });

/** 409 `slot-full` with the next slots that have room: nothing is held, nothing is charged. */
export const slotFull = (nextSlots: Date[]): Response =>
  problem(409, 'slot-full', 'The kitchen has no room for this order in that slot.', { nextSlots: nextSlots.map((d) => d.toISOString()) });

/**
 * 422 `order-too-large-for-slot`: more work than one pickup time can take from a guest who has not
 * paid (half a slot); the guest may split the order or ask the restaurant. Nothing is held.
 */
export const tooLargeForSlotProblem = (load: Load, settings: KitchenSettings): Response =>
  problem(422, 'order-too-large-for-slot', 'This order is more work than the kitchen takes for one pickup time.', {
    load: load.total,
    maxLoad: largestOrder(settings),
  });

/**
 * 409 `hold-limit`: this guest (session or address) already holds as many minutes of the
 * kitchen's work as one may; the place is free again when one of its holds ends (paid, left or expired).
 */
export const holdLimit = (): Response =>
  problem(409, 'hold-limit', 'You already hold as much of the kitchen’s time as one guest may; pay or leave an open order first.', {}, {
    'Retry-After': String(HOLD_MS / 1000),
  });

/** What the routes need to tell holders apart: the identity settings say whether X-Client-Address is the app's word. */
export type HolderDeps = { identity?: Pick<IdentityConfig, 'trustProxy' | 'clientAddressSecret'> };

/**
 * Who is holding: the client's address (X-Client-Address when the app proves it sent it, else the
 * peer's) and the guest's customer code (hashed) when the request names it.
 */
export function holderOf(c: Context<AppEnv>, deps: AppDeps & HolderDeps, codeHash: string | null): Holder {
  return { address: clientIp(c, deps.identity ?? { trustProxy: false, clientAddressSecret: null }), codeHash };
}

/** The holder of a request that may carry the guest's X-CustomerCode (a basket's hold at checkout). */
export function holderOfRequest(c: Context<AppEnv>, deps: AppDeps & HolderDeps): Holder {
  const code = customerCodeSchema.safeParse(c.req.header('x-customercode'));
  return holderOf(c, deps, code.success ? hashCustomerCode(code.data) : null);
}

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
  const takes = slotTakes(db, record.shop.id, first, until, now);
  const zone = record.shop.timeZone ?? 'Europe/Stockholm';
  const slots: SlotQuote['slots'] = [];
  for (let t = first.getTime(); t < until.getTime(); t += SLOT_MS) {
    const slot = new Date(t);
    if (!isOpenAt(record.shop.openingHours, zone, slot)) continue;
    const taken = takes.get(slot.toISOString()) ?? NOTHING_TAKEN;
    slots.push({ start: slot.toISOString(), load: taken.all.total, capacity: kitchen.slotCapacity, state: slotState(taken.all, load, kitchen, taken.unpaid) });
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
 * later one with room when that is full). A refusal when the kitchen is paused, or when the order
 * is more work than any one pickup time takes.
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
  if (tooLargeForSlot(load, kitchen)) return { ok: false, response: tooLargeForSlotProblem(load, kitchen) };
  let slot = slotStartOf(asap ? readyRange(now, own, kitchen.queueMinutes, kitchen).from : pickup);
  if (asap) {
    const taken = slotTaken(db, record.shop.id, slot, now);
    if (slotState(taken.all, load, kitchen, taken.unpaid) === 'full') slot = nextFreeSlots(db, record, kitchen, load, slot, now, 1)[0] ?? slot;
  }
  return { ok: true, plan: { settings: kitchen, load, slot } };
}

/**
 * Takes the plan's hold for an order (inside the caller's transaction): the hold, or null when the
 * order may go ahead without one (its holder holds its budget already, or a moved order had no live
 * hold: it takes its place when paid); a refusal when the slot has no room or the order is too large.
 */
export function holdForOrder(
  db: Db,
  record: ShopRecord,
  plan: KitchenPlan,
  hold: Pick<HoldInput, 'now' | 'holder' | 'replacing' | 'paying' | 'keepExpiry'> & { orderId: string },
): HoldRow | null | Response {
  const taken = takeHold(db, { record, settings: plan.settings, slot: plan.slot, load: plan.load, ...hold });
  if (taken.kind === 'held') return taken.hold;
  if (taken.kind === 'unheld') return null;
  return taken.kind === 'full' ? slotFull(taken.nextSlots) : tooLargeForSlotProblem(plan.load, plan.settings);
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
