/**
 * Dev/test controls of the order flow (mounted under /_dev only with dev: true): the kitchen
 * (page, JSON, advance / status / rollback by hand), any order without its code, the mail
 * outbox and faults inside the flow.
 */
import { Hono } from 'hono';
import { z } from 'zod';

import type { Order } from '../../../lib/upstream/schemas/index.ts';
import { orderSchema, orderStatusSchema } from '../../../lib/upstream/schemas/index.ts';
import type { AppEnv } from '../context.ts';
import { all } from '../db/database.ts';
import { invalidParameter, jsonText, noContent, parseJson, problem, readJson } from '../http.ts';
import { integrationFaultRequestSchema } from '../orders/integration-faults.ts';
import { nextKitchenStatus, progressDueOrders } from '../orders/kitchen.ts';
import { escapeHtml, formatMoney, listOutbox } from '../orders/mail.ts';
import type { OrderDeps } from '../orders/service.ts';
import { advanceKitchen, currentOrder, orderJsonText, rollbackKitchen, setKitchenStatus } from '../orders/service.ts';
import type { OrderRow } from '../repo/orders.ts';
import { findOrderByWireId, findOrderRow, listPayments, orderDto, paymentError } from '../repo/orders.ts';
import { findShop } from '../repo/shops.ts';
import { DEFAULT_WIRE } from '../wire.ts';
import { kitchenControlsHtml } from './kitchen-dev.ts';

const statusRequestSchema = z.object({
  status: orderStatusSchema.exclude(['CalculatedPrice']),
});

const orderNotFound = (): Response => problem(404, 'not-found', 'No such order.');

/**
 * The dev routes take an order by either of its ids (its UUID or its number), whatever the wire
 * shape, and answer in the default shape: they are the reference API's own controls, not part of
 * a restaurant's API.
 */
const findAnyOrder = (db: OrderDeps['db'], raw: string): OrderRow | undefined =>
  findOrderRow(db, raw) ?? findOrderByWireId(db, raw, { numbers: true });
const DAY_MS = 24 * 60 * 60 * 1000;

type KitchenEntry = {
  orderId: string;
  shopId: number;
  shopName: string;
  status: Order['status'];
  orderType: Order['orderType'];
  pickupTime: string;
  asap: boolean;
  note: string | null;
  total: number;
  currency: string;
  paidAt: string;
  statusChangedAt: string;
  /** When the timer takes the next step (null: terminal, or the timer is off). */
  nextStepAt: string | null;
  /** `guest`: who at the table the line is for (the groups capability), only when it names one. */
  lines: { quantity: number; name: string; guest?: string; choices: string[] }[];
};

function isForm(req: Request): boolean {
  const type = req.headers.get('content-type') ?? '';
  return type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
}

export function orderDevRoutes(deps: OrderDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  const kitchenEntries = (): KitchenEntry[] => {
    const now = deps.now();
    progressDueOrders(db, now, deps.config.kitchenStepMs);
    const rows = all<OrderRow>(
      db,
      'SELECT * FROM orders WHERE paid_at IS NOT NULL AND paid_at >= ? ORDER BY paid_at DESC, id',
      new Date(now.getTime() - DAY_MS).toISOString(),
    );
    const step = deps.config.kitchenStepMs;
    return rows.map((row) => {
      const dto = orderDto(db, row);
      return {
        orderId: row.id,
        shopId: row.shop_id,
        shopName: findShop(db, row.shop_id, { includeHidden: true })?.shop.name ?? String(row.shop_id),
        status: row.status,
        orderType: row.order_type,
        pickupTime: dto.pickupTime,
        asap: dto.asap,
        note: row.note,
        total: dto.total,
        currency: dto.currency,
        paidAt: row.paid_at ?? '',
        statusChangedAt: row.status_changed_at,
        nextStepAt: step > 0 && nextKitchenStatus(row.status) ? new Date(Date.parse(row.status_changed_at) + step).toISOString() : null,
        lines: dto.lines.map((l) => ({
          quantity: l.quantity,
          name: l.name,
          ...(l.guest === undefined ? {} : { guest: l.guest }),
          choices: l.choices.map((c) => c.name),
        })),
      };
    });
  };

  app.get('/kitchen.json', (c) => c.json({ stepMs: deps.config.kitchenStepMs, orders: kitchenEntries() }));

  app.get('/kitchen', () => {
    const entries = kitchenEntries();
    const rows = entries
      .map((e) => {
        const lines = e.lines
          .map((l) => {
            // A group order's ticket names who each line is for ("1 × Classic Burger — Anna").
            const guest = l.guest ? ` — ${escapeHtml(l.guest)}` : '';
            const choices = l.choices.length ? ` <small>(${l.choices.map(escapeHtml).join(', ')})</small>` : '';
            return `<li>${l.quantity} × ${escapeHtml(l.name)}${guest}${choices}</li>`;
          })
          .join('');
        const id = encodeURIComponent(e.orderId);
        const advance = nextKitchenStatus(e.status)
          ? `<form method="post" action="/_dev/kitchen/${id}/advance"><button type="submit">Advance to ${escapeHtml(nextKitchenStatus(e.status)!)}<span class="sr"> – order ${escapeHtml(e.orderId.slice(0, 8))}</span></button></form>`
          : '';
        const rollback = ['Added', 'Started', 'Done'].includes(e.status)
          ? `<form method="post" action="/_dev/kitchen/${id}/rollback"><button type="submit">Roll back and refund<span class="sr"> – order ${escapeHtml(e.orderId.slice(0, 8))}</span></button></form>`
          : '';
        return `<tr>
<th scope="row"><code>${escapeHtml(e.orderId.slice(0, 8))}</code><br><small>${escapeHtml(e.shopName)}</small></th>
<td><ul>${lines}</ul>${e.note ? `<p><em>${escapeHtml(e.note)}</em></p>` : ''}</td>
<td>${escapeHtml(e.orderType)}<br><small>${e.asap ? 'ASAP' : escapeHtml(e.pickupTime)}</small></td>
<td>${escapeHtml(formatMoney(e.total, e.currency))}</td>
<td><strong>${escapeHtml(e.status)}</strong>${e.nextStepAt ? `<br><small>next step ${escapeHtml(e.nextStepAt)}</small>` : ''}</td>
<td class="actions">${advance}${rollback}</td>
</tr>`;
      })
      .join('\n');
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kitchen – paid orders</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:1rem;color:#1b1f24}table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #ccd;padding:.5rem;text-align:left;vertical-align:top}ul{margin:0;padding-left:1rem}
.actions form{display:inline-block;margin:0 .25rem .25rem 0}button{font:inherit;padding:.35rem .7rem}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
</style>
</head>
<body>
<main>
<h1>Kitchen</h1>
<p>Paid orders of the last 24 hours, newest first. ${deps.config.kitchenStepMs > 0 ? `The timer moves an order one step every ${deps.config.kitchenStepMs / 1000} s.` : 'The timer is off: orders move only by hand.'} <a href="/_dev/kitchen">Refresh</a></p>
<h2>Capacity</h2>
${kitchenControlsHtml(deps)}
<h2>Orders</h2>
${entries.length === 0 ? '<p>No paid orders yet.</p>' : `<table>
<thead><tr><th scope="col">Order</th><th scope="col">Items</th><th scope="col">Type</th><th scope="col">Total</th><th scope="col">Status</th><th scope="col">Actions</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`}
</main>
</body>
</html>`;
    return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  });

  /** Runs a kitchen action; an HTML form gets a 303 back to the kitchen page, JSON the order. */
  const kitchenAction = async (
    req: Request,
    orderId: string,
    act: (row: OrderRow, form: Record<string, unknown>) => Response | OrderRow,
  ): Promise<Response> => {
    const form = isForm(req);
    let body: Record<string, unknown> = {};
    if (form) {
      const data = await req.formData();
      body = Object.fromEntries([...data.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']));
    } else {
      const text = await req.text();
      if (text.trim() !== '') {
        const parsed = parseJson(text);
        if (parsed === undefined) return invalidParameter([{ path: [], message: 'Malformed JSON.' }]);
        body = parsed as Record<string, unknown>;
      }
    }
    const row = findAnyOrder(db, orderId);
    if (!row) return orderNotFound();
    const result = act(row, body);
    if (form) return new Response(null, { status: 303, headers: { Location: '/_dev/kitchen' } });
    return result instanceof Response ? result : jsonText(orderJsonText(deps, result, DEFAULT_WIRE));
  };

  app.post('/kitchen/:orderId/advance', (c) => kitchenAction(c.req.raw, c.req.param('orderId'), (row) => advanceKitchen(deps, row)));
  app.post('/kitchen/:orderId/rollback', (c) => kitchenAction(c.req.raw, c.req.param('orderId'), (row) => rollbackKitchen(deps, row)));
  app.post('/kitchen/:orderId/status', (c) =>
    kitchenAction(c.req.raw, c.req.param('orderId'), (row, body) => {
      const parsed = statusRequestSchema.safeParse(body);
      if (!parsed.success) return invalidParameter(parsed.error.issues);
      return setKitchenStatus(deps, row, parsed.data.status);
    }),
  );

  app.get('/orders/:orderId', (c) => {
    const found = findAnyOrder(db, c.req.param('orderId'));
    if (!found) return orderNotFound();
    const row = currentOrder(deps, found);
    return c.json(
      {
        order: orderSchema.parse(orderDto(db, row)),
        paidPaymentId: row.paid_payment_id,
        paidAt: row.paid_at,
        statusChangedAt: row.status_changed_at,
        email: row.email,
        payments: listPayments(db, row.id).map((p) => ({
          paymentId: p.id,
          status: p.status,
          method: p.method,
          amount: p.amount,
          currency: p.currency,
          returnUrl: p.return_url,
          providerResult: p.provider_result,
          providerCode: p.provider_code,
          error: paymentError(p),
          confirmedAt: p.confirmed_at,
          createdAt: p.created_at,
        })),
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });

  app.get('/outbox', (c) => c.json(listOutbox(db), 200, { 'Cache-Control': 'no-store' }));

  app.get('/integration-fault', (c) => c.json({ faults: deps.faults.current() }));
  app.post('/integration-fault', async (c) => {
    const parsed = integrationFaultRequestSchema.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return invalidParameter(parsed.error.issues);
    deps.faults.set(parsed.data.target, parsed.data.count);
    return c.json({ faults: deps.faults.current() });
  });
  app.delete('/integration-fault', () => {
    deps.faults.clear();
    return noContent();
  });

  return app;
}
