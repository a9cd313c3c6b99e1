/**
 * The wire: how the reference API writes its answers. The default shape is our contract
 * (lib/upstream/schemas) as the app reads it today. A restaurant's own API, written by someone
 * else from SPEC.md alone, may answer differently, so each difference is a switch here, and
 * `shape: 'spec'` (ORDERING_API_SHAPE=spec) turns on every switch that only follows SPEC.md.
 *
 * Every route builds the canonical answer, validates it with its contract schema (a bug is a
 * 500, never a bad payload) and only then hands it to a mapper below. With every switch off
 * the mappers give back the same keys, in the same order, with the same values: the default
 * shape stays byte for byte what it was. Storage never changes: money stays in minor units,
 * languages in two-letter codes, orders keep their UUID beside their number.
 */
import type {
  Article,
  Campaign,
  Choice,
  DeliverySpot,
  Menu,
  MenuContainer,
  MenuItem,
  Offer,
  Order,
  OrderHistory,
  Profile,
  UpstreamShop,
} from '../../lib/upstream/schemas/index.ts';
import { DAY_OF_WEEK_NAMES } from '../../lib/upstream/schemas/index.ts';
import { flag } from './accounts/config.ts';

/* ------------------------------------------------------------------ configuration */

export type PriceUnit = 'minor' | 'major';
export type WireShape = 'default' | 'spec' | 'aspnet';

export type WireConfig = {
  /** Opening hours' dayOfWeek as its English name ("Monday", JsonStringEnumConverter), not its number. */
  dayNames: boolean;
  /** GET /api/order/{id} answers only the order's status, as a JSON string ("Added"). */
  orderStatusOnly: boolean;
  /** Money as integer minor units (12900, the default) or as a decimal number of major units (129). */
  priceUnit: PriceUnit;
  /** GET /api/user/order-history answers a plain JSON array of orders (the ordering API's calls), not a page object. */
  historyArray: boolean;
  /** i18n entries' language as a region tag (sv-SE, fi-FI, en-GB, ru-RU, nb-NO), not a two-letter code. */
  regionTags: boolean;
  /** An order's id is a JSON number (1001), not a UUID string; the order routes take that number back. */
  numericOrderIds: boolean;
  /** Only the keys SPEC.md names (see README, "Answer shapes"); null text as "", other nulls left out. */
  specFieldsOnly: boolean;
  /** Fields SPEC.md does not name, as a foreign API has (posReference, _links) on shops, articles and orders. */
  extraFields: boolean;
  /** ASP.NET Core's way of writing it all (src/aspnet.ts): decimals with their scale, nulls left out, `$type`, text/plain status. */
  aspNetDialect: boolean;
};

/** Options: any switch, and `shape`, whose switches the individual ones override. */
export type WireOptions = Partial<WireConfig> & { shape?: WireShape };

export const DEFAULT_WIRE: WireConfig = {
  dayNames: false,
  orderStatusOnly: false,
  priceUnit: 'minor',
  historyArray: false,
  regionTags: false,
  numericOrderIds: false,
  specFieldsOnly: false,
  extraFields: false,
  aspNetDialect: false,
};

/** What `shape: 'spec'` turns on. orderStatusOnly is not part of it: it is set on its own. */
export const SPEC_SHAPE: Omit<WireConfig, 'orderStatusOnly'> = {
  dayNames: true,
  priceUnit: 'major',
  historyArray: true,
  regionTags: true,
  numericOrderIds: true,
  specFieldsOnly: true,
  extraFields: true,
  aspNetDialect: false,
};

/**
 * What `shape: 'aspnet'` turns on: an API written in ASP.NET Core from SPEC.md (weekday names from
 * JsonStringEnumConverter, CultureInfo's region tags, decimal prices, the order read as its status
 * alone, in ASP.NET's dialect); its own fields and GUID order ids stay, as such an API keeps them.
 */
export const ASPNET_SHAPE: WireConfig = {
  dayNames: true,
  orderStatusOnly: true,
  priceUnit: 'major',
  historyArray: false,
  regionTags: true,
  numericOrderIds: false,
  specFieldsOnly: false,
  extraFields: false,
  aspNetDialect: true,
};

const { orderStatusOnly: _notAShapeSwitch, ...DEFAULT_SHAPE } = DEFAULT_WIRE;

function parseShape(raw: string | undefined, name: string): WireShape | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'spec' || raw === 'default' || raw === 'aspnet') return raw;
  throw new Error(`invalid ${name} ${JSON.stringify(raw)} (use spec, aspnet or default)`);
}

function parsePriceUnit(raw: string | undefined, name: string): PriceUnit | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'minor' || raw === 'major') return raw;
  throw new Error(`invalid ${name} ${JSON.stringify(raw)} (use minor or major)`);
}

const optionalFlag = (raw: string | undefined): boolean | undefined => (raw === undefined || raw === '' ? undefined : flag(raw, false));

/** The switches one layer (options or environment) sets: its shape's, overridden by its own. */
function layer(options: WireOptions, source: string): Partial<WireConfig> {
  const shape = parseShape(options.shape, `${source}shape`);
  parsePriceUnit(options.priceUnit, `${source}priceUnit`);
  const own = Object.fromEntries(Object.entries(options).filter(([key, value]) => key !== 'shape' && value !== undefined));
  const shapeSwitches = shape === 'spec' ? SPEC_SHAPE : shape === 'aspnet' ? ASPNET_SHAPE : shape === 'default' ? DEFAULT_SHAPE : {};
  return { ...shapeSwitches, ...own };
}

/** The switches the environment sets (unset variables set none); throws on an invalid value. */
function envOptions(env: Record<string, string | undefined>): WireOptions {
  return {
    shape: parseShape(env.ORDERING_API_SHAPE, 'ORDERING_API_SHAPE'),
    dayNames: optionalFlag(env.ORDERING_API_DAY_NAMES),
    orderStatusOnly: optionalFlag(env.ORDERING_API_ORDER_STATUS_ONLY),
    priceUnit: parsePriceUnit(env.ORDERING_API_PRICE_UNIT, 'ORDERING_API_PRICE_UNIT'),
    historyArray: optionalFlag(env.ORDERING_API_HISTORY_ARRAY),
    regionTags: optionalFlag(env.ORDERING_API_REGION_TAGS),
    numericOrderIds: optionalFlag(env.ORDERING_API_NUMERIC_ORDER_IDS),
    specFieldsOnly: optionalFlag(env.ORDERING_API_SPEC_FIELDS_ONLY),
    extraFields: optionalFlag(env.ORDERING_API_EXTRA_FIELDS),
    aspNetDialect: optionalFlag(env.ORDERING_API_ASPNET_DIALECT),
  };
}

/**
 * ORDERING_API_SHAPE (spec | aspnet | default), ORDERING_API_PRICE_UNIT (minor | major) and the flags
 * ORDERING_API_DAY_NAMES, _ORDER_STATUS_ONLY, _HISTORY_ARRAY, _REGION_TAGS, _NUMERIC_ORDER_IDS,
 * _SPEC_FIELDS_ONLY, _EXTRA_FIELDS, _ASPNET_DIALECT (1 or 0). A flag set beside the shape wins over it. Throws on
 * an invalid value.
 */
export function wireConfigFromEnv(env: Record<string, string | undefined>): WireConfig {
  return { ...DEFAULT_WIRE, ...layer(envOptions(env), 'ORDERING_API_') };
}

/** Options win over the environment (a `shape` option over any variable of a switch it sets). */
export function resolveWireConfig(options: WireOptions = {}, env: Record<string, string | undefined> = process.env): WireConfig {
  return { ...wireConfigFromEnv(env), ...layer(options, 'wire.') };
}

/* ------------------------------------------------------------------ money */

const fractionDigits = new Map<string, number>();

/** ISO 4217 minor-unit digits of a currency (SEK, EUR, NOK: 2; JPY: 0); 2 when unknown. */
export function minorDigits(currency: string): number {
  let digits = fractionDigits.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    fractionDigits.set(currency, digits);
  }
  return digits;
}

/**
 * Minor units → major units: 8950 öre → 89.5. A division by 10^digits is correctly rounded, so
 * the double is the one nearest the exact decimal and JSON writes that decimal (89.5, 29.99,
 * never 89.49999…); multiplying by 0.01 instead gives 29.990000000000002 for 2999 and many more.
 */
export function toMajor(minor: number, currency: string): number {
  const digits = minorDigits(currency);
  return digits === 0 ? minor : minor / 10 ** digits;
}

/**
 * Major units → integer minor units (89.5 → 8950, 0.1 + 0.2 → 30); throws on more decimals than
 * the currency has (89.499). No request carries money today; this is the way back in if one does.
 */
export function toMinor(major: number, currency: string): number {
  const scaled = major * 10 ** minorDigits(currency);
  const minor = Math.round(scaled);
  if (!Number.isFinite(scaled) || Math.abs(scaled - minor) > 1e-6 * Math.max(1, Math.abs(scaled))) {
    throw new RangeError(`${major} is not an amount of ${currency}`);
  }
  return minor;
}

const money = (w: WireConfig, minor: number, currency: string): number => (w.priceUnit === 'major' ? toMajor(minor, currency) : minor);

/* ------------------------------------------------------------------ helpers */

type I18n = { language: string; text: string }[];

/** Our five languages as the region tags a .NET API's CultureInfo names give. */
export const REGION_TAGS: Readonly<Record<string, string>> = { sv: 'sv-SE', fi: 'fi-FI', en: 'en-GB', ru: 'ru-RU', no: 'nb-NO' };

const texts = (w: WireConfig, list: I18n): I18n =>
  w.regionTags ? list.map((t) => ({ ...t, language: REGION_TAGS[t.language] ?? t.language })) : list;

/** A key SPEC.md names whose value may be null: text as "", anything else left out. */
const nullableText = (w: WireConfig, value: string | null): string | null => (w.specFieldsOnly && value === null ? '' : value);
const present = <K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } =>
  (value === null || value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

function without<T extends object>(value: T, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

/* ------------------------------------------------------------------ shops */

export function wireShop(w: WireConfig, shop: UpstreamShop): Record<string, unknown> {
  const openingHours = shop.openingHours.map((h) =>
    w.dayNames && typeof h.dayOfWeek === 'number' ? { ...h, dayOfWeek: DAY_OF_WEEK_NAMES[h.dayOfWeek]! } : h,
  );
  const extra = w.extraFields
    ? {
        posReference: `NB-SHOP-${String(shop.id).padStart(4, '0')}`,
        _links: { self: { href: `/api/shops/${shop.id}` }, menu: { href: `/api/shops/${shop.id}/menu` } },
      }
    : {};
  if (w.specFieldsOnly) {
    // the ordering API's data model: id, name, description, status, openForBusiness, contactInformation (address1,
    // address2, zipCode, city), location, openingHours (dayOfWeek, opens, closes), externalAppUri.
    const c = shop.contactInformation;
    return {
      id: shop.id,
      name: shop.name,
      description: nullableText(w, shop.description),
      status: shop.status,
      openForBusiness: shop.openForBusiness,
      contactInformation: {
        address1: nullableText(w, c.address1), address2: nullableText(w, c.address2), zipCode: nullableText(w, c.zipCode), city: nullableText(w, c.city),
      },
      ...present('location', shop.location),
      openingHours: openingHours.map((h) => ({ dayOfWeek: h.dayOfWeek, opens: h.opens, closes: h.closes })),
      ...present('externalAppUri', shop.externalAppUri),
      ...extra,
    };
  }
  return { ...shop, ...(shop.i18n ? { i18n: texts(w, shop.i18n) } : {}), openingHours, ...extra };
}

/* ------------------------------------------------------------------ menu */

type ArticleFields = Choice['article'];

export function wireMenu(w: WireConfig, menu: Menu, shopId: number, currency: string): Record<string, unknown> {
  const campaign = (c: Campaign): Campaign => (c.i18n ? { ...c, i18n: texts(w, c.i18n) } : c);
  const fields = (a: ArticleFields): Record<string, unknown> => {
    const extra = w.extraFields
      ? { posReference: `PLU-${a.code}`, _links: { self: { href: `/api/shops/${shopId}/articles/${encodeURIComponent(a.code)}` } } }
      : {};
    const price = money(w, a.price, currency);
    const i18n = texts(w, a.i18n);
    const campaigns = a.campaigns.map(campaign);
    // the ordering API's data model: an article is code, description, price, i18n, imageUrl, campaigns.
    if (w.specFieldsOnly) return { code: a.code, description: a.description, price, i18n, ...present('imageUrl', a.imageUrl), campaigns, ...extra };
    const regularPrice = a.regularPrice === undefined ? {} : { regularPrice: money(w, a.regularPrice, currency) };
    return { ...a, price, ...regularPrice, i18n, campaigns, ...extra };
  };
  const article = (a: Article): Record<string, unknown> => {
    if (w.specFieldsOnly) return fields(a);
    const { posReference, _links, ...own } = fields(a);
    return {
      ...own,
      ...(a.longDescription ? { longDescription: texts(w, a.longDescription) } : {}),
      choiceGroups: a.choiceGroups.map((g) => ({ ...g, choices: g.choices.map((ch) => ({ ...ch, article: fields(ch.article) })) })),
      ...(w.extraFields ? { posReference, _links } : {}),
    };
  };
  const container = (c: MenuContainer): Record<string, unknown> =>
    // the ordering API's data model: a container is name and items.
    w.specFieldsOnly ? { name: c.name, items: c.items.map(item) } : { ...c, i18n: texts(w, c.i18n), items: c.items.map(item) };
  const item = (i: MenuItem): Record<string, unknown> => (i.type === 'article' ? article(i) : container(i));

  const choiceLevels = menu.choiceLevels.map((l) => ({ ...l, i18n: texts(w, l.i18n) }));
  if (w.specFieldsOnly) {
    // the ordering API's data model: name, items, currency (name, symbol; a missing symbol falls back to ':-'), choiceLevels.
    const cur = menu.currency === null ? null : { name: menu.currency.name, ...present('symbol', menu.currency.symbol) };
    return { name: menu.name, items: menu.items.map(item), ...present('currency', cur), choiceLevels };
  }
  return { ...menu, choiceLevels, items: menu.items.map(item) };
}

/* ------------------------------------------------------------------ spots, offers, profile */

export const wireDeliverySpots = (w: WireConfig, spots: DeliverySpot[]): DeliverySpot[] => spots.map((s) => ({ ...s, i18n: texts(w, s.i18n) }));

export const wireOffers = (w: WireConfig, offers: Offer[]): Offer[] => offers.map((o) => ({ ...o, i18n: texts(w, o.i18n) }));

export function wireProfile(w: WireConfig, profile: Profile): Record<string, unknown> {
  if (!w.specFieldsOnly) return profile;
  // the ordering API's data model: isAuthenticated, favorites, name, lastName; the profile form edits email and phone.
  return {
    isAuthenticated: profile.isAuthenticated,
    favorites: profile.favorites,
    name: nullableText(w, profile.name),
    lastName: nullableText(w, profile.lastName),
    ...(profile.email !== undefined ? { email: nullableText(w, profile.email) } : {}),
    ...(profile.phone !== undefined ? { phone: nullableText(w, profile.phone) } : {}),
  };
}

/* ------------------------------------------------------------------ orders */

/** An order as storage knows it: its UUID and its number (from 1001 up). */
export type OrderRef = { id: string; number: number };

/** The id an order has on the wire: its UUID, or with numericOrderIds its number. */
export const wireOrderId = (w: WireConfig, ref: OrderRef): string | number => (w.numericOrderIds ? ref.number : ref.id);

const orderExtra = (w: WireConfig, ref: OrderRef): Record<string, unknown> => {
  if (!w.extraFields) return {};
  const href = `/api/order/${wireOrderId(w, ref)}`;
  return { posReference: `POS-${ref.number}`, _links: { self: { href }, payment: { href: `${href}/payment` } } };
};

/**
 * SPEC.md names no field of a priced order (checkout is "not shown"); its order request names
 * shopId, orderType, pickupTime, note and the items' codes, and GET /api/order answers a status.
 * With specFieldsOnly the order keeps those and what upstream-contract.md B.3/B.5 writes for the
 * answer (orderId, currency, lines, tax, taxTotal, total, payment { status, error }, createdAt),
 * and loses asap, updatedAt, a line's taxPercent and guest, payment.method, pickupNumber, and the
 * split-payments capability's paidAmount and payments.
 */
export function wireOrder(w: WireConfig, order: Order, ref: OrderRef): Record<string, unknown> {
  const m = (minor: number): number => money(w, minor, order.currency);
  const lines = order.lines.map((l) => {
    const line = { ...l, unitPrice: m(l.unitPrice), amount: m(l.amount), choices: l.choices.map((c) => ({ ...c, unitPrice: m(c.unitPrice), amount: m(c.amount) })) };
    // A line's guest (the groups capability) is beyond SPEC.md, as the pickup number is.
    return w.specFieldsOnly ? without(line, ['taxPercent', 'guest']) : line;
  });
  const tax = order.tax.map((t) => ({ ...t, base: m(t.base), amount: m(t.amount) }));
  // The split-payments capability's fields, in the same price unit as the total.
  const split = {
    ...(order.paidAmount === undefined ? {} : { paidAmount: m(order.paidAmount) }),
    ...(order.payments === undefined ? {} : { payments: order.payments.map((p) => ({ ...p, amount: m(p.amount) })) }),
  };
  const out = { ...order, orderId: wireOrderId(w, ref), lines, tax, taxTotal: m(order.taxTotal), total: m(order.total), ...split };
  if (!w.specFieldsOnly) return { ...out, ...orderExtra(w, ref) };
  return {
    // Beyond SPEC.md, as the pickup number is: what is paid so far and each part payment.
    ...without(out, ['asap', 'updatedAt', 'note', 'spotId', 'payment', 'pickupNumber', 'paidAmount', 'payments']),
    note: nullableText(w, order.note),
    ...present('spotId', order.spotId),
    payment: { status: order.payment.status, ...present('error', order.payment.error) },
    ...orderExtra(w, ref),
  };
}

/** The history as a page, or with historyArray as a plain list (the whole history: the route asks for it all). */
export function wireOrderHistory(w: WireConfig, history: OrderHistory, refOf: (orderId: string) => OrderRef): unknown {
  const items = history.items.map((e) => {
    const ref = refOf(e.orderId);
    const entry = { ...e, orderId: wireOrderId(w, ref), total: money(w, e.total, e.currency), ...orderExtra(w, ref) };
    // The pickup number is beyond SPEC.md, as on the order itself.
    return w.specFieldsOnly ? without(entry, ['pickupNumber']) : entry;
  });
  return w.historyArray ? items : { ...history, items };
}
