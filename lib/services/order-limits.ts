import 'server-only';

import { currentCaller } from '@/lib/caller';
import { AppError } from '@/lib/domain/app-error';
import { assertUnder, type Check, count, firstTime, giveBack, take } from '@/lib/limits/limiter';
import type { PolicyName } from '@/lib/limits/policies';

/**
 * Throttles on orders, per session (the guest key, else the signed-in token) and per client
 * address: unpaid orders, order reads, and reads of orders that are not the caller's.
 */
const checks = (perSession: PolicyName, perAddress: PolicyName, session: string | null | undefined): Check[] => [
  ...(session ? [{ policy: perSession, key: session }] : []),
  { policy: perAddress, key: currentCaller()?.address ?? 'unknown' },
];

const unpaid = (session: string) => checks('unpaidOrdersPerSession', 'unpaidOrdersPerAddress', session);

/**
 * Creating an order: refused (429) while the guest holds too many unpaid orders. A new order
 * counts once, however often a retry with its Idempotency-Key returns it.
 */
export async function countedAsUnpaid<T extends { orderId: string }>(session: string, create: () => Promise<T>): Promise<T> {
  await assertUnder(unpaid(session));
  const order = await create();
  if (await firstTime('orderCounted', order.orderId)) await count(unpaid(session));
  return order;
}

/** A paid order gives its place among the unpaid back, once, however often its payment is confirmed. */
export async function countedAsPaid(session: string, orderId: string): Promise<void> {
  if (await firstTime('orderPaid', orderId)) await giveBack(unpaid(session));
}

/**
 * A call that names an order by id (read, pay, confirm, receipt): limited per session and
 * address, and an id that finds no order of the caller's (a 404) counts towards a much smaller
 * limit: order ids cannot be guessed in bulk.
 */
export async function lookUpOrder<T>(session: string | null | undefined, lookUp: () => Promise<T>): Promise<T> {
  const misses = checks('missedOrderReadsPerSession', 'missedOrderReadsPerAddress', session);
  await assertUnder(misses);
  await take(checks('orderReadsPerSession', 'orderReadsPerAddress', session));
  try {
    return await lookUp();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) await count(misses);
    throw error;
  }
}
