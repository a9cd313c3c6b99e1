/**
 * The ASP.NET Core dialect (`shape: 'aspnet'`, ORDERING_API_SHAPE=aspnet): how an ordering API
 * written in .NET by someone else writes what our routes answer. The routes build the same
 * answers as ever (src/wire.ts already gives weekday names, region tags, prices in major units
 * and the order read as its status alone); this layer rewrites the JSON the way System.Text.Json
 * and ASP.NET Core's defaults would have written it:
 * - decimals keep their scale: a price of 39 kronor is `39.00`, 3.4 euros `3.40`;
 * - `JsonIgnoreCondition.WhenWritingNull` on the catalogue's types (shops, menus, delivery spots):
 *   their null properties are left out; orders, settings and profiles still write theirs;
 * - polymorphic menu items name their kind in a `$type` discriminator, written first, not `type`;
 * - the order read (`GET /api/order/{id}`) is its status as `text/plain`;
 * - problems are ProblemDetails without our `code` extension (the code is the last segment of
 *   `type`), and model validation's `errors` are keyed by the C# property path (`Email`,
 *   `Items[0].Quantity`).
 */
import type { MiddlewareHandler } from 'hono';

import { minorDigits } from './wire.ts';

/** Properties that hold money (in major units here) and are written as decimals with the currency's scale. */
const MONEY_KEYS = new Set(['price', 'unitPrice', 'amount', 'paidAmount', 'subtotal', 'discount', 'deliveryFee', 'taxTotal', 'total', 'base', 'tip']);
/** Catalogue answers, whose types are configured with WhenWritingNull. */
const NULLS_LEFT_OUT = [/^\/api\/shops(\/\d+)?$/, /^\/api\/shops\/\d+\/menu$/, /^\/api\/shops\/\d+\/delivery-spots$/];
const MENU = /^\/api\/shops\/\d+\/menu$/;
const ORDER_READ = /^\/api\/order\/[^/]+$/;

/** A money value as System.Text.Json writes a C# decimal: with its scale (39.00). */
class Decimal {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}
const MARK = '~aspnet-decimal~';

function rewrite(value: unknown, options: { dropNulls: boolean; menu: boolean; digits: number }, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, options));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const currency = (value as { currency?: unknown }).currency;
    const digits = typeof currency === 'string' ? minorDigits(currency) : options.digits;
    const out: Record<string, unknown> = {};
    const kind = options.menu ? (value as { type?: unknown }).type : undefined;
    if (kind === 'article' || kind === 'container') out.$type = kind;
    for (const [k, v] of entries) {
      if (options.dropNulls && v === null) continue;
      if (k === 'type' && out.$type !== undefined) continue;
      out[k] = rewrite(v, { ...options, digits }, k);
    }
    return out;
  }
  if (typeof value === 'number' && MONEY_KEYS.has(key) && Number.isFinite(value)) return new Decimal(value.toFixed(options.digits));
  return value;
}

/** JSON with each Decimal written as its digits, not a number JavaScript would shorten (39, not 39.00). */
function stringify(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Decimal ? `${MARK}${v.text}${MARK}` : v));
  return text.replaceAll(new RegExp(`"${MARK}(-?\\d+(?:\\.\\d+)?)${MARK}"`, 'g'), '$1');
}

/** `items[0].quantity` → `Items[0].Quantity`: a model state key is the C# property path. */
export const propertyPath = (field: string): string => field.replace(/(^|\.)([a-z])/g, (_m, dot: string, letter: string) => `${dot}${letter.toUpperCase()}`);

function problemDetails(body: Record<string, unknown>): Record<string, unknown> {
  const { code: _code, errors, ...rest } = body;
  if (!errors || typeof errors !== 'object') return rest;
  return { ...rest, errors: Object.fromEntries(Object.entries(errors).map(([field, messages]) => [propertyPath(field), messages])) };
}

/** Rewrites every JSON answer in the ASP.NET Core dialect (see above). */
export function aspNetDialect(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (!type.includes('json')) return;
    const text = await c.res.clone().text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return;
    }
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    const path = c.req.path;
    if (c.req.method === 'GET' && ORDER_READ.test(path) && typeof body === 'string' && c.res.ok) {
      headers.set('content-type', 'text/plain; charset=utf-8');
      c.res = new Response(body, { status: c.res.status, headers });
      return;
    }
    const out = type.includes('problem+json') && body !== null && typeof body === 'object'
      ? problemDetails(body as Record<string, unknown>)
      : rewrite(body, { dropNulls: NULLS_LEFT_OUT.some((p) => p.test(path)), menu: MENU.test(path), digits: 2 });
    c.res = new Response(stringify(out), { status: c.res.status, headers });
  };
}
