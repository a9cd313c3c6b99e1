/** Orders, their lines and payments in SQLite, and the contract DTO built from them. */
import type { Order, OrderStatus, OrderType, PaymentMethod } from '../../../lib/upstream/schemas/index.ts';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/database.ts';
import { isPaymentErrorCode, PAYMENT_ERRORS } from '../orders/payment-codes.ts';
import type { Catalogue, CatalogueArticle, CatalogueChoice, CatalogueGroup, PricedLine } from '../orders/pricing.ts';
import { computeTax, lineAmount } from '../orders/pricing.ts';
import { formatInZone } from '../orders/time.ts';
import type { ShopRecord } from './shops.ts';

export type PaymentStatus = Order['payment']['status'];
export type ProviderResult = 'approved' | 'declined' | 'cancelled' | 'error';

export type OrderRow = {
  id: string;
  shop_id: number;
  account_id: number | null;
  customer_code_hash: string;
  status: OrderStatus;
  order_type: OrderType;
  pickup_time: string;
  asap: number;
  spot_id: number | null;
  note: string | null;
  email: string | null;
  phone: string | null;
  language: string | null;
  currency: string;
  total: number;
  tax_total: number;
  status_changed_at: string;
  created_at: string;
  updated_at: string;
  paid_payment_id: string | null;
  paid_at: string | null;
  /** 1001, 1002, …: the order's id on the wire with numericOrderIds (migration 008). */
  order_number: number;
  /** Kitchen (migration 009): the slot the order counts in, its minutes of work and per station (JSON). */
  slot_start?: string | null;
  kitchen_load?: number | null;
  kitchen_stations?: string | null;
  /** When the order expired unpaid (migration 012, orders/expiry.ts); null while it is live or once paid. */
  expired_at?: string | null;
};

export type PaymentRow = {
  id: string;
  order_id: string;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: number;
  currency: string;
  return_url: string;
  error_code: string | null;
  provider_result: ProviderResult | null;
  provider_code: string | null;
  provider_completed_at: string | null;
  confirmed_at: string | null;
  /** What a wallet's sheet gave as the payer's e-mail (migration 014). */
  payer_email?: string | null;
  created_at: string;
  updated_at: string;
};

/* ---------------------------------------------------------------- catalogue */

type ArticleRow = {
  id: number; code: string; kind: string; description: string; translated: string | null; available: number;
  shop_available: number | null; price: number | null; tax_percent: number | null; listed: number;
};

/** The shop's menu as pricing needs it, with names in `language` (else the default description). */
export function loadCatalogue(db: Db, record: ShopRecord, language: string | null): Catalogue {
  const rows = all<ArticleRow>(
    db,
    `SELECT a.id, a.code, a.kind, a.description, t.description AS translated, a.available,
            sa.available AS shop_available, p.price, p.tax_percent,
            EXISTS (SELECT 1 FROM category_articles ca WHERE ca.article_id = a.id) AS listed
     FROM articles a
     LEFT JOIN article_prices p ON p.article_id = a.id AND p.currency = ?
     LEFT JOIN shop_article_availability sa ON sa.article_id = a.id AND sa.shop_id = ?
     LEFT JOIN article_translations t ON t.article_id = a.id AND t.language = ?
     WHERE a.menu_id = ?`,
    record.currency, record.shop.id, language ?? '', record.menuId,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const groups = all<{ id: number; article_id: number; level: number; min_count: number; max_count: number }>(
    db,
    `SELECT g.id, g.article_id, g.level, g.min_count, g.max_count FROM choice_groups g
     JOIN articles a ON a.id = g.article_id WHERE a.menu_id = ? ORDER BY g.position, g.id`,
    record.menuId,
  );
  const choices = all<{ group_id: number; code: string; choice_article_id: number }>(
    db,
    `SELECT ch.group_id, ch.code, ch.choice_article_id FROM choices ch
     JOIN choice_groups g ON g.id = ch.group_id JOIN articles a ON a.id = g.article_id
     WHERE a.menu_id = ? ORDER BY ch.position, ch.id`,
    record.menuId,
  );

  const available = (r: ArticleRow): boolean => (r.shop_available ?? r.available) === 1;
  const choiceCodes = new Set<string>();
  const choiceArticleCodes = new Set<string>();
  const groupsById = new Map<number, CatalogueGroup & { articleId: number }>();
  for (const g of groups) {
    groupsById.set(g.id, { articleId: g.article_id, level: g.level, minCount: g.min_count, maxCount: g.max_count, choices: new Map() });
  }
  for (const ch of choices) {
    const group = groupsById.get(ch.group_id);
    const target = byId.get(ch.choice_article_id);
    if (!group || !target || target.price === null) continue;
    choiceCodes.add(ch.code);
    choiceArticleCodes.add(target.code);
    const choice: CatalogueChoice = {
      code: ch.code,
      articleCode: target.code,
      name: target.translated ?? target.description,
      price: target.price,
      taxPercent: target.tax_percent ?? 0,
      available: available(target),
    };
    group.choices.set(ch.code, choice);
  }

  const articles = new Map<string, CatalogueArticle>();
  for (const r of rows) {
    if (r.kind === 'Choice' || r.listed !== 1 || r.price === null) continue;
    articles.set(r.code, {
      code: r.code,
      name: r.translated ?? r.description,
      price: r.price,
      taxPercent: r.tax_percent ?? 0,
      available: available(r),
      groups: [...groupsById.values()].filter((g) => g.articleId === r.id),
    });
  }
  return { articles, choiceCodes, choiceArticleCodes };
}

/** Order types the shop offers: its shop_order_types rows, else every type of the settings. */
export function shopOrderTypes(db: Db, shopId: number, fallback: readonly OrderType[]): OrderType[] {
  const rows = all<{ order_type: OrderType }>(db, 'SELECT order_type FROM shop_order_types WHERE shop_id = ? ORDER BY order_type DESC', shopId);
  return rows.length > 0 ? rows.map((r) => r.order_type) : [...fallback];
}

/** Which of `codes` the shop's POS has no recipe items for. */
export function missingRecipeItems(db: Db, shopId: number, codes: readonly string[]): string[] {
  const missing = new Set(
    all<{ article_code: string }>(db, 'SELECT article_code FROM shop_missing_recipe_items WHERE shop_id = ?', shopId).map((r) => r.article_code),
  );
  return [...new Set(codes)].filter((c) => missing.has(c));
}

export function findSpot(db: Db, shopId: number, spotId: number): { id: number; orderType: OrderType } | undefined {
  const row = one<{ id: number; order_type: OrderType }>(
    db, 'SELECT id, order_type FROM delivery_spots WHERE id = ? AND shop_id = ? AND active = 1', spotId, shopId);
  return row ? { id: row.id, orderType: row.order_type } : undefined;
}

export function shopHasSpots(db: Db, shopId: number, orderType: OrderType): boolean {
  return one(db, 'SELECT 1 AS x FROM delivery_spots WHERE shop_id = ? AND order_type = ? AND active = 1', shopId, orderType) !== undefined;
}

/* ---------------------------------------------------------------- orders */

export type NewOrder = {
  id: string;
  shopId: number;
  /** The signed-in customer's account (a live bearer token on POST /api/order), else null. */
  accountId?: number | null;
  customerCodeHash: string;
  orderType: OrderType;
  pickupTime: string;
  asap: boolean;
  spotId: number | null;
  note: string | null;
  email: string | null;
  phone: string | null;
  language: string | null;
  currency: string;
  lines: PricedLine[];
  now: string;
  priceValidUntil: string;
};

/** Inserts a priced order (status CalculatedPrice) with its lines and choices. Call inside a transaction. */
export function insertOrder(db: Db, o: NewOrder): void {
  const total = o.lines.reduce((sum, l) => sum + lineAmount(l), 0);
  const taxTotal = computeTax(o.lines).reduce((sum, t) => sum + t.amount, 0);
  run(
    db,
    `INSERT INTO orders (id, shop_id, account_id, customer_code_hash, status, order_type, pickup_time, asap, spot_id, note, email, phone,
       language, currency, subtotal, tax_total, total, price_valid_until, status_changed_at, created_at, updated_at, order_number)
     VALUES (?, ?, ?, ?, 'CalculatedPrice', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
             (SELECT coalesce(max(order_number), 1000) + 1 FROM orders))`,
    o.id, o.shopId, o.accountId ?? null, o.customerCodeHash, o.orderType, o.pickupTime, o.asap ? 1 : 0, o.spotId, o.note, o.email, o.phone,
    o.language, o.currency, total, taxTotal, total, o.priceValidUntil, o.now, o.now, o.now,
  );
  o.lines.forEach((line, i) => {
    const { lastId } = run(
      db,
      `INSERT INTO order_lines (order_id, line_no, article_code, description, quantity, unit_price, total, tax_percent, guest)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      o.id, i + 1, line.code, line.name, line.quantity, line.unitPrice, lineAmount(line), line.taxPercent, line.guest ?? null,
    );
    for (const c of line.choices) {
      run(
        db,
        `INSERT INTO order_line_choices (line_id, level, article_code, choice_code, description, price, tax_percent)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        lastId, c.level, c.articleCode, c.choiceCode, c.name, c.unitPrice, c.taxPercent,
      );
    }
  });
}

export function findOrderRow(db: Db, id: string): OrderRow | undefined {
  return one<OrderRow>(db, 'SELECT * FROM orders WHERE id = ?', id);
}

export function findOrderRowByNumber(db: Db, orderNumber: number): OrderRow | undefined {
  return one<OrderRow>(db, 'SELECT * FROM orders WHERE order_number = ?', orderNumber);
}

const ORDER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ORDER_NUMBER = /^[1-9]\d{0,14}$/;

/**
 * An order by the id a request names: its UUID, or its number when `numbers` says the wire
 * carries numbers. Anything else (a number where UUIDs are sent, a malformed id) finds none.
 */
export function findOrderByWireId(db: Db, raw: string, { numbers }: { numbers: boolean }): OrderRow | undefined {
  if (numbers) return ORDER_NUMBER.test(raw) ? findOrderRowByNumber(db, Number(raw)) : undefined;
  return ORDER_UUID.test(raw) ? findOrderRow(db, raw) : undefined;
}

export function setOrderStatus(db: Db, id: string, status: OrderStatus, changedAt: string, now: string): void {
  run(db, 'UPDATE orders SET status = ?, status_changed_at = ?, updated_at = ? WHERE id = ?', status, changedAt, now, id);
}

type LineRow = {
  id: number; line_no: number; article_code: string; description: string; quantity: number; unit_price: number; total: number; tax_percent: number;
  /** Groups capability (migration 016): the guest the line is for; null when it names nobody. */
  guest: string | null;
};
type ChoiceRow = {
  line_id: number; level: number; article_code: string; choice_code: string; description: string; price: number; tax_percent: number | null;
};

export function readLines(db: Db, orderId: string): PricedLine[] {
  const lines = all<LineRow>(db, 'SELECT * FROM order_lines WHERE order_id = ? ORDER BY line_no', orderId);
  const choices = all<ChoiceRow>(
    db,
    `SELECT c.* FROM order_line_choices c JOIN order_lines l ON l.id = c.line_id WHERE l.order_id = ? ORDER BY c.id`,
    orderId,
  );
  return lines.map((l) => ({
    code: l.article_code,
    name: l.description,
    quantity: l.quantity,
    unitPrice: l.unit_price,
    taxPercent: l.tax_percent,
    ...(l.guest === null ? {} : { guest: l.guest }),
    choices: choices
      .filter((c) => c.line_id === l.id)
      .map((c) => ({
        level: c.level,
        articleCode: c.article_code,
        choiceCode: c.choice_code,
        name: c.description,
        unitPrice: c.price,
        taxPercent: c.tax_percent ?? l.tax_percent,
      })),
  }));
}

export function shopTimeZone(db: Db, shopId: number): string {
  return one<{ time_zone: string }>(db, 'SELECT time_zone FROM shops WHERE id = ?', shopId)?.time_zone ?? 'Europe/Stockholm';
}

/** The payment the order shows: the one that paid it, else the newest, else none. */
export function displayedPayment(db: Db, order: OrderRow): PaymentRow | undefined {
  if (order.paid_payment_id) {
    const paid = findPayment(db, order.id, order.paid_payment_id);
    if (paid) return paid;
  }
  return one<PaymentRow>(db, 'SELECT * FROM payments WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1', order.id);
}

/**
 * The order's `payment` (SPEC.md's one payment object): Captured only once the order is paid (the
 * payment that made its total, later Refunded when it is rolled back); until then the newest
 * payment's status, method and error, except that a captured part of a not yet paid order reads
 * Pending (split-payments capability: the order's payment is under way, not complete).
 */
export function orderPayment(db: Db, order: OrderRow): Order['payment'] {
  const payment = displayedPayment(db, order);
  if (!payment) return { status: 'NotStarted', method: null, error: null };
  const partOnly = payment.status === 'Captured' && order.paid_payment_id !== payment.id;
  return { status: partOnly ? 'Pending' : payment.status, method: payment.method, error: paymentError(payment) };
}

export function paymentError(row: Pick<PaymentRow, 'error_code'>): { code: string; name: string } | null {
  return isPaymentErrorCode(row.error_code) ? { code: row.error_code, name: PAYMENT_ERRORS[row.error_code] } : null;
}

/** The contract DTO (validated by the route with orderSchema). */
export function orderDto(db: Db, order: OrderRow): Order {
  const lines = readLines(db, order.id);
  const tax = computeTax(lines);
  const payments = listPayments(db, order.id);
  return {
    orderId: order.id,
    status: order.status,
    shopId: order.shop_id,
    orderType: order.order_type,
    pickupTime: formatInZone(new Date(order.pickup_time), shopTimeZone(db, order.shop_id)),
    asap: order.asap === 1,
    note: order.note,
    spotId: order.spot_id,
    currency: order.currency,
    lines: lines.map((l, i) => ({
      lineNo: i + 1,
      // Groups capability: the guest the line is for, only when it names one.
      ...(l.guest === undefined ? {} : { guest: l.guest }),
      code: l.code,
      name: l.name,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: lineAmount(l),
      taxPercent: l.taxPercent,
      choices: l.choices.map((c) => ({
        level: c.level,
        articleCode: c.articleCode,
        choiceCode: c.choiceCode,
        name: c.name,
        unitPrice: c.unitPrice,
        amount: c.unitPrice * l.quantity,
      })),
    })),
    tax,
    taxTotal: tax.reduce((sum, t) => sum + t.amount, 0),
    total: lines.reduce((sum, l) => sum + lineAmount(l), 0),
    payment: orderPayment(db, order),
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    // What the counter calls out: the order's running number (migration 008).
    pickupNumber: String(order.order_number),
    // Split-payments capability: what is captured so far, and each payment (its part), oldest first.
    paidAmount: payments.reduce((sum, p) => (p.status === 'Captured' ? sum + p.amount : sum), 0),
    payments: payments.map((p) => ({ paymentId: p.id, amount: p.amount, status: p.status, method: p.method })),
  };
}

/* ---------------------------------------------------------------- payments */

export function insertPayment(
  db: Db,
  p: { id: string; orderId: string; method: PaymentMethod; amount: number; currency: string; returnUrl: string; now: string },
): void {
  run(
    db,
    `INSERT INTO payments (id, order_id, method, status, amount, currency, return_url, created_at, updated_at)
     VALUES (?, ?, ?, 'Pending', ?, ?, ?, ?, ?)`,
    p.id, p.orderId, p.method, p.amount, p.currency, p.returnUrl, p.now, p.now,
  );
  run(db, 'UPDATE orders SET updated_at = ? WHERE id = ?', p.now, p.orderId);
}

export function findPayment(db: Db, orderId: string, paymentId: string): PaymentRow | undefined {
  return one<PaymentRow>(db, 'SELECT * FROM payments WHERE id = ? AND order_id = ?', paymentId, orderId);
}

export function findPaymentById(db: Db, paymentId: string): PaymentRow | undefined {
  return one<PaymentRow>(db, 'SELECT * FROM payments WHERE id = ?', paymentId);
}

export function listPayments(db: Db, orderId: string): PaymentRow[] {
  return all<PaymentRow>(db, 'SELECT * FROM payments WHERE order_id = ? ORDER BY created_at, rowid', orderId);
}

/** What the order's captured payments have paid so far (split-payments capability); its total once it is paid. */
export function capturedAmount(db: Db, orderId: string): number {
  return one<{ sum: number }>(db, "SELECT coalesce(sum(amount), 0) AS sum FROM payments WHERE order_id = ? AND status = 'Captured'", orderId)?.sum ?? 0;
}

/**
 * What the order's payments under way hold of its unpaid rest (split-payments capability): each
 * payment still Pending (not confirmed) that the provider approved (the money is taken, the confirm
 * is to come), or that has no outcome yet and was started after `since` (a payment's page expires).
 * One the provider declined, cancelled or failed holds nothing: that share may be started again.
 */
export function pendingAmount(db: Db, orderId: string, since: string): number {
  return (
    one<{ sum: number }>(
      db,
      `SELECT coalesce(sum(amount), 0) AS sum FROM payments
       WHERE order_id = ? AND status = 'Pending' AND confirmed_at IS NULL
         AND (provider_result = 'approved' OR (provider_result IS NULL AND created_at > ?))`,
      orderId, since,
    )?.sum ?? 0
  );
}

export function updatePayment(db: Db, id: string, status: PaymentStatus, errorCode: string | null, now: string, confirmed: boolean): void {
  run(
    db,
    `UPDATE payments SET status = ?, error_code = ?, updated_at = ?, confirmed_at = CASE WHEN ? THEN ? ELSE confirmed_at END WHERE id = ?`,
    status, errorCode, now, confirmed ? 1 : 0, now, id,
  );
}
