/**
 * Contract conformance checks: run against ANY upstream base URL to see whether it answers
 * the public calls the app makes in a way the app reads: menus and the order history through the
 * app's own readers (lib/upstream/read-menu.ts, read-history.ts), everything else through
 * lib/upstream/schemas. A shop list that does not validate is still walked by the ids it holds.
 */
import { randomBytes } from 'node:crypto';

import { z } from 'zod';

import { readOrderHistory } from '../lib/upstream/read-history.ts';
import type { Skipped } from '../lib/upstream/read-menu.ts';
import { readMenu } from '../lib/upstream/read-menu.ts';
import { tolerantShopSchema } from '../lib/upstream/read-shop.ts';
import type { ContractCall, Settings, Shop } from '../lib/upstream/schemas/index.ts';
import { CONTRACT_CALLS, DAY_OF_WEEK_NAMES, dayOfWeekSchema, moneySchema, offersSchema, openingHoursSchema, problemDetailsSchema } from '../lib/upstream/schemas/index.ts';
import { checkAccountFlow } from './accounts.ts';
import { checkKitchen } from './kitchen.ts';
import { checkChoiceCodeOrder, checkOrderCapabilities, checkOrderErrors, checkOrderRoundTrip, DEFAULT_RETURN_URL } from './orders.ts';
import { checkSignInLink } from './sign-in-link.ts';
import type { CheckResult, ShopRef } from './support.ts';
import {
  check, errorText, expectProblem, isReferenceDev, issuesText, JSON_TYPE, PROBLEM_TYPE, rawShopRefs, request, send, TIMEOUT_MS, UNKNOWN_SHOP_ID,
} from './support.ts';

export { DEFAULT_RETURN_URL } from './orders.ts';
export type { CheckResult } from './support.ts';

function call(id: string): ContractCall {
  const found = CONTRACT_CALLS.find((c) => c.id === id);
  if (!found) throw new Error(`contract call ${id} is missing from CONTRACT_CALLS`);
  return found;
}

/** How the app reads an answer: its value, or why it cannot (default: the call's contract schema). */
type Reader = (body: unknown) => { value: unknown } | { error: string };

const readShop: Reader = (body) => {
  const parsed = tolerantShopSchema.safeParse(body);
  return parsed.success ? { value: parsed.data } : { error: issuesText(parsed.error) };
};
/** Each shop of a list read on its own; the first that cannot be read is named by its index, as zod names a path. */
const readShopList: Reader = (body) => {
  if (!Array.isArray(body)) return { error: 'not a list of shops' };
  const value: unknown[] = [];
  for (const [index, entry] of body.entries()) {
    const parsed = tolerantShopSchema.safeParse(entry);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ ...issue, path: [index, ...issue.path] }));
      return { error: issuesText(new z.ZodError(issues)) };
    }
    value.push(parsed.data);
  }
  return { value };
};

/**
 * GET a contract call, check 200 + JSON + that the app can read it (`read`, default the call's
 * response schema). Returns what was read when ok.
 */
async function checkCall(
  baseUrl: string,
  results: CheckResult[],
  c: ContractCall,
  params: Record<string, string> = {},
  read: Reader = (body) => {
    const parsed = c.response.safeParse(body);
    return parsed.success ? { value: parsed.data } : { error: issuesText(parsed.error) };
  },
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
    if (!JSON_TYPE.test(type)) {
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
    const parsed = read(body);
    if ('error' in parsed) {
      results.push({ name, ok: false, detail: parsed.error });
      return undefined;
    }
    results.push({ name, ok: true });
    return parsed.value;
  } catch (error) {
    results.push({ name, ok: false, detail: errorText(error) });
    return undefined;
  }
}

/* ------------------------------------------------------------------ menus */

/** Every object in a JSON tree, depth first. */
function objectsOf(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objectsOf);
  if (value !== null && typeof value === 'object') return [value as Record<string, unknown>, ...Object.values(value).flatMap(objectsOf)];
  return [];
}

/** Why the menu reader left an article out, from the raw menu: no price, a price that is not money (moneySchema), or its code. */
function whySkipped(raw: unknown, s: Skipped): string {
  if (s.what !== 'article') return `${s.what} ${JSON.stringify(s.id)}`;
  const entry = objectsOf(raw).find((o) => o.code === s.id && !Array.isArray(o.items));
  const price = moneySchema.safeParse(entry?.price);
  let reason = '';
  if (entry?.price === undefined) reason = entry ? ' (no price)' : '';
  else reason = price.success ? ' (its code)' : ` (price ${JSON.stringify(entry.price)}: ${price.error.issues[0]?.message ?? 'invalid'})`;
  return `article ${JSON.stringify(s.id)}${reason}`;
}

/**
 * A menu as the app reads it (lib/upstream/read-menu.ts), item by item: the check fails when the
 * reader finds no menu, or leaves out any item (named, with the reason for an article).
 */
const readWholeMenu: Reader = (body) => {
  const skipped: Skipped[] = [];
  const menu = readMenu(body, skipped);
  if (!menu) return { error: "the app's menu reader (lib/upstream/read-menu.ts) finds no menu: a menu has a list of items" };
  if (skipped.length === 0) return { value: menu };
  const named = skipped.slice(0, 5).map((s) => whySkipped(body, s)).join(', ');
  return { error: `the app's menu reader (lib/upstream/read-menu.ts) leaves out ${skipped.length} item(s): ${named}${skipped.length > 5 ? ', …' : ''}` };
};

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
    if (!PROBLEM_TYPE.test(type)) {
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
    results.push({ name, ok: false, detail: errorText(error) });
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
    results.push({ name, ok: false, detail: errorText(error) });
  }
}

/* ------------------------------------------------------------------ opening hours */

const openingTimesSchema = openingHoursSchema.omit({ dayOfWeek: true });

/**
 * A .NET upstream writes DayOfWeek as its number (System.Text.Json's default, 0 = Sunday … 6) or,
 * with JsonStringEnumConverter, as its English name ("Monday"); both are accepted. Checked on the
 * raw shop list, apart from the rest of the shop's shape.
 */
async function checkOpeningHours(baseUrl: string, results: CheckResult[]): Promise<void> {
  await check(results, 'openingHours GET /api/shops: dayOfWeek is a .NET day number (0 = Sunday … 6) or an English weekday name', async () => {
    const res = await request(baseUrl, '/api/shops');
    if (res.status !== 200) return `status ${res.status}, expected 200`;
    const body = (await res.json()) as unknown;
    if (!Array.isArray(body)) return 'the shop list is not a JSON array';
    const bad: string[] = [];
    body.forEach((shop: unknown, i) => {
      const hours = (shop as { openingHours?: unknown } | null)?.openingHours;
      if (!Array.isArray(hours)) {
        bad.push(`${i}.openingHours: not a list`);
        return;
      }
      hours.forEach((h: unknown, j) => {
        const day = (h as { dayOfWeek?: unknown } | null)?.dayOfWeek;
        if (!dayOfWeekSchema.safeParse(day).success) {
          bad.push(`${i}.openingHours.${j}.dayOfWeek: ${JSON.stringify(day)} is neither 0–6 nor ${DAY_OF_WEEK_NAMES.join('/')}`);
        }
        const times = openingTimesSchema.safeParse(h);
        if (!times.success) bad.push(`${i}.openingHours.${j}: ${issuesText(times.error)}`);
      });
    });
    return bad.length === 0 ? null : bad.slice(0, 10).join('; ') + (bad.length > 10 ? ` (+${bad.length - 10} more)` : '');
  });
}

/* ------------------------------------------------------------------ accounts */

const PASSWORD_CODES = ['PasswordTooShort', 'PasswordRequiresNonAlphanumeric', 'PasswordRequiresDigit', 'PasswordRequiresLower', 'PasswordRequiresUpper'];
const randomEmail = (): string => `contract-${randomBytes(6).toString('hex')}@example.com`;

/**
 * Account calls that need no secrets and create nothing: register refuses a weak password with a
 * ValidationProblemDetails keyed by Identity code, login with a wrong password answers a 401 problem
 * (`detail: Failed`), forgotPassword for an unknown address answers 200 empty (no enumeration), the
 * profile, an account change and deleting need a token, the order history answers an empty list
 * without one, campaigns parse.
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
    if (!PROBLEM_TYPE.test(res.headers.get('content-type') ?? '')) return `content-type "${res.headers.get('content-type')}"`;
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
  for (const [id, method, path, body] of [
    ['changeAccountInfo', 'POST', '/api/identity/manage/info', { newEmail: randomEmail(), oldPassword: 'Wrong-password-1' }],
    ['deleteAccount', 'DELETE', '/api/user', { password: 'Wrong-password-1' }],
  ] as const) {
    await check(results, `${id} ${method} ${path} without a token answers 401`, async () => {
      const res = await send(baseUrl, method, path, body);
      await res.text();
      return res.status === 401 ? null : `status ${res.status}, expected 401`;
    });
  }
  await check(results, 'orderHistory GET /api/user/order-history without a token answers an empty list', async () => {
    const res = await send(baseUrl, 'GET', '/api/user/order-history?pageIndex=0&pageSize=10');
    if (res.status !== 200) return `status ${res.status}, expected 200`;
    // As the app reads it (lib/upstream/read-history.ts): a page, or SPEC.md's plain list.
    const history = readOrderHistory(await res.json(), 0, 10);
    if (!history) return "the app's history reader (lib/upstream/read-history.ts) finds neither a page of orders nor a list";
    return history.items.length === 0 && history.totalCount === 0 ? null : `${history.items.length} items, totalCount ${history.totalCount}`;
  });
  await check(results, 'listCampaigns GET /api/campaigns answers offersSchema', async () => {
    const res = await send(baseUrl, 'GET', '/api/campaigns');
    if (res.status !== 200) return `status ${res.status}, expected 200`;
    const parsed = offersSchema.safeParse(await res.json());
    return parsed.success ? null : issuesText(parsed.error);
  });
}

export type ContractOptions = {
  /** returnUrl for the payment round trip; it must be on the upstream's return allowlist. */
  returnUrl?: string;
  /** Run the account round trip (it registers and deletes an account) on an upstream that is not the reference API in dev mode. */
  accounts?: boolean;
};

export async function runContractChecks(baseUrl: string, options: ContractOptions = {}): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const settings = (await checkCall(baseUrl, results, call('getSettings'))) as Settings | undefined;
  await checkCall(baseUrl, results, call('listLanguages'));
  // Shops are judged as the app reads them (lib/upstream/read-shop.ts): every one must be readable.
  const listed = (await checkCall(baseUrl, results, call('listShops'), {}, readShopList)) as Shop[] | undefined;
  await checkOpeningHours(baseUrl, results);
  // A list that did not validate is still walked, by the ids it holds, so every other check runs too.
  const shops: ShopRef[] | undefined = listed ?? (await rawShopRefs(baseUrl));
  if (shops === undefined) {
    results.push({ name: 'per-shop checks', ok: false, detail: 'skipped: the shop list did not validate' });
  } else {
    if (shops.length === 0) results.push({ name: 'listShops returns at least one shop', ok: false, detail: 'empty list' });
    for (const shop of shops) {
      const params = { shopId: String(shop.id) };
      const one = (await checkCall(baseUrl, results, call('getShop'), params, readShop)) as { id: number } | undefined;
      if (one && one.id !== shop.id) {
        results.push({ name: `getShop ${shop.id} returns that shop`, ok: false, detail: `got id ${one.id}` });
      }
      await checkCall(baseUrl, results, call('getMenu'), params, readWholeMenu);
      await checkCall(baseUrl, results, call('listDeliverySpots'), params);
    }
  }
  await checkUnknownShop(baseUrl, results);
  await checkDesign(baseUrl, results);
  await checkOrderErrors(baseUrl, results);
  await checkOrderCapabilities(baseUrl, results);
  const orderTypes = settings?.orderTypes ?? ['takeAway', 'dineInPlace'];
  await checkChoiceCodeOrder(baseUrl, results, shops, orderTypes);
  await checkAccounts(baseUrl, results, shops?.[0]?.id);
  await checkSignInLink(baseUrl, results);
  await checkAccountFlow(baseUrl, results, shops?.[0]?.id, options.accounts === true || (await isReferenceDev(baseUrl)));
  await checkOrderRoundTrip(baseUrl, results, shops, orderTypes, options.returnUrl ?? DEFAULT_RETURN_URL);
  await checkKitchen(baseUrl, results, shops);
  return results;
}
