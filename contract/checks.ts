/**
 * Contract conformance checks: run against ANY upstream base URL to see whether it answers
 * the public calls the app makes the way lib/upstream/schemas says.
 */
import { randomBytes, randomUUID } from 'node:crypto';

import type { z } from 'zod';

import type { ContractCall, Menu, MenuItem, Settings, Shop } from '../lib/upstream/schemas/index.ts';
import {
  CONTRACT_CALLS,
  offersSchema,
  orderHistorySchema,
  orderSchema,
  paymentStartResponseSchema,
  problemDetailsSchema,
} from '../lib/upstream/schemas/index.ts';

/** `skipped` checks could not run against this upstream (they count as passed). */
export type CheckResult = { name: string; ok: boolean; detail?: string; skipped?: boolean };

const TIMEOUT_MS = 10_000;
const UNKNOWN_SHOP_ID = 2147483647;

function call(id: string): ContractCall {
  const found = CONTRACT_CALLS.find((c) => c.id === id);
  if (!found) throw new Error(`contract call ${id} is missing from CONTRACT_CALLS`);
  return found;
}

function issuesText(error: z.ZodError): string {
  const lines = error.issues.slice(0, 10).map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`);
  const more = error.issues.length > 10 ? ` (+${error.issues.length - 10} more)` : '';
  return lines.join('; ') + more;
}

async function request(baseUrl: string, path: string): Promise<Response> {
  return fetch(new URL(path, baseUrl), {
    headers: { Accept: 'application/json' },
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

/** GET a contract call, check 200 + JSON + schema. Returns the parsed body when ok. */
async function checkCall(
  baseUrl: string,
  results: CheckResult[],
  c: ContractCall,
  params: Record<string, string> = {},
): Promise<unknown> {
  const path = c.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
  const name = `${c.id} ${c.method} ${path}`;
  try {
    const res = await request(baseUrl, path);
    const text = await res.text();
    if (res.status !== 200) {
      results.push({ name, ok: false, detail: `status ${res.status}, expected 200` });
      return undefined;
    }
    const type = res.headers.get('content-type') ?? '';
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
      results.push({ name, ok: false, detail: `content-type "${type}", expected application/json` });
      return undefined;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      results.push({ name, ok: false, detail: 'body is not valid JSON' });
      return undefined;
    }
    const parsed = c.response.safeParse(body);
    if (!parsed.success) {
      results.push({ name, ok: false, detail: issuesText(parsed.error) });
      return undefined;
    }
    results.push({ name, ok: true });
    return parsed.data;
  } catch (error) {
    results.push({ name, ok: false, detail: `request failed: ${error instanceof Error ? error.message : String(error)}` });
    return undefined;
  }
}

async function checkUnknownShop(baseUrl: string, results: CheckResult[]): Promise<void> {
  const path = `/api/shops/${UNKNOWN_SHOP_ID}`;
  const name = `unknown shop GET ${path} answers 404 problem details`;
  try {
    const res = await request(baseUrl, path);
    const text = await res.text();
    if (res.status !== 404) {
      results.push({ name, ok: false, detail: `status ${res.status}, expected 404` });
      return;
    }
    const type = res.headers.get('content-type') ?? '';
    if (!/^application\/(problem\+)?json\b/i.test(type)) {
      results.push({ name, ok: false, detail: `content-type "${type}", expected application/problem+json` });
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      results.push({ name, ok: false, detail: 'body is not valid JSON' });
      return;
    }
    const parsed = problemDetailsSchema.safeParse(body);
    if (!parsed.success) {
      results.push({ name, ok: false, detail: issuesText(parsed.error) });
    } else if (parsed.data.status !== undefined && parsed.data.status !== 404) {
      results.push({ name, ok: false, detail: `problem status ${parsed.data.status}, expected 404` });
    } else if (parsed.data.type === undefined && parsed.data.title === undefined && parsed.data.code === undefined) {
      results.push({ name, ok: false, detail: 'problem details carry neither type, title nor code' });
    } else {
      results.push({ name, ok: true });
    }
  } catch (error) {
    results.push({ name, ok: false, detail: `request failed: ${error instanceof Error ? error.message : String(error)}` });
  }
}

async function checkDesign(baseUrl: string, results: CheckResult[]): Promise<void> {
  const name = 'design GET /api/settings/design is a text/css stylesheet';
  try {
    const res = await fetch(new URL('/api/settings/design', baseUrl), { signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.text();
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200) results.push({ name, ok: false, detail: `status ${res.status}, expected 200` });
    else if (!/^text\/css\b/i.test(type)) results.push({ name, ok: false, detail: `content-type "${type}", expected text/css` });
    else results.push({ name, ok: true });
  } catch (error) {
    results.push({ name, ok: false, detail: `request failed: ${error instanceof Error ? error.message : String(error)}` });
  }
}

/* ------------------------------------------------------------------ orders */

const ORDER_ID_UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** A loopback address nothing listens on: the default return allowlist of the reference API. */
export const DEFAULT_RETURN_URL = 'http://127.0.0.1:9/contract/return';

const customerCode = (): string => randomBytes(16).toString('base64url');

async function send(baseUrl: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(path, baseUrl), {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

/** Checks a response is a problem with one of `statuses` and, when it carries a code, one of `codes`. */
async function expectProblem(res: Response, statuses: number[], codes: string[]): Promise<string | null> {
  const text = await res.text();
  if (!statuses.includes(res.status)) return `status ${res.status}, expected ${statuses.join(' or ')}`;
  const type = res.headers.get('content-type') ?? '';
  if (!/^application\/(problem\+)?json\b/i.test(type)) return `content-type "${type}", expected application/problem+json`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'body is not valid JSON';
  }
  const parsed = problemDetailsSchema.safeParse(body);
  if (!parsed.success) return issuesText(parsed.error);
  const p = parsed.data;
  if (p.status !== undefined && p.status !== res.status) return `problem status ${p.status} differs from HTTP ${res.status}`;
  const code = p.code ?? p.type?.split('/').pop();
  if (code !== undefined && p.code !== undefined && !codes.includes(code)) return `code "${code}", expected ${codes.join(' or ')}`;
  return null;
}

async function check(results: CheckResult[], name: string, run: () => Promise<string | null>): Promise<boolean> {
  try {
    const detail = await run();
    results.push(detail === null ? { name, ok: true } : { name, ok: false, detail });
    return detail === null;
  } catch (error) {
    results.push({ name, ok: false, detail: `request failed: ${error instanceof Error ? error.message : String(error)}` });
    return false;
  }
}

/** Order calls that need no secrets: validation problems and the guest-access 404. */
async function checkOrderErrors(baseUrl: string, results: CheckResult[]): Promise<void> {
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

/* ------------------------------------------------------------------ accounts */

const PASSWORD_CODES = ['PasswordTooShort', 'PasswordRequiresNonAlphanumeric', 'PasswordRequiresDigit', 'PasswordRequiresLower', 'PasswordRequiresUpper'];
const randomEmail = (): string => `contract-${randomBytes(6).toString('hex')}@example.com`;

/**
 * Account calls that need no secrets and create nothing: register refuses a weak password with a
 * ValidationProblemDetails keyed by Identity code, login with a wrong password answers a 401 problem
 * (`detail: Failed`), forgotPassword for an unknown address answers 200 empty (no enumeration), the
 * profile needs a token, the order history answers an empty list without one, campaigns parse.
 */
async function checkAccounts(baseUrl: string, results: CheckResult[], shopId: number | undefined): Promise<void> {
  await check(results, 'register POST /api/identity/register with a weak password answers a ValidationProblem keyed by code', async () => {
    const body = {
      email: randomEmail(), password: 'abc', name: 'Contract', lastName: 'Check', phone: '+46 70 000 00 00',
      favoriteShopId: shopId ?? 1, acceptTerms: true,
    };
    const res = await send(baseUrl, 'POST', '/api/identity/register', body);
    const text = await res.text();
    if (res.status !== 400) return `status ${res.status}, expected 400`;
    if (!/^application\/(problem\+)?json\b/i.test(res.headers.get('content-type') ?? '')) return `content-type "${res.headers.get('content-type')}"`;
    const parsed = problemDetailsSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return issuesText(parsed.error);
    const keys = Object.keys(parsed.data.errors ?? {});
    if (!keys.includes('PasswordTooShort')) return `errors keys ${JSON.stringify(keys)}, expected PasswordTooShort among them`;
    const stray = keys.filter((k) => k.startsWith('Password') && !PASSWORD_CODES.includes(k));
    if (stray.length > 0) return `unknown password codes ${stray.join(', ')}`;
    return parsed.data.title === undefined ? 'no title' : null;
  });
  await check(results, 'login POST /api/identity/login with a wrong password answers a 401 problem (detail Failed)', async () => {
    const res = await send(baseUrl, 'POST', '/api/identity/login', { email: randomEmail(), password: 'Wrong-password-1' });
    const problemCheck = await expectProblem(res.clone(), [401], []);
    if (problemCheck) return problemCheck;
    const detail = ((await res.json()) as { detail?: string }).detail;
    return detail?.toLowerCase() === 'failed' ? null : `detail ${JSON.stringify(detail)}, expected "Failed"`;
  });
  await check(results, 'forgotPassword POST /api/identity/forgotPassword for an unknown e-mail answers 200 empty', async () => {
    const res = await send(baseUrl, 'POST', '/api/identity/forgotPassword', { email: randomEmail() });
    const text = await res.text();
    if (res.status !== 200) return `status ${res.status}, expected 200`;
    return text === '' ? null : 'body is not empty';
  });
  await check(results, 'getProfile GET /api/user/profile without a token answers 401', async () => {
    const res = await send(baseUrl, 'GET', '/api/user/profile');
    await res.text();
    return res.status === 401 ? null : `status ${res.status}, expected 401`;
  });
  await check(results, 'orderHistory GET /api/user/order-history without a token answers an empty list', async () => {
    const res = await send(baseUrl, 'GET', '/api/user/order-history?pageIndex=0&pageSize=10');
    if (res.status !== 200) return `status ${res.status}, expected 200`;
    const parsed = orderHistorySchema.safeParse(await res.json());
    if (!parsed.success) return issuesText(parsed.error);
    return parsed.data.items.length === 0 && parsed.data.totalCount === 0 ? null : `${parsed.data.items.length} items, totalCount ${parsed.data.totalCount}`;
  });
  await check(results, 'listCampaigns GET /api/campaigns answers offersSchema', async () => {
    const res = await send(baseUrl, 'GET', '/api/campaigns');
    if (res.status !== 200) return `status ${res.status}, expected 200`;
    const parsed = offersSchema.safeParse(await res.json());
    return parsed.success ? null : issuesText(parsed.error);
  });
}

function articlesOf(items: readonly MenuItem[]): Extract<MenuItem, { type: 'article' }>[] {
  return items.flatMap((i) => (i.type === 'article' ? [i] : articlesOf(i.items)));
}

/** An orderable basket line from a menu: an available article with its required choices. */
function basketLine(menu: Menu): { code: string; quantity: number; choices: { level: number; articleCode: string; choiceCode: string }[] } | null {
  for (const article of articlesOf(menu.items)) {
    if (article.available === false) continue;
    const choices: { level: number; articleCode: string; choiceCode: string }[] = [];
    let ok = true;
    for (const group of article.choiceGroups) {
      const need = group.minCount ?? 0;
      const picks = group.choices.filter((c) => c.article.available !== false).slice(0, need);
      if (picks.length < need) ok = false;
      for (const c of picks) choices.push({ level: group.level, articleCode: c.code, choiceCode: c.code });
    }
    if (ok) return { code: article.code, quantity: 1, choices };
  }
  return null;
}

/**
 * create → pay on the provider's hosted page → confirm → read, against the reference API in dev
 * mode only (the provider page and the return allowlist are its own). Skipped elsewhere.
 */
async function checkOrderRoundTrip(baseUrl: string, results: CheckResult[], shops: Shop[] | undefined, returnUrl: string): Promise<void> {
  const name = (step: string) => `orderFlow ${step}`;
  const health = await send(baseUrl, 'GET', '/_dev/health').catch(() => null);
  const isReferenceDev = health !== null && health.status === 200 && ((await health.json().catch(() => null)) as { ok?: unknown } | null)?.ok === true;
  if (!isReferenceDev || !shops) {
    results.push({ name: name('round trip'), ok: true, skipped: true, detail: 'skipped: not the reference API in dev mode' });
    return;
  }
  const settings = (await (await send(baseUrl, 'GET', '/api/settings')).json()) as Settings;
  const code = customerCode();
  const guest = { 'X-CustomerCode': code };
  let orderId: string | undefined;
  const attempts: string[] = [];
  const created = await check(results, name('createOrder creates a priced order (201, orderSchema)'), async () => {
    for (const shop of shops.filter((s) => s.status === 'online' && s.openForBusiness && !s.externalAppUri)) {
      const menu = (await (await send(baseUrl, 'GET', `/api/shops/${shop.id}/menu`)).json()) as Menu;
      const line = basketLine(menu);
      if (!line) continue;
      let orderTypes: string[] = [...settings.orderTypes];
      for (let i = 0; i < orderTypes.length; i += 1) {
        const body = {
          shopId: shop.id, orderType: orderTypes[i], pickupTime: new Date().toISOString(), asap: true, customerCode: code,
          note: 'contract check', spotId: null, email: 'contract@example.com', phone: '+46 70 000 00 00', items: [line],
        };
        const res = await send(baseUrl, 'POST', '/api/order', body, { 'Idempotency-Key': randomUUID() });
        const json = (await res.json()) as { code?: string; supported?: string[] };
        if (res.status === 201) {
          const parsed = orderSchema.safeParse(json);
          if (!parsed.success) return issuesText(parsed.error);
          if (parsed.data.status !== 'CalculatedPrice' || parsed.data.payment.status !== 'NotStarted') return `created as ${parsed.data.status}/${parsed.data.payment.status}`;
          orderId = parsed.data.orderId;
          return null;
        }
        attempts.push(`shop ${shop.id}: ${res.status} ${json.code ?? ''}`);
        if (json.code === 'shop-method-not-supported' && json.supported) orderTypes = [...new Set([...orderTypes, ...json.supported])];
        else if (json.code !== 'missing-parameter') break; // closed, paused, …: try the next shop
      }
    }
    return `no shop took an order (${attempts.join('; ') || 'no orderable article'})`;
  });
  if (!created || !orderId) return;

  let payment: z.infer<typeof paymentStartResponseSchema> | undefined;
  const started = await check(results, name('startPayment answers 201 with the hosted page on the same origin'), async () => {
    const res = await send(baseUrl, 'POST', `/api/order/${orderId}/payment`, { paymentMethod: 'card', returnUrl }, guest);
    if (res.status !== 201) return `status ${res.status}: ${await res.text()}`;
    const parsed = paymentStartResponseSchema.safeParse(await res.json());
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
    if (res.status !== 200) return `status ${res.status}`;
    if (!/no-store/.test(res.headers.get('cache-control') ?? '')) return `Cache-Control "${res.headers.get('cache-control')}", expected no-store`;
    const parsed = orderSchema.safeParse(await res.json());
    if (!parsed.success) return issuesText(parsed.error);
    return parsed.data.payment.status === 'Captured' ? null : `payment ${parsed.data.payment.status}`;
  });
}

export type ContractOptions = {
  /** returnUrl for the payment round trip; it must be on the upstream's return allowlist. */
  returnUrl?: string;
};

export async function runContractChecks(baseUrl: string, options: ContractOptions = {}): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  await checkCall(baseUrl, results, call('getSettings'));
  await checkCall(baseUrl, results, call('listLanguages'));
  const shops = (await checkCall(baseUrl, results, call('listShops'))) as { id: number }[] | undefined;
  if (shops === undefined) {
    results.push({ name: 'per-shop checks', ok: false, detail: 'skipped: the shop list did not validate' });
  } else {
    if (shops.length === 0) results.push({ name: 'listShops returns at least one shop', ok: false, detail: 'empty list' });
    for (const shop of shops) {
      const params = { shopId: String(shop.id) };
      const one = (await checkCall(baseUrl, results, call('getShop'), params)) as { id: number } | undefined;
      if (one && one.id !== shop.id) {
        results.push({ name: `getShop ${shop.id} returns that shop`, ok: false, detail: `got id ${one.id}` });
      }
      await checkCall(baseUrl, results, call('getMenu'), params);
      await checkCall(baseUrl, results, call('listDeliverySpots'), params);
    }
  }
  await checkUnknownShop(baseUrl, results);
  await checkDesign(baseUrl, results);
  await checkOrderErrors(baseUrl, results);
  await checkAccounts(baseUrl, results, (shops as { id: number }[] | undefined)?.[0]?.id);
  await checkOrderRoundTrip(baseUrl, results, shops as Shop[] | undefined, options.returnUrl ?? DEFAULT_RETURN_URL);
  return results;
}
