/**
 * The kitchen's controls (under /_dev with dev: true, and shown on the /_dev/kitchen page):
 * capacity per slot (and per station), "+10 minutes" on every quote, a snooze of 15/30/60
 * minutes that ends by itself, an automatic pause above a queue length with resume below a lower
 * one, and a line per slot of its load, its live holds (unpaid work) and missed ready times, with
 * a button that lets go of a slot's holds (or all of a shop's). JSON in, JSON out; the page's HTML
 * forms get a 303 back to the page.
 */
import { Hono } from 'hono';
import { z } from 'zod';

import type { AppEnv } from '../context.ts';
import { all, inTransaction } from '../db/database.ts';
import { invalidParameter, parseJson, parseShopId, problem } from '../http.ts';
import type { KitchenSettings } from '../kitchen/model.ts';
import { kitchenPause, SLOT_MINUTES, slotStartOf, UNPAID_SHARE } from '../kitchen/model.ts';
import { currentKitchen, releaseShopHolds, slotTakes, writeKitchenSettings } from '../kitchen/store.ts';
import { progressDueOrders } from '../orders/kitchen.ts';
import { escapeHtml } from '../orders/mail.ts';
import type { OrderDeps } from '../orders/service.ts';
import { findShop, listShops } from '../repo/shops.ts';

const SLOT_MS = SLOT_MINUTES * 60_000;
const station = z.string().regex(/^[a-z][a-z0-9-]{0,29}$/);
const formNumber = z.union([z.number(), z.string().trim().regex(/^\d{1,6}$/).transform(Number)]);
const optionalLimit = z.union([formNumber.pipe(z.number().int().min(0).max(1000)), z.null(), z.literal('').transform(() => null)]);

export const kitchenSettingsPatchSchema = z
  .object({
    slotCapacity: formNumber.pipe(z.number().int().min(0).max(100_000)),
    stationCapacity: z.record(station, z.number().int().min(0).max(100_000)),
    extraMinutes: formNumber.pipe(z.number().int().min(0).max(240)),
    pauseAbove: optionalLimit,
    resumeBelow: optionalLimit,
  })
  .partial()
  .strict();
const releaseSchema = z.object({ slotStart: z.union([z.iso.datetime({ offset: true }), z.literal('').transform(() => undefined)]).optional() }).strict();
const snoozeSchema = z.object({ minutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60), z.enum(['0', '15', '30', '60']).transform(Number)]) });

/** `unpaid`: minutes held by live holds (baskets at checkout, unpaid orders), `holds` how many; at most `unpaidCapacity`. */
export type SlotLine = { start: string; load: number; capacity: number; unpaid: number; unpaidCapacity: number; holds: number; orders: number; missed: number };

function isForm(req: Request): boolean {
  const type = req.headers.get('content-type') ?? '';
  return type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
}

async function readBody(req: Request): Promise<Record<string, unknown> | undefined> {
  if (isForm(req)) {
    const data = await req.formData();
    return Object.fromEntries([...data.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  }
  const text = await req.text();
  if (text.length > 16_384) return undefined;
  if (text.trim() === '') return {};
  const parsed = parseJson(text);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
}

export function kitchenDevRoutes(deps: OrderDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  const state = (shopId: number) => {
    const now = deps.now();
    progressDueOrders(db, now, deps.config.kitchenStepMs);
    const kitchen = inTransaction(db, () => currentKitchen(db, shopId));
    return { shopId, ...kitchen, ...kitchenPause(kitchen, now), slots: slotLines(shopId, kitchen) };
  };

  /** Slots from 2 hours back to 12 ahead that have work: load, its unpaid part and holds, orders in progress, and how many are late. */
  const slotLines = (shopId: number, kitchen: KitchenSettings): SlotLine[] => {
    const now = deps.now();
    const from = new Date(slotStartOf(now).getTime() - 8 * SLOT_MS);
    const to = new Date(slotStartOf(now).getTime() + 48 * SLOT_MS);
    const takes = slotTakes(db, shopId, from, to, now);
    const counts = all<{ slot_start: string; orders: number; missed: number }>(
      db,
      `SELECT slot_start, count(*) AS orders, sum(CASE WHEN pickup_time < ? THEN 1 ELSE 0 END) AS missed FROM orders
       WHERE shop_id = ? AND status IN ('Added', 'Started') AND slot_start >= ? AND slot_start < ? GROUP BY slot_start`,
      now.toISOString(), shopId, from.toISOString(), to.toISOString(),
    );
    const bySlot = new Map(counts.map((c) => [c.slot_start, c]));
    const starts = [...new Set([...takes.keys(), ...bySlot.keys()])].sort();
    return starts.map((start) => ({
      start,
      load: takes.get(start)?.all.total ?? 0,
      capacity: kitchen.slotCapacity,
      unpaid: takes.get(start)?.unpaid.total ?? 0,
      unpaidCapacity: Math.floor(kitchen.slotCapacity * UNPAID_SHARE),
      holds: takes.get(start)?.holds ?? 0,
      orders: bySlot.get(start)?.orders ?? 0,
      missed: bySlot.get(start)?.missed ?? 0,
    }));
  };

  const shopOf = (raw: string) => {
    const id = parseShopId(raw);
    return id !== null && findShop(db, id, { includeHidden: true }) ? id : null;
  };
  const answer = (req: Request, shopId: number): Response =>
    isForm(req) ? new Response(null, { status: 303, headers: { Location: '/_dev/kitchen' } }) : Response.json(state(shopId), { headers: { 'Cache-Control': 'no-store' } });
  const noShop = () => problem(404, 'not-found', 'No such shop.');

  app.get('/kitchen/shops/:id', (c) => {
    const shopId = shopOf(c.req.param('id'));
    return shopId === null ? noShop() : Response.json(state(shopId), { headers: { 'Cache-Control': 'no-store' } });
  });

  app.on(['PUT', 'POST'], '/kitchen/shops/:id', async (c) => {
    const shopId = shopOf(c.req.param('id'));
    if (shopId === null) return noShop();
    const body = await readBody(c.req.raw);
    if (!body) return invalidParameter([{ path: [], message: 'Malformed JSON.' }]);
    const parsed = kitchenSettingsPatchSchema.safeParse(body);
    if (!parsed.success) return invalidParameter(parsed.error.issues);
    inTransaction(db, () => {
      const current = currentKitchen(db, shopId);
      const next = { ...current, ...parsed.data };
      if (next.pauseAbove === null) next.autoPaused = false;
      writeKitchenSettings(db, shopId, next);
    });
    return answer(c.req.raw, shopId);
  });

  // "+10 minutes" on every quote (again for +20…); { minutes: 0 } or the reset button takes them off.
  app.post('/kitchen/shops/:id/extra', async (c) => {
    const shopId = shopOf(c.req.param('id'));
    if (shopId === null) return noShop();
    const body = await readBody(c.req.raw);
    const reset = body?.reset === true || body?.reset === '1';
    inTransaction(db, () => {
      const current = currentKitchen(db, shopId);
      writeKitchenSettings(db, shopId, { ...current, extraMinutes: reset ? 0 : Math.min(240, current.extraMinutes + 10) });
    });
    return answer(c.req.raw, shopId);
  });

  // The kitchen lets go of holds (one slot's with { slotStart }, else all the shop's): their unpaid
  // orders stay and take their place when paid, if there is room then.
  app.post('/kitchen/shops/:id/holds/release', async (c) => {
    const shopId = shopOf(c.req.param('id'));
    if (shopId === null) return noShop();
    const parsed = releaseSchema.safeParse((await readBody(c.req.raw)) ?? null);
    if (!parsed.success) return invalidParameter(parsed.error.issues);
    const slotStart = parsed.data.slotStart ? new Date(parsed.data.slotStart).toISOString() : undefined;
    inTransaction(db, () => releaseShopHolds(db, shopId, deps.now(), slotStart));
    return answer(c.req.raw, shopId);
  });

  // A snooze ends by itself: it is a time, compared with the clock on every read.
  app.post('/kitchen/shops/:id/snooze', async (c) => {
    const shopId = shopOf(c.req.param('id'));
    if (shopId === null) return noShop();
    const parsed = snoozeSchema.safeParse(await readBody(c.req.raw));
    if (!parsed.success) return invalidParameter(parsed.error.issues);
    const now = deps.now();
    inTransaction(db, () => {
      const current = currentKitchen(db, shopId);
      const until = parsed.data.minutes === 0 ? null : new Date(now.getTime() + parsed.data.minutes * 60_000).toISOString();
      writeKitchenSettings(db, shopId, { ...current, snoozeUntil: until });
    });
    return answer(c.req.raw, shopId);
  });

  return app;
}

/** The kitchen controls' section of the /_dev/kitchen page: one block per visible shop. */
export function kitchenControlsHtml(deps: OrderDeps): string {
  const now = deps.now();
  return listShops(deps.db)
    .map(({ shop }) => {
      const kitchen = inTransaction(deps.db, () => currentKitchen(deps.db, shop.id));
      const pause = kitchenPause(kitchen, now);
      const base = `/_dev/kitchen/shops/${shop.id}`;
      const unpaidCapacity = Math.floor(kitchen.slotCapacity * UNPAID_SHARE);
      const loads = [...slotTakes(deps.db, shop.id, slotStartOf(now), new Date(slotStartOf(now).getTime() + 16 * SLOT_MS), now)]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([start, taken]) => {
          const release = taken.holds > 0
            ? ` <form method="post" action="${base}/holds/release"><button name="slotStart" value="${escapeHtml(start)}">Release holds</button></form>`
            : '';
          return `<li>${escapeHtml(start.slice(11, 16))} UTC: ${taken.all.total} / ${kitchen.slotCapacity} min · unpaid ${taken.unpaid.total} / ${unpaidCapacity} min in ${taken.holds} holds${release}</li>`;
        })
        .join('');
      const snooze = [15, 30, 60].map((m) => `<button name="minutes" value="${m}">Snooze ${m} min</button>`).join(' ');
      return `<section aria-labelledby="k${shop.id}"><h3 id="k${shop.id}">${escapeHtml(shop.name)}</h3>
<p>${pause.paused ? `<strong>Paused</strong>${pause.resumesAt ? ` until ${escapeHtml(pause.resumesAt)}` : ' (queue too long)'}` : 'Taking orders'} · queue ${kitchen.queueLength} orders, ${kitchen.queueMinutes} min · +${kitchen.extraMinutes} min on quotes</p>
<form method="post" action="${base}"><label>Minutes of work per ${SLOT_MINUTES}-minute slot <input name="slotCapacity" inputmode="numeric" value="${kitchen.slotCapacity}"></label>
<label>Pause above <input name="pauseAbove" inputmode="numeric" value="${kitchen.pauseAbove ?? ''}"></label>
<label>resume below <input name="resumeBelow" inputmode="numeric" value="${kitchen.resumeBelow ?? ''}"></label> orders in progress <button>Save</button></form>
<form method="post" action="${base}/extra"><button>+10 minutes</button> <button name="reset" value="1">No extra minutes</button></form>
<form method="post" action="${base}/snooze">${snooze} <button name="minutes" value="0">Resume now</button></form>
${loads ? `<ul>${loads}</ul>` : ''}
<form method="post" action="${base}/holds/release"><button>Release all holds</button></form></section>`;
    })
    .join('\n');
}
