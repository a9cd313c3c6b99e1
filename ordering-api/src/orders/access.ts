/**
 * Who may see or act on an order: the signed-in customer whose account placed it (a live bearer
 * access token), or the guest who created it, proven by `X-CustomerCode` (only its SHA-256 is
 * stored). Anything else — another account's order included — gets the same 404
 * `failed-find-order`, whether the order exists or not, so an order id alone reveals nothing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

import type { Db } from '../db/database.ts';
import { problem } from '../http.ts';
import type { OrderRow } from '../repo/orders.ts';
import { findOrderByWireId } from '../repo/orders.ts';

export function hashCustomerCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

const DUMMY_HASH = hashCustomerCode('no order has this code');

/** The one answer for "no such order", "no or wrong code" and "another customer's order". */
export const failedFindOrder = (): Response =>
  problem(404, 'failed-find-order', 'The order could not be found.');

/**
 * The order when the request may access it, else undefined. `orderId` is the id the wire carries:
 * the UUID, or with `numbers` (numericOrderIds) the order's number. The hash comparison runs even
 * when the order does not exist, so timing does not tell the two apart either.
 */
export function authorizeOrder(
  db: Db,
  orderId: string,
  headers: Headers,
  accountId: number | null = null,
  { numbers = false }: { numbers?: boolean } = {},
): OrderRow | undefined {
  const row = findOrderByWireId(db, orderId, { numbers });
  // Signed in (the caller resolved a live bearer token to accountId): the account's own orders.
  if (row && accountId !== null && row.account_id === accountId) return row;
  // Otherwise the guest's customer code (also for a signed-in customer's earlier guest orders).
  const code = headers.get('x-customercode') ?? '';
  const given = Buffer.from(hashCustomerCode(code), 'hex');
  const expected = Buffer.from(row?.customer_code_hash ?? DUMMY_HASH, 'hex');
  const same = given.length === expected.length && timingSafeEqual(given, expected);
  return row && code !== '' && same ? row : undefined;
}
