// Generated bad requests against every API route of the running app: random and broken JSON,
// wrong types, huge strings, unicode, prototype-pollution keys, bad query strings, path params,
// cookies and headers. Every answer must be below 500, and every error a problem with an app code.
import fc from 'fast-check';

import { problemDefect } from './http.mjs';

const ORDER = '0f8fd5a5-4bd9-4c36-8d5e-3a54c0a1b2c3';
const validOrder = {
  shopId: 1,
  orderType: 'takeAway',
  asap: true,
  pickupTime: null,
  note: null,
  spotId: null,
  email: 'fuzz@example.com',
  phone: null,
  items: [{ code: 'S301', quantity: 1, choices: [] }],
};
const person = { name: 'Fuzz', lastName: 'Guest', email: 'fuzz@example.com', phone: '+46701234567' };

/**
 * The app's API routes with a request each would accept. `weight` shares out the runs; sign-in
 * and registration are light because a well-formed body costs the upstream a password hash.
 */
const ROUTES = [
  { method: 'GET', path: '/api/settings' },
  { method: 'GET', path: '/api/settings/design' },
  { method: 'GET', path: '/api/cultures/languages' },
  { method: 'POST', path: '/api/cultures/changeculture', query: { cultureCode: 'en' } },
  { method: 'GET', path: '/api/shops' },
  { method: 'GET', path: '/api/shops/{shopId}', params: { shopId: '1' } },
  { method: 'GET', path: '/api/shops/{shopId}/menu', params: { shopId: '1' } },
  { method: 'GET', path: '/api/shops/{shopId}/delivery-spots', params: { shopId: '1' } },
  { method: 'POST', path: '/api/shops/{shopId}/slots', params: { shopId: '1' }, body: { items: [{ code: 'S301', quantity: 1 }] } },
  {
    method: 'POST',
    path: '/api/shops/{shopId}/slots/hold',
    params: { shopId: '1' },
    body: { pickupTime: '2026-05-06T12:00:00+02:00', items: [{ code: 'S301', quantity: 1 }] },
  },
  { method: 'GET', path: '/api/campaigns', query: { shopId: '1' } },
  { method: 'GET', path: '/api/images/{a}/{b}', params: { a: 'menu', b: 'b101.webp' } },
  { method: 'POST', path: '/api/order', body: validOrder, key: true, weight: 3 },
  { method: 'GET', path: '/api/order/{orderId}', params: { orderId: ORDER } },
  {
    method: 'POST',
    path: '/api/order/{orderId}/payment',
    params: { orderId: ORDER },
    body: { paymentMethod: 'card', shopId: 1 },
    key: true,
    weight: 2,
  },
  {
    method: 'POST',
    path: '/api/order/{orderId}/payment/{paymentId}/confirm',
    params: { orderId: ORDER, paymentId: ORDER },
    body: { providerParameters: { result: 'approved' } },
    weight: 2,
  },
  {
    method: 'POST',
    path: '/api/order/{orderId}/receipt',
    params: { orderId: ORDER },
    body: { email: 'fuzz@example.com' },
  },
  {
    method: 'POST',
    path: '/api/order/{orderId}/slot',
    params: { orderId: ORDER },
    body: { pickupTime: '2026-05-06T12:00:00+02:00' },
  },
  { method: 'POST', path: '/api/revalidate', body: { tags: ['shops'] } },
  {
    method: 'POST',
    path: '/api/identity/login',
    body: { email: 'fuzz@example.com', password: 'Secret1!' },
    weight: 0.3,
  },
  {
    method: 'POST',
    path: '/api/identity/register',
    body: { ...person, password: 'Secret1!', favoriteShopId: 1, acceptTerms: true },
    weight: 0.3,
  },
  { method: 'POST', path: '/api/identity/forgot-password', body: { email: 'fuzz@example.com' } },
  { method: 'POST', path: '/api/identity/resend-confirmation', body: { email: 'fuzz@example.com' } },
  {
    method: 'POST',
    path: '/api/identity/reset-password',
    body: { email: 'fuzz@example.com', resetCode: 'abc', newPassword: 'Secret1!' },
  },
  { method: 'POST', path: '/api/identity/change-password', body: { oldPassword: 'Secret1!', newPassword: 'Secret2!' } },
  { method: 'POST', path: '/api/identity/change-email', body: { newEmail: 'fuzz2@example.com', oldPassword: 'Secret1!' } },
  { method: 'GET', path: '/api/user/profile' },
  { method: 'PUT', path: '/api/user/profile', body: { name: person.name, lastName: person.lastName, phone: person.phone } },
  { method: 'DELETE', path: '/api/user', body: { password: 'Secret1!' } },
  { method: 'POST', path: '/api/user/logout' },
  { method: 'POST', path: '/api/user/favorite', body: { code: 'B101', type: 'article' } },
  { method: 'DELETE', path: '/api/user/favorite', body: { code: 'B101', type: 'article' } },
  { method: 'GET', path: '/api/user/membership-card' },
  { method: 'GET', path: '/api/user/order-history', query: { pageIndex: '0', pageSize: '10' } },
];

// The request line and headers together stay below Node's 16 kB limit (past it Node itself answers 431).
const MAX_QUERY = 3_000;
const MAX_SEGMENT = 1_000;
const MAX_COOKIE = 5_000;
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', '__proto__[polluted]', 'constructor[prototype][polluted]'];
const TRICKY = [
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%',
  '%00',
  '\u0000',
  '<script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  'ä',
  '🍔',
  '\u202e',
];
// Mostly long, sometimes past the app's 64 kB body limit.
const huge = fc
  .oneof({ arbitrary: fc.integer({ min: 1_000, max: 8_000 }), weight: 4 }, fc.integer({ min: 64_000, max: 70_000 }))
  .map((n) => 'x'.repeat(n));
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...TRICKY, ...PROTO_KEYS),
);
const badValue = fc.oneof(
  text,
  huge,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant({ __proto__: null, polluted: true }),
);

/** A valid body with one member replaced, removed, or a pollution key added; as JSON text. */
const mutated = (body) => {
  const keys = Object.keys(body);
  return fc.oneof(
    fc.tuple(fc.constantFrom(...keys), badValue).map(([key, value]) => JSON.stringify({ ...body, [key]: value })),
    fc.constantFrom(...keys).map((key) => JSON.stringify({ ...body, [key]: undefined })),
    fc
      .tuple(fc.constantFrom(...PROTO_KEYS), fc.jsonValue({ maxDepth: 2 }))
      .map(
        ([key, value]) =>
          `{${JSON.stringify(key)}:${JSON.stringify({ polluted: value })},${JSON.stringify(body).slice(1)}`,
      ),
    fc.constantFrom(...keys).map((key) => JSON.stringify({ ...body, [key]: [body[key], body[key]] })),
  );
};

const bodyArb = (route) =>
  fc.oneof(
    ...(route.body ? [{ arbitrary: mutated(route.body), weight: 4 }] : []),
    { arbitrary: fc.json({ maxDepth: 3 }), weight: 2 },
    { arbitrary: text, weight: 1 },
    { arbitrary: huge.map((s) => JSON.stringify({ value: s })), weight: 1 },
    { arbitrary: fc.constantFrom('', '{', '{"a":', 'null', '[]', '"', '\u0000', '{"a":1}{"b":2}'), weight: 1 },
  );

/** A path segment: the route's own value, or anything else, encoded; sometimes a broken escape. */
const segmentArb = (valid) =>
  fc.oneof(
    { arbitrary: fc.constant(encodeURIComponent(valid)), weight: 2 },
    {
      arbitrary: fc
        .oneof(
          text,
          huge.map((s) => s.slice(0, MAX_SEGMENT)),
        )
        .filter((s) => s.length > 0 && !/^[.\s]*$/.test(s))
        .map(safeEncode),
      weight: 3,
    },
    { arbitrary: fc.constantFrom('%E0%A4%A', '%zz', '%', '%C0%AF', '%ED%A0%80', 'a%2F..%2Fb'), weight: 1 },
  );

const queryArb = (route) =>
  fc.oneof(
    fc.constant(new URLSearchParams(route.query ?? {}).toString()),
    fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...Object.keys(route.query ?? { x: 1 }), ...PROTO_KEYS), text),
          fc.oneof(text, huge),
        ),
        { maxLength: 5 },
      )
      .map((pairs) =>
        pairs
          .map(([k, v]) => `${safeEncode(k)}=${safeEncode(v)}`)
          .join('&')
          .slice(0, MAX_QUERY),
      ),
    fc.constantFrom('%', '%zz=1', 'a=%E0%A4%A', '&&&', '=', 'shopId=1&shopId=2', 'cultureCode[]=en'),
  );

const cookieArb = fc.oneof(
  fc.constant(undefined),
  fc
    .tuple(
      fc.constantFrom('ordering_session', 'culture', '__proto__', 'constructor', 'x'),
      fc.oneof(text, fc.constantFrom('%E0%A4%A', '%zz', 'Fe26.2**bad**', 'en', 'sv')),
    )
    .map(([k, v]) => `${k}=${v}`),
  fc.integer({ min: 100, max: MAX_COOKIE }).map((n) => `ordering_session=${'A'.repeat(n)}`),
  text,
);

const headersArb = (route, appUrl, revalidateSecret) =>
  fc.record(
    {
      origin: fc.oneof(
        { arbitrary: fc.constant(appUrl), weight: 6 },
        {
          arbitrary: fc.constantFrom(
            'null',
            'http://evil.example',
            'garbage',
            appUrl.replace('127.0.0.1', 'localhost'),
          ),
          weight: 1,
        },
        { arbitrary: text, weight: 1 },
      ),
      cookie: cookieArb,
      'content-type': fc.option(
        fc.oneof(
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json; charset=utf-16',
          ),
          text,
        ),
        { nil: undefined },
      ),
      'idempotency-key': route.key ? fc.oneof(fc.stringMatching(/^[a-f0-9]{64}$/), text) : fc.constant(undefined),
      'accept-language': fc.option(fc.oneof(fc.constantFrom('fi', 'xx-YY', '*', 'sv;q=abc'), text), { nil: undefined }),
      'x-forwarded-host': fc.option(text, { nil: undefined }),
      'x-revalidate-secret': fc.option(fc.oneof(fc.constant(revalidateSecret), text), { nil: undefined }),
    },
    { requiredKeys: [] },
  );

/** encodeURIComponent, except that a lone surrogate (which it refuses) becomes its escape text. */
function safeEncode(value) {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.toWellFormed());
  }
}

const requestArb = (route, appUrl, revalidateSecret) =>
  fc.record({
    segments: fc.record(
      Object.fromEntries(Object.entries(route.params ?? {}).map(([name, valid]) => [name, segmentArb(valid)])),
    ),
    query: queryArb(route),
    headers: headersArb(route, appUrl, revalidateSecret),
    body: route.method === 'GET' ? fc.constant(undefined) : bodyArb(route),
  });

/** Header values fetch can send at all: visible Latin-1, no line breaks. */
function sendableHeaders(headers) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [
        name,
        String(value)
          .replace(/[^\x20-\x7e\x80-\xff]/g, '?')
          .trim()
          .slice(0, MAX_COOKIE),
      ]),
  );
}

async function send(appUrl, route, input) {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name) => input.segments[name]);
  const url = `${appUrl}${path}${input.query ? `?${input.query}` : ''}`;
  try {
    const response = await fetch(url, {
      method: route.method,
      headers: sendableHeaders(input.headers),
      body: input.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
  } catch (error) {
    return { status: 0, contentType: '', text: String(error?.cause ?? error) };
  }
}

/** Why an answer breaks the rules, or null. */
function verdict(answer) {
  if (answer.status === 0) return `no answer (${answer.text})`;
  if (answer.status >= 500) return `status ${answer.status}: ${problemDefect(answer) ?? answer.text.slice(0, 100)}`;
  if (answer.status >= 400) return problemDefect(answer);
  return null;
}

/**
 * Runs `total` generated requests shared over the routes, `parallel` routes at a time; each
 * route's property is checked by fast-check (shrinking a failure to a small example).
 */
export async function fuzzRoutes({ appUrl, total, revalidateSecret, parallel = 8, seed = Date.now() }) {
  const weights = ROUTES.map((r) => r.weight ?? 1);
  const perWeight = total / weights.reduce((a, b) => a + b, 0);
  let sent = 0;
  const failures = [];
  const queue = ROUTES.map((route, i) => ({ route, runs: Math.ceil(weights[i] * perWeight) }));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { route, runs } = job;
      const property = fc.asyncProperty(requestArb(route, appUrl, revalidateSecret), async (input) => {
        sent += 1;
        return verdict(await send(appUrl, route, input)) === null;
      });
      const result = await fc.check(property, { numRuns: runs, seed });
      if (result.failed) {
        const input = result.counterexample[0];
        const defect = verdict(await send(appUrl, route, input));
        failures.push(
          `${route.method} ${route.path}: ${defect}\n    seed ${seed}, smallest input ${fc.stringify(input).slice(0, 600)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { sent, failures, routes: ROUTES.length, seed };
}
