/**
 * Contract conformance checks: run against ANY upstream base URL to see whether it answers
 * the public calls the app makes the way lib/upstream/schemas says.
 */
import type { z } from 'zod';

import type { ContractCall } from '../lib/upstream/schemas/index.ts';
import { CONTRACT_CALLS, problemDetailsSchema } from '../lib/upstream/schemas/index.ts';

export type CheckResult = { name: string; ok: boolean; detail?: string };

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

export async function runContractChecks(baseUrl: string): Promise<CheckResult[]> {
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
  return results;
}
