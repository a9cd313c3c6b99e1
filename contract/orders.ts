/**
 * Order checks: validation problems and the guest-access 404 (no secrets), an order whose choices
 * carry two different codes, reading it back and moving it to a new customer code (any upstream
 * whose shops take orders now), and the full create → pay → confirm round trip (the reference API
 * in dev mode only).
 */
import { randomBytes, randomUUID } from 'node:crypto';

import type { z } from 'zod';

import { readMenu } from '../lib/upstream/read-menu.ts';
// Orders are judged as the app reads them: the contract's orderSchema after lib/upstream/read-order.ts.
import { tolerantOrderSchema as orderSchema, tolerantPaymentStartSchema } from '../lib/upstream/read-order.ts';
import type { Menu, MenuItem, Order, OrderStatus } from '../lib/upstream/schemas/index.ts';
import {
  customerCodeChangeResponseSchema,
  orderCapabilitiesSchema,
  orderStatusSchema,
  type paymentStartResponseSchema,
} from '../lib/upstream/schemas/index.ts';
import type { CheckResult, ShopRef } from './support.ts';
import { check, expectProblem, isReferenceDev, issuesText, JSON_TYPE, send, TIMEOUT_MS, UNKNOWN_SHOP_ID } from './support.ts';

const ORDER_ID_UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** A loopback address nothing listens on: the default return allowlist of the reference API. */
export const DEFAULT_RETURN_URL = 'http://127.0.0.1:9/contract/return';
/** Refusals that say only that a shop takes no orders right now: a check then cannot run, it does not fail. */
const SHOP_STATE_CODES = ['shop-closed', 'shop-closed-at-pickuptime', 'shop-paused', 'shop-offline'];
const PAID_STATUSES: readonly OrderStatus[] = ['Added', 'Started', 'Done', 'Delivered'];

const customerCode = (): string => randomBytes(16).toString('base64url');

/** Order calls that need no secrets: validation problems and the guest-access 404. */
export async function checkOrderErrors(baseUrl: string, results: CheckResult[]): Promise<void> {
  await check(results, 'createOrder POST /api/order with {} answers 400 problem details', async () =>
    expectProblem(await send(baseUrl, 'POST', '/api/order', {}), [400], ['missing-parameter', 'invalid-parameter']),
  );
  await check(results, 'createOrder POST /api/order for an unknown shop answers shop-not-found', async () => {
    const body = {
      shopId: UNKNOWN_SHOP_ID, orderType: 'takeAway', pickupTime: new Date().toISOString(), asap: true, customerCode: customerCode(),
      note: null, spotId: null, email: 'contract@example.com', phone: null, items: [{ code: 'X', quantity: 1, choices: [] }],
    };
    return expectProblem(await send(baseUrl, 'POST', '/api/order', body), [404, 422], ['shop-not-found']);
  });
  await check(results, 'getOrder GET /api/order/{unknown} answers 404 failed-find-order, the same with and without a code', async () => {
    const withCode = await send(baseUrl, 'GET', `/api/order/${ORDER_ID_UNKNOWN}`, undefined, { 'X-CustomerCode': customerCode() });
    const withoutText = await (await send(baseUrl, 'GET', `/api/order/${ORDER_ID_UNKNOWN}`)).text();
    const problemText = await withCode.clone().text();
    const problemCheck = await expectProblem(withCode, [404], ['failed-find-order']);
    if (problemCheck) return problemCheck;
    return withoutText === problemText ? null : 'answers differ with and without X-CustomerCode';
  });
}

/**
 * The order capabilities (beyond SPEC.md; optional): orderCapabilitiesSchema, or 404. Without a
 * declared `idempotencyKey: true` the app never sends a create or payment start again when its
 * answer was lost (it tells the guest ORDER_UNCONFIRMED), so a 404 is a skip, not a failure.
 */
export async function checkOrderCapabilities(baseUrl: string, results: CheckResult[]): Promise<void> {
  await check(results, 'getOrderCapabilities GET /api/order/capabilities answers orderCapabilitiesSchema or 404', async () => {
    const res = await send(baseUrl, 'GET', '/api/order/capabilities');
    if (res.status === 404) {
      await res.text();
      return { skipped: 'the upstream declares no order capabilities (404): a create whose answer was lost is never sent again' };
    }
    if (res.status !== 200) return `status ${res.status}, expected 200 or 404`;
    const parsed = orderCapabilitiesSchema.strict().safeParse(await res.json().catch(() => null));
    return parsed.success ? null : issuesText(parsed.error);
  });
}

/* ------------------------------------------------------------------ placing an order */

type Choice = { level: number; articleCode: string; choiceCode: string };
type Line = { code: string; quantity: number; choices: Choice[] };
type MenuChoice = Extract<MenuItem, { type: 'article' }>['choiceGroups'][number]['choices'][number];

function articlesOf(items: readonly MenuItem[]): Extract<MenuItem, { type: 'article' }>[] {
  return items.flatMap((i) => (i.type === 'article' ? [i] : articlesOf(i.items)));
}

/** A choice with a code of its own: the ordering API's data model sends it as `choiceCode` and its article's code as `articleCode`. */
const hasOwnCode = (c: MenuChoice): boolean => c.code !== c.article.code;

/**
 * The orderable basket lines of a menu, in menu order: each available article with its required
 * choices, each sent with its article's code and its own code. With `ownChoiceCode` a line must
 * hold a choice whose code differs from its article's (picked first, one even where none is required).
 */
export function orderLines(menu: Menu, { ownChoiceCode = false } = {}): Line[] {
  const lines: Line[] = [];
  for (const article of articlesOf(menu.items)) {
    if (article.available === false) continue;
    const choices: Choice[] = [];
    let ok = true;
    let own = false;
    for (const group of article.choiceGroups) {
      const open = group.choices.filter((c) => c.article.available !== false);
      const need = group.minCount ?? 0;
      const ordered = ownChoiceCode ? [...open.filter(hasOwnCode), ...open.filter((c) => !hasOwnCode(c))] : open;
      const wanted = ownChoiceCode && !own && open.some(hasOwnCode) ? Math.max(need, 1) : need;
      const picks = ordered.slice(0, Math.min(wanted, group.maxCount));
      if (picks.length < need) ok = false;
      for (const c of picks) {
        choices.push({ level: group.level, articleCode: c.article.code, choiceCode: c.code });
        own ||= hasOwnCode(c);
      }
    }
    if (ok && (own || !ownChoiceCode)) lines.push({ code: article.code, quantity: 1, choices });
  }
  return lines;
}

/** How many other articles of one menu an order tries when the upstream refuses a line's choices. */
const MAX_LINE_TRIES = 10;

/**
 * A placed order: created (201) and priced as orderSchema says. When the upstream created it but
 * its answer fails the schema, `orderId` still holds the id it answered (a number as its text), so
 * the calls on that order can be checked too.
 */
type Placed = { ok: true; order: Order; line: Line; orderId: string } | { ok: false; outcome: string | { skipped: string }; orderId?: string };

/** The id a created order's answer names: a string, or a number (a restaurant's integer key) as its text. */
function answeredOrderId(json: unknown): string | undefined {
  const id = (json as { orderId?: unknown } | null)?.orderId;
  return typeof id === 'string' && id !== '' ? id : Number.isSafeInteger(id) ? String(id) : undefined;
}

/** A 400 about the basket's lines only (`errors` keyed `items[…]…`): say, a required choice the menu did not list. */
const refusesLine = (status: number, json: { errors?: Record<string, unknown> } | null): boolean =>
  status === 400 && Object.keys(json?.errors ?? {}).length > 0 && Object.keys(json?.errors ?? {}).every((k) => k.startsWith('items['));

/**
 * Orders one of `linesFor(menu)` at the first shop that takes it (201 + orderSchema), trying every
 * order type the settings or a `shop-method-not-supported` answer name. Menus are read the way the
 * app reads them (lib/upstream/read-menu.ts). When a shop refuses a line's choices (a 400 about
 * `items[…]`, e.g. a choice the menu did not list as required) the next line of that menu is tried.
 * Shops that only say they take no orders now make it a skip, not a failure.
 */
async function placeOrder(
  baseUrl: string,
  shops: readonly ShopRef[],
  orderTypes: readonly string[],
  code: string,
  linesFor: (menu: Menu) => Line[],
): Promise<Placed> {
  const attempts: string[] = [];
  let onlyShopState = true;
  for (const shop of shops.filter((s) => s.status === 'online' && s.openForBusiness && !s.externalAppUri)) {
    const menuRes = await send(baseUrl, 'GET', `/api/shops/${shop.id}/menu`);
    const menu = menuRes.status === 200 ? readMenu(await menuRes.json().catch(() => null)) : undefined;
    const lines = menu ? linesFor(menu).slice(0, MAX_LINE_TRIES) : [];
    let types = [...orderTypes];
    lines: for (const line of lines) {
      for (let i = 0; i < types.length; i += 1) {
        const body = {
          shopId: shop.id, orderType: types[i], pickupTime: new Date().toISOString(), asap: true, customerCode: code,
          note: 'contract check', spotId: null, email: 'contract@example.com', phone: '+46 70 000 00 00', items: [line],
        };
        const res = await send(baseUrl, 'POST', '/api/order', body, { 'Idempotency-Key': randomUUID() });
        const json = (await res.json().catch(() => null)) as { code?: string; supported?: string[]; errors?: Record<string, unknown> } | null;
        if (res.status === 201) {
          const parsed = orderSchema.safeParse(json);
          const orderId = answeredOrderId(json);
          if (parsed.success) return { ok: true, order: parsed.data, line, orderId: parsed.data.orderId };
          return { ok: false, outcome: issuesText(parsed.error), ...(orderId ? { orderId } : {}) };
        }
        attempts.push(`shop ${shop.id}: ${res.status} ${json?.code ?? ''}${refusesLine(res.status, json) ? ` (${line.code}: ${Object.keys(json!.errors!).join(', ')})` : ''}`);
        if (json?.code === 'shop-method-not-supported' && json.supported) types = [...new Set([...types, ...json.supported])];
        else if (refusesLine(res.status, json)) {
          onlyShopState = false;
          continue lines; // this line's choices: try the next article
        } else if (json?.code !== 'missing-parameter') {
          if (!SHOP_STATE_CODES.includes(json?.code ?? '')) onlyShopState = false;
          break lines; // closed, paused, …: try the next shop
        }
      }
      break; // every order type was tried for this line
    }
  }
  const tried = attempts.slice(0, 12).join('; ') + (attempts.length > 12 ? ` (+${attempts.length - 12} more)` : '');
  const detail = `no shop took an order (${tried || 'no orderable article'})`;
  return { ok: false, outcome: attempts.length > 0 && onlyShopState ? { skipped: `skipped: ${detail}` } : detail };
}

/**
 * A GET /api/order/{id} answer: the ordering API's calls lets it be the bare status — a JSON string such as
 * "Added" (or the word as text/plain, as an MVC action returning a string answers) — or the
 * order object. Either way the status must be one of the known order statuses.
 */
export async function readOrderStatus(res: Response): Promise<{ status: OrderStatus; order: Order | null } | string> {
  const text = await res.text();
  if (res.status !== 200) return `status ${res.status}, expected 200`;
  const type = res.headers.get('content-type') ?? '';
  let body: unknown;
  if (/^text\/plain\b/i.test(type)) body = text.trim();
  else if (!JSON_TYPE.test(type)) return `content-type "${type}", expected application/json`;
  else {
    try {
      body = JSON.parse(text);
    } catch {
      return 'body is not valid JSON';
    }
  }
  if (typeof body === 'string') {
    const status = orderStatusSchema.safeParse(body);
    return status.success ? { status: status.data, order: null } : `status ${JSON.stringify(body)} is not one of ${orderStatusSchema.options.join(', ')}`;
  }
  const parsed = orderSchema.safeParse(body);
  return parsed.success ? { status: parsed.data.status, order: parsed.data } : issuesText(parsed.error);
}

/** The priced line echoes each sent choice with both of its codes, and no other choice. */
function echoProblems(order: Order, line: Line): string | null {
  const priced = order.lines.find((l) => l.code === line.code);
  if (!priced) return `the order has no line ${line.code}`;
  const problems = line.choices.flatMap((sent) => {
    const echoed = priced.choices.find((c) => c.level === sent.level && c.choiceCode === sent.choiceCode);
    if (!echoed) {
      const got = priced.choices.map((c) => `${c.articleCode}/${c.choiceCode}`).join(', ') || 'none';
      return [`choice ${sent.choiceCode} (level ${sent.level}) is not echoed as choiceCode (priced: ${got})`];
    }
    return echoed.articleCode === sent.articleCode ? [] : [`choice ${sent.choiceCode} echoes articleCode ${echoed.articleCode}, expected ${sent.articleCode}`];
  });
  if (priced.choices.length !== line.choices.length) problems.push(`${priced.choices.length} choices priced, ${line.choices.length} sent`);
  if (order.status !== 'CalculatedPrice') problems.push(`created as ${order.status}`);
  return problems.length > 0 ? problems.join('; ') : null;
}

/**
 * Against any upstream: an order with a choice whose article code and own code differ is priced
 * and echoes both codes; then its guest reads it back (the order or a bare status). A menu in
 * which every choice's code equals its article's is reported: it cannot tell an app that sends
 * the two codes apart from one that sends one code twice.
 */
export async function checkChoiceCodeOrder(
  baseUrl: string,
  results: CheckResult[],
  shops: readonly ShopRef[] | undefined,
  orderTypes: readonly string[],
): Promise<void> {
  const code = customerCode();
  /** The id of the order the upstream created, even when its answer failed orderSchema. */
  let placedId: string | undefined;
  await check(results, 'createOrder POST /api/order prices a choice whose articleCode ≠ choiceCode and echoes both codes', async () => {
    if (!shops) return { skipped: 'skipped: the shop list did not validate' };
    let menusRead = 0;
    let withChoices = 0;
    let ownCodes = 0;
    const result = await placeOrder(baseUrl, shops, orderTypes, code, (menu) => {
      menusRead += 1;
      if (articlesOf(menu.items).some((a) => a.choiceGroups.length > 0)) withChoices += 1;
      if (articlesOf(menu.items).some((a) => a.choiceGroups.some((g) => g.choices.some(hasOwnCode)))) ownCodes += 1;
      return orderLines(menu, { ownChoiceCode: true });
    });
    if (menusRead > 0 && withChoices === 0) {
      return `finding: none of the ${menusRead} menu(s) read lists an article's choices (choiceGroups), so no order with a choice ` +
        '(level, articleCode, choiceCode; the ordering API’s data model) can be built from a menu';
    }
    if (menusRead > 0 && ownCodes === 0) {
      return `finding: in the ${menusRead} menu(s) read every choice's code equals its article's code, so no order can show ` +
        'that articleCode and choiceCode are told apart (the ordering API’s data model)';
    }
    placedId = result.orderId;
    if (!result.ok) return result.outcome;
    return echoProblems(result.order, result.line);
  });
  await check(results, 'getOrder GET /api/order/{id} answers its guest the order or a bare status string, with a known status', async () => {
    if (!placedId) return { skipped: 'skipped: no order was created' };
    const orderId = placedId;
    const read = await readOrderStatus(await send(baseUrl, 'GET', `/api/order/${orderId}`, undefined, { 'X-CustomerCode': code }));
    if (typeof read === 'string') return read;
    if (read.order && read.order.orderId !== orderId) return `answered order ${read.order.orderId}, expected ${orderId}`;
    return read.status === 'CalculatedPrice' ? null : `status ${read.status}, expected CalculatedPrice (not paid yet)`;
  });
  await check(results, "changeCustomerCode POST /api/order/customer-code moves the guest's order: the new code reads it, the old one no longer", async () => {
    if (!placedId) return { skipped: 'skipped: no order was created' };
    const orderId = placedId;
    const fresh = customerCode();
    const res = await send(baseUrl, 'POST', '/api/order/customer-code', { customerCode: fresh }, { 'X-CustomerCode': code });
    if (res.status !== 200) return `status ${res.status}, expected 200`;
    const moved = customerCodeChangeResponseSchema.safeParse(await res.json().catch(() => null));
    if (!moved.success) return issuesText(moved.error);
    if (moved.data.moved < 1) return `moved ${moved.data.moved} orders, expected at least 1`;
    const byNew = await send(baseUrl, 'GET', `/api/order/${orderId}`, undefined, { 'X-CustomerCode': fresh });
    if (byNew.status !== 200) return `the new code reads status ${byNew.status}, expected 200`;
    return expectProblem(await send(baseUrl, 'GET', `/api/order/${orderId}`, undefined, { 'X-CustomerCode': code }), [404], ['failed-find-order']);
  });
}

/* ------------------------------------------------------------------ round trip */

/**
 * create → pay on the provider's hosted page → confirm → read, against the reference API in dev
 * mode only (the provider page and the return allowlist are its own). Skipped elsewhere.
 */
export async function checkOrderRoundTrip(
  baseUrl: string,
  results: CheckResult[],
  shops: readonly ShopRef[] | undefined,
  orderTypes: readonly string[],
  returnUrl: string,
): Promise<void> {
  const name = (step: string) => `orderFlow ${step}`;
  if (!(await isReferenceDev(baseUrl))) {
    results.push({ name: name('round trip'), ok: true, skipped: true, detail: 'skipped: not the reference API in dev mode' });
    return;
  }
  if (!shops) {
    results.push({ name: name('round trip'), ok: true, skipped: true, detail: 'skipped: the shop list did not validate' });
    return;
  }
  const code = customerCode();
  const guest = { 'X-CustomerCode': code };
  let orderId: string | undefined;
  // An order the upstream created goes on through payment even when its answer failed orderSchema,
  // so each step's own answer is checked too.
  await check(results, name('createOrder creates a priced order (201, orderSchema)'), async () => {
    const result = await placeOrder(baseUrl, shops, orderTypes, code, (menu) => orderLines(menu));
    orderId = result.orderId;
    if (!result.ok) return typeof result.outcome === 'string' ? result.outcome : result.outcome.skipped;
    const { status, payment } = result.order;
    return status !== 'CalculatedPrice' || payment.status !== 'NotStarted' ? `created as ${status}/${payment.status}` : null;
  });
  if (!orderId) return;

  let payment: z.infer<typeof paymentStartResponseSchema> | undefined;
  const started = await check(results, name('startPayment answers 201 with the hosted page on the same origin'), async () => {
    const res = await send(baseUrl, 'POST', `/api/order/${orderId}/payment`, { paymentMethod: 'card', returnUrl }, guest);
    if (res.status !== 201) return `status ${res.status}: ${await res.text()}`;
    const parsed = tolerantPaymentStartSchema.safeParse(await res.json());
    if (!parsed.success) return issuesText(parsed.error);
    payment = parsed.data;
    const redirect = new URL(parsed.data.redirectUrl);
    if (redirect.origin !== new URL(baseUrl).origin) return `redirectUrl ${redirect.origin} is not ${new URL(baseUrl).origin}`;
    return parsed.data.status === 'Pending' ? null : `status ${parsed.data.status}, expected Pending`;
  });
  if (!started || !payment) return;
  const pay = payment;

  const approved = await check(results, name('the provider page approves and 303-redirects to returnUrl'), async () => {
    const page = await send(baseUrl, 'GET', new URL(pay.redirectUrl).pathname);
    if (page.status !== 200 || !(await page.text()).includes('value="approve"')) return `hosted page answered ${page.status} without an Approve button`;
    const res = await fetch(pay.redirectUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=approve',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status !== 303) return `status ${res.status}, expected 303`;
    const location = new URL(res.headers.get('location') ?? '', baseUrl);
    const expected = new URL(returnUrl);
    if (location.origin + location.pathname !== expected.origin + expected.pathname) return `redirected to ${location.origin}${location.pathname}`;
    const params = location.searchParams;
    return params.get('paymentId') === pay.paymentId && params.get('result') === 'approved' ? null : `return parameters ${params.toString()}`;
  });
  if (!approved) return;

  const confirm = async (): Promise<string | null> => {
    const res = await send(baseUrl, 'POST', `/api/order/${orderId}/payment/${pay.paymentId}/confirm`, { providerParameters: { result: 'approved' } }, guest);
    if (res.status !== 200) return `status ${res.status}: ${await res.text()}`;
    const parsed = orderSchema.safeParse(await res.json());
    if (!parsed.success) return issuesText(parsed.error);
    const { status, payment: p } = parsed.data;
    return status !== 'CalculatedPrice' && status !== 'Rollbacked' && p.status === 'Captured' ? null : `order ${status}, payment ${p.status}`;
  };
  await check(results, name('confirmPayment marks the order paid (Captured)'), confirm);
  await check(results, name('confirmPayment again is idempotent'), confirm);
  await check(results, name('getOrder returns the paid order to its guest (no-store)'), async () => {
    const res = await send(baseUrl, 'GET', `/api/order/${orderId}`, undefined, guest);
    const cacheControl = res.headers.get('cache-control') ?? '';
    const read = await readOrderStatus(res);
    if (typeof read === 'string') return read;
    if (!/no-store/.test(cacheControl)) return `Cache-Control "${cacheControl}", expected no-store`;
    if (!PAID_STATUSES.includes(read.status)) return `status ${read.status}, expected a paid status`;
    return read.order === null || read.order.payment.status === 'Captured' ? null : `payment ${read.order.payment.status}`;
  });
}
