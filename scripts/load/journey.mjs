// A guest's whole order, as the browser makes it: menu → order (priced by the restaurant) →
// payment → the provider's hosted page (Approve) → back to the app's return page → confirm →
// following the status. Every guest keeps a record of what it was told, for the ledger audit.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { Browser, idempotencyKeyFor, problemDefect } from './http.mjs';

/** The status a guest follows its order to: the kitchen has started on it. */
const FOLLOWED_TO = new Set(['Started', 'Done', 'Delivered']);
const isPaid = (status) => status !== 'CalculatedPrice' && status !== 'Rollbacked';
const RETRY_MS = 250;
const POLL_MS = 300;
const FOLLOW_FOR_MS = 20_000;
/** Shop 4's POS has no recipe for the milkshake (demo data): ordering it there is refused on purpose. */
const NOT_AT = { 4: new Set(['D505']) };

class JourneyError extends Error {
  constructor(step, response) {
    super(
      `${step}: ${response.status ? `${response.status} ${response.json?.code ?? response.text.slice(0, 80)}` : String(response.error)}`,
    );
  }
}

/** Response times per step, and the orders/min they add up to. */
export class Timings {
  #steps = new Map();

  record(step, ms) {
    if (!this.#steps.has(step)) this.#steps.set(step, []);
    this.#steps.get(step).push(ms);
  }

  /** Per step: how many, and the 50th and 99th percentiles in ms. */
  summary() {
    return Object.fromEntries(
      [...this.#steps].map(([step, values]) => {
        const sorted = values.toSorted((a, b) => a - b);
        const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
        return [step, { n: sorted.length, p50: at(0.5), p99: at(0.99) }];
      }),
    );
  }

  lines() {
    return Object.entries(this.summary()).map(
      ([step, { n, p50, p99 }]) =>
        `${step.padEnd(10)} n=${String(n).padStart(5)}  p50 ${String(p50).padStart(5)} ms  p99 ${String(p99).padStart(5)} ms`,
    );
  }
}

/** A client address of its own per guest, from the benchmarking range 198.18.0.0/15: only a name in a header, never dialled. */
const addressOf = (id) => {
  const n = [...String(id)].reduce((hash, ch) => (hash * 31 + ch.charCodeAt(0)) >>> 0, 7) % 65_536;
  return `198.18.${n >> 8}.${n & 255}`;
};

export function newGuest(appUrl, id) {
  return {
    id,
    browser: new Browser(appUrl, addressOf(id)),
    createKeys: new Set(),
    orders: [],
    problems: [],
    failures: [],
    doubled: [],
    completed: 0,
  };
}

/**
 * One call the guest retries, as a guest pressing again would, while the app answers 5xx or
 * does not answer at all (until `retryUntil`); every such answer is kept in guest.problems.
 */
async function step(guest, timings, name, call, retryUntil) {
  for (;;) {
    const response = await call();
    if (response.status >= 200 && response.status < 400) {
      timings.record(name, response.ms);
      return response;
    }
    const contentType = response.headers?.get('content-type') ?? '';
    const defect =
      response.status === 0 || !contentType.includes('json') ? null : problemDefect({ ...response, contentType });
    guest.problems.push({ step: name, status: response.status, code: response.json?.code, defect, at: Date.now() });
    if ((response.status > 0 && response.status < 500) || Date.now() > retryUntil)
      throw new JourneyError(name, response);
    await sleep(RETRY_MS);
  }
}

const articlesOf = (items) => items.flatMap((item) => (item.type === 'container' ? articlesOf(item.items) : [item]));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One to three available articles with their required choices (sometimes an extra one) and the menu's total. */
export function pickBasket(menu, shopId) {
  const articles = articlesOf(menu.items).filter(
    (a) => a.kind === 'Article' && a.available !== false && !NOT_AT[shopId]?.has(a.code),
  );
  const lines = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => {
    const article = pick(articles);
    const choices = article.choiceGroups.flatMap((group) => {
      const open = group.choices.filter((c) => c.article.available !== false);
      const wanted = group.minCount || (Math.random() < 0.3 ? 1 : 0);
      return open
        .slice(0, Math.min(wanted, group.maxCount))
        .map((c) => ({ level: group.level, articleCode: c.article.code, choiceCode: c.code, price: c.article.price }));
    });
    return { code: article.code, quantity: 1 + Math.floor(Math.random() * 3), choices, price: article.price };
  });
  const total = lines.reduce((sum, l) => sum + (l.price + l.choices.reduce((s, c) => s + c.price, 0)) * l.quantity, 0);
  const items = lines.map((l) => ({
    code: l.code,
    quantity: l.quantity,
    choices: l.choices.map((c) => ({ level: c.level, articleCode: c.articleCode, choiceCode: c.choiceCode })),
  }));
  return { items, total };
}

/** Sends the same request twice at once (a double tap) and insists both name the same thing. */
async function twice(guest, send, idOf, what) {
  const [first, second] = await Promise.all([send(), send()]);
  if (idOf(first) !== idOf(second)) guest.doubled.push(`${what}: a double tap gave ${idOf(first)} and ${idOf(second)}`);
  return first;
}

/** One order from menu to the kitchen; `retryFor` bounds how long a step is retried on 5xx. */
export async function orderAndPay(guest, { shopId, timings, retryFor }) {
  const b = guest.browser;
  const until = () => Date.now() + retryFor;
  const attempt = randomUUID(); // the tab's attempt nonce, renewed after each payment

  const menu = (await step(guest, timings, 'menu', () => b.fetch(`/api/shops/${shopId}/menu`), until())).json;
  const basket = pickBasket(menu, shopId);
  const note = `guest ${guest.id} order ${guest.orders.length + 1}`;
  const body = {
    shopId,
    orderType: 'takeAway',
    asap: true,
    pickupTime: null,
    note,
    spotId: null,
    email: `guest${guest.id}@example.com`,
    phone: null,
    items: basket.items,
  };
  const key = idempotencyKeyFor(body, attempt);
  guest.createKeys.add(key);
  const create = () =>
    step(
      guest,
      timings,
      'order',
      () => b.fetch('/api/order', { method: 'POST', body, headers: { 'idempotency-key': key } }),
      until(),
    );
  // The very first order sets the session cookie, so only a guest that has one can double-tap.
  const created = b.hasSession ? await twice(guest, create, (r) => r.json.orderId, 'order') : await create();
  const order = created.json;
  if (!b.hasSession) guest.failures.push('no session cookie after the first order');
  const record = {
    orderId: order.orderId,
    shopId,
    items: body.items,
    note,
    expectedTotal: basket.total,
    apiTotal: order.priced?.total,
    ackAt: Date.now(),
    approvedPaymentId: null,
    paidAt: null,
  };
  guest.orders.push(record);
  if ((await create()).json.orderId !== order.orderId)
    guest.doubled.push('order: a retry with the same key gave another order');

  const payBody = { paymentMethod: 'card', shopId };
  const payKey = idempotencyKeyFor({ orderId: order.orderId, ...payBody }, attempt);
  const start = () =>
    step(
      guest,
      timings,
      'payment',
      () =>
        b.fetch(`/api/order/${order.orderId}/payment`, {
          method: 'POST',
          body: payBody,
          headers: { 'idempotency-key': payKey },
        }),
      until(),
    );
  const { redirectUrl, paymentId } = (await twice(guest, start, (r) => r.json.paymentId, 'payment')).json;

  const hosted = await step(guest, timings, 'provider', () => b.fetch(redirectUrl), until());
  const action = new URL(hosted.text.match(/<form\b[^>]*\baction="([^"]+)"/)[1], redirectUrl);
  const pressed = await step(
    guest,
    timings,
    'approve',
    () => b.fetch(action, { method: 'POST', form: { action: 'approve' } }),
    until(),
  );
  const back = new URL(pressed.headers.get('location'));
  if (back.searchParams.get('result') === 'approved') record.approvedPaymentId = back.searchParams.get('paymentId');

  await step(guest, timings, 'return', () => b.fetch(back.pathname + back.search), until());
  const providerParameters = Object.fromEntries([...back.searchParams].filter(([name]) => name !== 'paymentId'));
  await confirm(guest, timings, record, paymentId, providerParameters, until());
  // A reload of the return page confirms again: harmless, still paid once.
  await confirm(guest, timings, record, paymentId, providerParameters, until());

  const followed = performance.now();
  const deadline = Date.now() + FOLLOW_FOR_MS;
  while (
    !FOLLOWED_TO.has(
      (await step(guest, timings, 'status', () => b.fetch(`/api/order/${order.orderId}`), until())).json.status,
    )
  ) {
    if (Date.now() > deadline)
      throw new Error(`status: ${order.orderId} did not reach the kitchen in ${FOLLOW_FOR_MS} ms`);
    await sleep(POLL_MS);
  }
  timings.record('followed', performance.now() - followed);
  guest.completed += 1;
}

async function confirm(guest, timings, record, paymentId, providerParameters, retryUntil) {
  const url = `/api/order/${record.orderId}/payment/${paymentId}/confirm`;
  const confirmed = await step(
    guest,
    timings,
    'confirm',
    () => guest.browser.fetch(url, { method: 'POST', body: { providerParameters } }),
    retryUntil,
  );
  if (!isPaid(confirmed.json.status))
    throw new Error(`confirm: ${record.orderId} is ${confirmed.json.status} after an approved payment`);
  record.paidAt ??= Date.now();
}

/**
 * What the app does on the guest's next visit (resumePendingPayment): a payment approved on the
 * provider's page whose return never got through is confirmed now.
 */
export async function resumePending(guest, timings) {
  for (const record of guest.orders.filter((r) => r.approvedPaymentId && !r.paidAt)) {
    await confirm(guest, timings, record, record.approvedPaymentId, {}, Date.now() + 10_000).catch((error) =>
      guest.failures.push(`resume: ${error.message}`),
    );
  }
}

/** `guests` guests ordering one order after another until `seconds` have passed. */
export async function runGuests({ appUrl, guests, seconds, shops, timings, retryFor, paceMs = 0, onStart = () => {} }) {
  const deadline = Date.now() + seconds * 1000;
  const all = Array.from({ length: guests }, (_, i) => newGuest(appUrl, i + 1));
  onStart();
  await Promise.all(
    all.map(async (guest, i) => {
      // Guests arrive over a second, not in one burst; paced ones over their first interval.
      await sleep(Math.random() * (paceMs || 1000));
      while (Date.now() < deadline) {
        const began = Date.now();
        await orderAndPay(guest, { shopId: shops[i % shops.length], timings, retryFor }).catch(async (error) => {
          guest.failures.push(error.message);
          await sleep(500);
        });
        // Paced: a guest starts an order every paceMs (at once when the last one took longer),
        // so the guests together ask for a set number of orders a minute, whatever the server does.
        if (paceMs) await sleep(Math.max(0, began + paceMs - Date.now()));
      }
      await resumePending(guest, timings);
    }),
  );
  return all;
}
