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
 * Statuses in `allow` (a 412 the caller handles) are kept as problems too, and returned. With
 * `strict`, every error answer must be a proper problem, JSON or not (the app's own routes).
 */
export async function step(guest, timings, name, call, retryUntil, { allow = [], strict = false } = {}) {
  for (;;) {
    const response = await call();
    if (response.status >= 200 && response.status < 400) {
      timings.record(name, response.ms);
      return response;
    }
    const contentType = response.headers?.get('content-type') ?? '';
    const defect =
      response.status === 0 || (!strict && !contentType.includes('json'))
        ? null
        : problemDefect({ ...response, contentType });
    guest.problems.push({ step: name, status: response.status, code: response.json?.code, defect, at: Date.now() });
    if (allow.includes(response.status)) return response;
    if ((response.status > 0 && response.status < 500) || Date.now() > retryUntil)
      throw new JourneyError(name, response);
    await sleep(RETRY_MS);
  }
}

const articlesOf = (items) => items.flatMap((item) => (item.type === 'container' ? articlesOf(item.items) : [item]));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The menu's articles a guest may order at the shop: available, and not refused by its POS. */
export const orderableArticles = (menu, shopId) =>
  articlesOf(menu.items).filter((a) => a.kind === 'Article' && a.available !== false && !NOT_AT[shopId]?.has(a.code));

/**
 * One line as a guest makes it: an article, its required choices (sometimes an extra one), one to
 * three of it. Choices are `{ level, choice }`, the choice as the menu gives it.
 */
export function pickLine(articles) {
  const article = pick(articles);
  const choices = article.choiceGroups.flatMap((group) => {
    const open = group.choices.filter((c) => c.article.available !== false);
    const wanted = group.minCount || (Math.random() < 0.3 ? 1 : 0);
    return open.slice(0, Math.min(wanted, group.maxCount)).map((choice) => ({ level: group.level, choice }));
  });
  return { article, choices, quantity: 1 + Math.floor(Math.random() * 3) };
}

/** One to three lines and the menu's total, as the order request names them. */
export function pickBasket(menu, shopId) {
  const articles = orderableArticles(menu, shopId);
  const lines = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => pickLine(articles));
  const total = lines.reduce(
    (sum, l) => sum + (l.article.price + l.choices.reduce((s, c) => s + c.choice.article.price, 0)) * l.quantity,
    0,
  );
  const items = lines.map((l) => ({
    code: l.article.code,
    quantity: l.quantity,
    choices: l.choices.map((c) => ({ level: c.level, articleCode: c.choice.article.code, choiceCode: c.choice.code })),
  }));
  return { items, total };
}

/** Sends the same request twice at once (a double tap) and insists both name the same thing. */
async function twice(guest, send, idOf, what) {
  const [first, second] = await Promise.all([send(), send()]);
  if (idOf(first) !== idOf(second)) guest.doubled.push(`${what}: a double tap gave ${idOf(first)} and ${idOf(second)}`);
  return first;
}

/**
 * Creates the order as checkout does: the Idempotency-Key of the body and the tab's `attempt`, a
 * double tap once the guest has ordered before, and a retry with the same key that must name the
 * same order. The record is what the ledger audit checks (`expectedTotal`: the menu's prices).
 */
export async function placeOrder(guest, { body, expectedTotal, attempt, timings, retryFor, doubleTap = guest.orders.length > 0 }) {
  const b = guest.browser;
  const key = idempotencyKeyFor(body, attempt);
  guest.createKeys.add(key);
  const create = () =>
    step(
      guest,
      timings,
      'order',
      () => b.fetch('/api/order', { method: 'POST', body, headers: { 'idempotency-key': key } }),
      Date.now() + retryFor,
    );
  // The very first order gives the guest its customer code (in the session cookie): two creates
  // at once before that are two guests to the app (docs/checkout.md, "one gap"), also for a
  // group's member whose session has no customer code yet (groups.mjs probes that case).
  const created = doubleTap ? await twice(guest, create, (r) => r.json.orderId, 'order') : await create();
  const order = created.json;
  if (!b.hasSession) guest.failures.push('no session cookie after the first order');
  const record = {
    orderId: order.orderId,
    shopId: body.shopId,
    // What the restaurant stores of each line (a group's guest labels are checked by its own audit).
    items: body.items.map(({ code, quantity, choices }) => ({ code, quantity, choices })),
    note: body.note,
    expectedTotal,
    apiTotal: order.priced?.total,
    ackAt: Date.now(),
    approvedPaymentId: null,
    paidAt: null,
  };
  guest.orders.push(record);
  if ((await create()).json.orderId !== order.orderId)
    guest.doubled.push('order: a retry with the same key gave another order');
  return record;
}

/**
 * Pays the record's order by card: payment (double-tapped) → the provider's hosted page → Approve
 * → the app's return page → confirm, and a reload that confirms again (harmless, still paid once).
 */
export async function payOrder(guest, { record, attempt, timings, retryFor }) {
  const b = guest.browser;
  const until = () => Date.now() + retryFor;
  const payBody = { paymentMethod: 'card', shopId: record.shopId };
  const payKey = idempotencyKeyFor({ orderId: record.orderId, ...payBody }, attempt);
  const start = () =>
    step(
      guest,
      timings,
      'payment',
      () =>
        b.fetch(`/api/order/${record.orderId}/payment`, {
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
  await confirm(guest, timings, record, paymentId, providerParameters, until());
}

/** One order from menu to the kitchen; `retryFor` bounds how long a step is retried on 5xx. */
export async function orderAndPay(guest, { shopId, timings, retryFor }) {
  const b = guest.browser;
  const until = () => Date.now() + retryFor;
  const attempt = randomUUID(); // the tab's attempt nonce, renewed after each payment

  const menu = (await step(guest, timings, 'menu', () => b.fetch(`/api/shops/${shopId}/menu`), until())).json;
  const basket = pickBasket(menu, shopId);
  const body = {
    shopId,
    orderType: 'takeAway',
    asap: true,
    pickupTime: null,
    note: `guest ${guest.id} order ${guest.orders.length + 1}`,
    spotId: null,
    email: `guest${guest.id}@example.com`,
    phone: null,
    items: basket.items,
  };
  const record = await placeOrder(guest, { body, expectedTotal: basket.total, attempt, timings, retryFor });
  await payOrder(guest, { record, attempt, timings, retryFor });

  const followed = performance.now();
  const deadline = Date.now() + FOLLOW_FOR_MS;
  while (
    !FOLLOWED_TO.has(
      (await step(guest, timings, 'status', () => b.fetch(`/api/order/${record.orderId}`), until())).json.status,
    )
  ) {
    if (Date.now() > deadline)
      throw new Error(`status: ${record.orderId} did not reach the kitchen in ${FOLLOW_FOR_MS} ms`);
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
