import 'server-only';

import { currentCaller } from '@/lib/caller';
import { AppError } from '@/lib/domain/app-error';
import { anyOver, assertUnder, type Check, count, firstTime, giveBack, isMarked, mark, take } from '@/lib/limits/limiter';
import type { PolicyName } from '@/lib/limits/policies';

/**
 * Throttles on orders, per session (the guest key, else the signed-in token) and per client
 * address: unpaid orders, order reads, and reads of orders that are not the caller's. An address
 * may be a café's guest Wi-Fi or a carrier's NAT with many guests behind it, so the address's
 * counts never stop a session from its own orders, do not apply to a session that has paid an
 * order (it is known: per-session limits are its own), and slow new sessions down rather than
 * refuse them where that is enough (docs/security.md, "Rate limits").
 */

/** How long a new order waits while its address is over its unpaid-order count. */
export const ADDRESS_SLOWDOWN_MS = 1500;

const address = () => currentCaller()?.address ?? 'unknown';
const established = async (session: string | null | undefined) => Boolean(session) && (await isMarked('establishedSession', session!));

async function checks(perSession: PolicyName, perAddress: PolicyName, session: string | null | undefined): Promise<Check[]> {
  return [
    ...(session ? [{ policy: perSession, key: session }] : []),
    ...((await established(session)) ? [] : [{ policy: perAddress, key: address() }]),
  ];
}

const ownOrderKey = (session: string, orderId: string) => `${session} ${orderId}`;
const isOwnOrder = async (session: string | null | undefined, orderId: string) => Boolean(session) && (await isMarked('ownOrder', ownOrderKey(session!, orderId)));

/**
 * Creating an order: refused (429 UNPAID_ORDERS_LIMIT) while the session holds too many unpaid
 * orders, or its address holds more than the ceiling; slowed down while its address holds too
 * many (a session that has paid before is held to neither of its address's counts). A new order
 * counts once, however often a retry with its Idempotency-Key returns it, and is the session's
 * own from then on.
 */
export async function countedAsUnpaid<T extends { orderId: string }>(session: string, create: () => Promise<T>): Promise<T> {
  const refused = await checks('unpaidOrdersPerSession', 'unpaidOrdersCeilingPerAddress', session);
  await unpaidUnder(refused);
  const slowed = await checks('unpaidOrdersPerSession', 'unpaidOrdersPerAddress', session);
  if (await anyOver(slowed)) await new Promise((resolve) => setTimeout(resolve, ADDRESS_SLOWDOWN_MS));
  const order = await create();
  const ceiling = refused.filter((c) => c.policy === 'unpaidOrdersCeilingPerAddress');
  if (await firstTime('orderCounted', order.orderId)) await count([...slowed, ...ceiling]);
  await mark('ownOrder', ownOrderKey(session, order.orderId));
  return order;
}

/** RATE_LIMITED from the unpaid-order counts, said as what it is: too many unpaid orders, with the wait. */
async function unpaidUnder(limits: Check[]): Promise<void> {
  try {
    await assertUnder(limits);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') throw new AppError('UNPAID_ORDERS_LIMIT', 429, 'too many unpaid orders', error.details);
    throw error;
  }
}

/**
 * Holding a pickup time: counted per session, and per address for a session that has not paid an
 * order yet; past either, the hold is refused (429 RATE_LIMITED) and nothing is held. One client
 * cannot take a kitchen's day of room by holding every time.
 */
export async function countedHold(session: string): Promise<void> {
  await take(await checks('slotHoldsPerSession', 'slotHoldsPerAddress', session));
}

/** A paid order gives its place among the unpaid back, once, and makes the session an established one. */
export async function countedAsPaid(session: string, orderId: string): Promise<void> {
  if (await firstTime('orderPaid', orderId)) {
    await giveBack([
      { policy: 'unpaidOrdersPerSession', key: session },
      { policy: 'unpaidOrdersPerAddress', key: address() },
      { policy: 'unpaidOrdersCeilingPerAddress', key: address() },
    ]);
  }
  await mark('establishedSession', session);
}

/**
 * A call that names an order by id (read, pay, confirm, receipt): limited per session and
 * address, and an id that finds no order of the caller's (a 404) counts towards a much smaller
 * limit: order ids cannot be guessed in bulk. An order the session created or has read is never
 * a guess: neither the miss counts nor the address's read count stop it.
 */
export async function lookUpOrder<T>(session: string | null | undefined, orderId: string, lookUp: () => Promise<T>): Promise<T> {
  if (await isOwnOrder(session, orderId)) {
    await take([{ policy: 'orderReadsPerSession', key: session! }]);
    return lookUp();
  }
  const misses = await checks('missedOrderReadsPerSession', 'missedOrderReadsPerAddress', session);
  await assertUnder(misses);
  await take(await checks('orderReadsPerSession', 'orderReadsPerAddress', session));
  try {
    const found = await lookUp();
    if (session) await mark('ownOrder', ownOrderKey(session, orderId));
    return found;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) await count(misses);
    throw error;
  }
}
