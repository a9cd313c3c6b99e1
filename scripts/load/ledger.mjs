// The audit after a run: what the guests were told, against what the reference API's database
// holds (opened read-only; the API keeps running). Lost, doubled and mismatched are listed one by one.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const UNPAID = new Set(['CalculatedPrice', 'Rollbacked']);

export function openLedger(dataDir) {
  return new DatabaseSync(join(dataDir, 'ordering.sqlite'), { readOnly: true });
}

const sameItems = (db, orderId, items) => {
  const lines = db
    .prepare('SELECT id, article_code AS code, quantity FROM order_lines WHERE order_id = ? ORDER BY line_no')
    .all(orderId);
  const choicesOf = db.prepare(
    'SELECT level, article_code AS articleCode, choice_code AS choiceCode FROM order_line_choices WHERE line_id = ? ORDER BY id',
  );
  const stored = lines.map((line) => ({
    code: line.code,
    quantity: line.quantity,
    choices: choicesOf
      .all(line.id)
      .map((c) => ({ level: c.level, articleCode: c.articleCode, choiceCode: c.choiceCode })),
  }));
  return JSON.stringify(stored) === JSON.stringify(items);
};

/** Counts and the defects found for the given guests' records. */
export function audit(db, guests) {
  const orderOf = db.prepare(
    'SELECT id, shop_id, status, total, note, customer_code_hash AS hash, paid_payment_id FROM orders WHERE id = ?',
  );
  const ordersWithHash = db.prepare('SELECT count(*) AS n FROM orders WHERE customer_code_hash = ?');
  const lost = [];
  const doubled = [];
  const mismatched = [];
  const owners = new Map();
  let paid = 0;

  for (const guest of guests) {
    const hashes = new Set();
    for (const record of guest.orders) {
      const row = orderOf.get(record.orderId);
      if (!row) {
        lost.push(`${record.orderId} (guest ${guest.id}): acknowledged, not in the database`);
        continue;
      }
      hashes.add(row.hash);
      const isPaid = row.paid_payment_id !== null && !UNPAID.has(row.status);
      if (isPaid) paid += 1;
      if ((record.approvedPaymentId || record.paidAt) && !isPaid)
        lost.push(`${record.orderId} (guest ${guest.id}): approved, but ${row.status}`);
      if (
        row.shop_id !== record.shopId ||
        row.note !== record.note ||
        row.total !== record.expectedTotal ||
        record.apiTotal !== record.expectedTotal
      ) {
        mismatched.push(
          `${record.orderId} (guest ${guest.id}): shop ${row.shop_id}, total ${row.total}/${record.apiTotal}, expected ${record.expectedTotal}`,
        );
      } else if (!sameItems(db, record.orderId, record.items)) {
        mismatched.push(`${record.orderId} (guest ${guest.id}): other items than the guest's`);
      }
    }
    // One guest, one session: all its orders carry its customer code, and no one else's do.
    if (hashes.size > 1) mismatched.push(`guest ${guest.id}: orders under ${hashes.size} customer codes`);
    for (const hash of hashes) {
      if (owners.has(hash)) mismatched.push(`guests ${owners.get(hash)} and ${guest.id} share a customer code`);
      owners.set(hash, guest.id);
      const stored = ordersWithHash.get(hash).n;
      if (stored > guest.createKeys.size)
        doubled.push(`guest ${guest.id}: ${stored} orders for ${guest.createKeys.size} idempotency keys`);
    }
    doubled.push(...guest.doubled.map((d) => `guest ${guest.id}: ${d}`));
  }
  // Paid twice: more captured than the order's total. Several captured payments are an order's
  // parts when they make its total (a split table bill, groups.mjs), never a second payment.
  const twiceCaptured = db
    .prepare(
      `SELECT p.order_id AS id, count(*) AS n, sum(p.amount) AS captured, o.total AS total
         FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE p.status = 'Captured' GROUP BY p.order_id HAVING n > 1 AND captured > o.total`,
    )
    .all();
  doubled.push(...twiceCaptured.map((r) => `${r.id}: ${r.n} captured payments of ${r.captured} for a total of ${r.total}`));
  const orders = guests.reduce((sum, g) => sum + g.orders.length, 0);
  return { orders, paid, lost, doubled, mismatched };
}

/** The part a payment pays: the group page's return address names it (`share`), else null. */
const shareOf = (returnUrl) => {
  try {
    return new URL(returnUrl).searchParams.get('share');
  } catch {
    return null;
  }
};

/**
 * A table group's order as stored: its status and total, each line with the guest it is for,
 * its payments (amount, status, the split bill's part each pays) and how many of them were
 * captured, for how much.
 */
export function groupOrder(db, orderId) {
  const row = db.prepare('SELECT status, total, paid_payment_id, customer_code_hash AS hash FROM orders WHERE id = ?').get(orderId);
  if (!row) return null;
  const choicesOf = db.prepare(
    'SELECT level, article_code AS articleCode, choice_code AS choiceCode FROM order_line_choices WHERE line_id = ? ORDER BY id',
  );
  const lines = db
    .prepare('SELECT id, article_code AS code, quantity, guest FROM order_lines WHERE order_id = ? ORDER BY line_no')
    .all(orderId)
    .map((line) => ({
      guest: line.guest,
      code: line.code,
      quantity: line.quantity,
      choices: choicesOf.all(line.id).map((c) => ({ level: c.level, articleCode: c.articleCode, choiceCode: c.choiceCode })),
    }));
  const payments = db
    .prepare('SELECT id, status, amount, return_url AS returnUrl FROM payments WHERE order_id = ? ORDER BY created_at, rowid')
    .all(orderId)
    .map((p) => ({ id: p.id, status: p.status, amount: p.amount, share: shareOf(p.returnUrl) }));
  const capturedPayments = payments.filter((p) => p.status === 'Captured');
  const { n: ordersOfPayer } = db.prepare('SELECT count(*) AS n FROM orders WHERE customer_code_hash = ?').get(row.hash);
  return {
    status: row.status,
    total: row.total,
    paid: row.paid_payment_id !== null && !UNPAID.has(row.status),
    lines,
    payments,
    captured: capturedPayments.length,
    capturedSum: capturedPayments.reduce((sum, p) => sum + p.amount, 0),
    ordersOfPayer,
  };
}
