/** Helpers for the ordering-api tests: a seeded database in a throw-away data dir. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Hono } from 'hono';

import type { CreateAppOptions } from './app.ts';
import { createApp } from './app.ts';
import type { AppEnv } from './context.ts';
import type { Db } from './db/database.ts';
import { choiceCodeOf } from './seed/menu-choices.ts';
import { openPreparedDatabase } from './server.ts';

export function makeTempDir(prefix = 'ordering-api-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

export type TestApi = { app: Hono<AppEnv>; db: Db; dataDir: string; cleanup(): void };

export function openTestApi(options: Partial<Omit<CreateAppOptions, 'db'>> = {}): TestApi {
  const dataDir = makeTempDir();
  const db = openPreparedDatabase(dataDir);
  const app = createApp({ dev: true, logError: () => {}, ...options, db });
  return {
    app,
    db,
    dataDir,
    cleanup() {
      if (db.isOpen) db.close();
      removeDir(dataDir);
    },
  };
}

export type TestClock = ReturnType<typeof testClock>;
export type LiveTestApi = Omit<TestApi, 'cleanup'> & { readonly clock: TestClock };

/**
 * A seeded API in a throw-away data dir for each test of the surrounding `describe` (with
 * `lifetime: 'all'` one for all of them), removed afterwards. It runs on a test clock (Wednesday
 * noon; `clock` moves it) with the kitchen timer off unless `options` say otherwise. Read its
 * members inside tests and hooks only.
 */
export function useTestApi(options: Partial<Omit<CreateAppOptions, 'db'>> = {}, lifetime: 'each' | 'all' = 'each'): LiveTestApi {
  let current: (TestApi & { clock: TestClock }) | undefined;
  const open = (): void => {
    const clock = testClock();
    current = { ...openTestApi({ now: clock.now, kitchenStepMs: 0, ...options }), clock };
  };
  const close = (): void => {
    current?.cleanup();
    current = undefined;
  };
  if (lifetime === 'each') {
    beforeEach(open);
    afterEach(close);
  } else {
    beforeAll(open);
    afterAll(close);
  }
  const live = (): TestApi & { clock: TestClock } => {
    if (!current) throw new Error('useTestApi: the API exists only while a test runs');
    return current;
  };
  return {
    get app() {
      return live().app;
    },
    get db() {
      return live().db;
    },
    get dataDir() {
      return live().dataDir;
    },
    get clock() {
      return live().clock;
    },
  };
}

/** A fresh empty temp dir for each test of the surrounding `describe`, removed afterwards. */
export function useTempDir(): () => string {
  let dir: string | undefined;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => {
    if (dir) removeDir(dir);
    dir = undefined;
  });
  return () => {
    if (!dir) throw new Error('useTempDir: the dir exists only while a test runs');
    return dir;
  };
}

export async function getJson(app: Hono<AppEnv>, url: string): Promise<{ status: number; type: string; body: unknown }> {
  const res = await app.request(url);
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.json() };
}

export function sendJson(app: Hono<AppEnv>, method: string, url: string, body: unknown): Promise<Response> {
  const init = method === 'GET' || method === 'HEAD'
    ? { method }
    : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  return Promise.resolve(app.request(url, init));
}

/* ------------------------------------------------------------------ orders */

/** A customer code as the BFF makes them (base64url of 16 random bytes is 22 chars). */
export const TEST_CODE = 'guest-code-0123456789ab';
export const OTHER_CODE = 'other-code-0123456789ab';

/** Wednesday 2026-05-06 12:00 in Stockholm: shops 1, 2, 4, 7 and 10 are open. */
export const WEDNESDAY_NOON = '2026-05-06T10:00:00.000Z';

/** A settable clock for `now`. */
export function testClock(start = WEDNESDAY_NOON): { now: () => Date; set(iso: string): void; advance(ms: number): void } {
  let t = Date.parse(start);
  return {
    now: () => new Date(t),
    set(iso) {
      t = Date.parse(iso);
    },
    advance(ms) {
      t += ms;
    },
  };
}

export type OrderBody = {
  shopId: number;
  orderType: 'takeAway' | 'dineInPlace';
  pickupTime: string;
  asap: boolean;
  customerCode: string;
  note: string | null;
  spotId: number | null;
  email: string | null;
  phone: string | null;
  /** `guest`: the groups capability's label of who the line is for. */
  items: { code: string; quantity: number; choices: { level: number; articleCode: string; choiceCode: string }[]; guest?: string }[];
  /** Payment-methods capability: the wallet the order will be paid with. */
  paymentMethod?: 'applepay' | 'googlepay';
};

export function orderBody(overrides: Partial<OrderBody> = {}): OrderBody {
  return {
    shopId: 1,
    orderType: 'takeAway',
    pickupTime: WEDNESDAY_NOON,
    asap: true,
    customerCode: TEST_CODE,
    note: null,
    spotId: null,
    email: 'guest@example.com',
    phone: null,
    items: [{ code: 'D501', quantity: 1, choices: [] }],
    ...overrides,
  };
}

/** A choice of the demo menu as an order names it: the article's code and the choice's own code. */
export const choice = (level: number, articleCode: string) => ({ level, articleCode, choiceCode: choiceCodeOf(level, articleCode) });

export function postJson(app: Hono<AppEnv>, url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

export const guest = (code = TEST_CODE): Record<string, string> => ({ 'X-CustomerCode': code });

/** POST /api/order; throws unless 201. Returns the order body. */
export async function createTestOrder(app: Hono<AppEnv>, overrides: Partial<OrderBody> = {}): Promise<{ orderId: string; total: number; status: string }> {
  const res = await postJson(app, '/api/order', orderBody(overrides));
  const body = (await res.json()) as { orderId: string; total: number; status: string };
  if (res.status !== 201) throw new Error(`createTestOrder: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export type ProviderAction = { action: 'approve' | 'decline' | 'cancel' } | { action: 'error'; code: string };

/** Starts a payment, presses a button on the hosted page; returns the ids and the 303 Location. */
export async function payOnProviderPage(
  app: Hono<AppEnv>,
  orderId: string,
  press: ProviderAction,
  returnUrl = 'http://localhost:3000/shop/1/checkout/payment/x',
  code = TEST_CODE,
): Promise<{ paymentId: string; location: URL }> {
  const start = await postJson(app, `/api/order/${orderId}/payment`, { paymentMethod: 'card', returnUrl }, guest(code));
  const started = (await start.json()) as { paymentId: string; redirectUrl: string };
  if (start.status !== 201) throw new Error(`payment start: ${start.status} ${JSON.stringify(started)}`);
  const form = new URLSearchParams({ action: press.action, ...('code' in press ? { code: press.code } : {}) });
  const res = await app.request(new URL(started.redirectUrl).pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  if (res.status !== 303) throw new Error(`provider page: ${res.status}`);
  return { paymentId: started.paymentId, location: new URL(res.headers.get('location') ?? '') };
}

export async function confirmTestPayment(app: Hono<AppEnv>, orderId: string, paymentId: string, code = TEST_CODE): Promise<Response> {
  return postJson(app, `/api/order/${orderId}/payment/${paymentId}/confirm`, { providerParameters: { paymentId } }, guest(code));
}

/* ------------------------------------------------------------------ accounts */

/** Cheap scrypt for tests (verification reads the parameters stored with each hash). */
export const FAST_SCRYPT = { N: 1024, r: 8, p: 1 };
export const TEST_APP_URL = 'http://app.test:3100';
export const TEST_PASSWORD = 'Secret1!';

export type RegisterBody = {
  email: string; password: string; name: string; lastName: string; phone: string; favoriteShopId: number | null; acceptTerms: boolean;
};

export function registerBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    email: 'erik@example.com',
    password: TEST_PASSWORD,
    name: 'Erik',
    lastName: 'Svensson',
    phone: '+46 70 111 22 33',
    favoriteShopId: 2,
    acceptTerms: true,
    ...overrides,
  };
}

export const bearer = (accessToken: string): Record<string, string> => ({ Authorization: `Bearer ${accessToken}` });

export type Tokens = { tokenType: string; accessToken: string; expiresIn: number; refreshToken: string };

/** POST /api/identity/login (bearer); throws unless 200. */
export async function login(app: Hono<AppEnv>, email: string, password = TEST_PASSWORD): Promise<Tokens> {
  const res = await postJson(app, '/api/identity/login', { email, password });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (await res.json()) as Tokens;
}

/** Opens the link of the newest confirmation mail to `email` (from the dev outbox); throws unless it confirms. */
export async function confirmByMail(app: Hono<AppEnv>, email: string): Promise<void> {
  const mails = (await (await app.request('/_dev/outbox')).json()) as Array<{ to: string; kind: string; text: string }>;
  const mail = mails.find((m) => m.to === email && m.kind === 'confirm-email');
  const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  const res = await app.request(`/api/identity/confirmEmail${new URL(link).search}`);
  if (res.status !== 200) throw new Error(`confirmEmail: ${res.status}`);
}

/** Registers (throws unless 200), confirms the address through the mailed link, and signs in. */
export async function registerAndLogin(app: Hono<AppEnv>, overrides: Partial<RegisterBody> = {}): Promise<Tokens> {
  const body = registerBody(overrides);
  const res = await postJson(app, '/api/identity/register', body);
  if (res.status !== 200) throw new Error(`register: ${res.status} ${await res.text()}`);
  await confirmByMail(app, body.email);
  return login(app, body.email, body.password);
}

/** The newest outbox mail of `kind` to `to`, and the first link in its text. */
export function lastMail(db: Db, kind: string, to: string): { text: string; link: URL } | undefined {
  const row = db
    .prepare('SELECT body_text FROM outbox_mail WHERE kind = ? AND to_address = ? ORDER BY id DESC LIMIT 1')
    .get(kind, to) as { body_text: string } | undefined;
  if (!row) return undefined;
  const url = /https?:\/\/\S+/.exec(row.body_text)?.[0];
  return { text: row.body_text, link: new URL(url ?? 'invalid:') };
}
