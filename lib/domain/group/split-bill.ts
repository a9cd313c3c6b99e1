import { AppError } from '../app-error';
import { type Group, groupState, memberOf, type Share, SHARE_PENDING_MS, type ShareState, type SplitMode } from './group';
import { totals } from './rules';
import { allocate, equalShares } from './split';

/**
 * A split bill: once the basket is locked, the table's order is created once (priced by the
 * restaurant) and each member pays their part of it, each part a payment of its own. Parts are
 * whole öre by the largest remainder and fixed once anyone pays; a failed part never undoes paid
 * ones and may be paid again, by its member or, once it failed or its member left, by anyone.
 * The order goes to the kitchen when its parts make the total (the restaurant's API decides).
 */

const bump = (group: Group, now: number): Group => ({ ...group, version: group.version + 1, lastActivityAt: now });

/** A part as it reads now: a payment without an answer for SHARE_PENDING_MS is expired. */
export const shareState = (share: Share, now: number): ShareState =>
  share.state === 'pending' && share.startedAt !== undefined && now - share.startedAt > SHARE_PENDING_MS ? 'expired' : share.state;

/** Whether any part is paid or being paid: from then on the parts' amounts stay as they are. */
const started = (group: Group, now: number) => (group.split?.shares ?? []).some((s) => ['paid', 'pending'].includes(shareState(s, now)));

/** What is still to pay and nobody is paying. */
export function restOf(group: Group, now: number): number {
  const split = group.split;
  if (!split) return 0;
  const held = split.shares.filter((s) => ['paid', 'pending'].includes(shareState(s, now))).reduce((sum, s) => sum + s.amount, 0);
  return Math.max(0, split.total - held);
}

function shareAmounts(group: Group, mode: Exclude<SplitMode, 'rest'>, total: number): Array<{ memberId: string; amount: number }> {
  const members = group.members.filter((m) => !m.left);
  if (mode === 'equal') {
    const parts = equalShares(total, members.length);
    return members.map((m, i) => ({ memberId: m.id, amount: parts[i]! }));
  }
  // Each their own lines, priced again by the restaurant: its total shared in proportion to them.
  const own = totals(group).byMember;
  const payers = group.members.filter((m) => (own[m.id] ?? 0) > 0);
  const parts = allocate(total, payers.map((m) => own[m.id]!));
  return payers.map((m, i) => ({ memberId: m.id, amount: parts[i]! }));
}

/**
 * "Split the bill": the locked table's order (created by the caller, `order`) shared per member
 * by their own lines or in equal parts. Chosen again (another mode) only while nobody pays.
 */
export function splitBill(group: Group, memberId: string | undefined, mode: Exclude<SplitMode, 'rest'>, order: { orderId: string; total: number }, newId: () => string, now: number): Group {
  if (!memberOf(group, memberId)) throw new AppError('GROUP_NOT_MEMBER', 403);
  const state = groupState(group, now);
  if (state === 'paid') throw new AppError('GROUP_PAID', 409);
  if (state !== 'locked') throw new AppError('GROUP_NOT_LOCKED', 409);
  if (group.payment) throw new AppError('GROUP_PAYER_BUSY', 409);
  if (started(group, now)) throw new AppError('GROUP_PAYMENT_STARTED', 409);
  // Two phones choosing the same split at once: the parts the first made stay (their ids are on its screen).
  if (group.split?.mode === mode && group.split.orderId === order.orderId) return group;
  const shares = shareAmounts(group, mode, order.total)
    .filter((part) => part.amount > 0)
    .map((part) => ({ id: newId(), memberId: part.memberId, amount: part.amount, state: 'open' as const, attempt: 0 }));
  return bump({ ...group, split: { mode, orderId: order.orderId, total: order.total, shares } }, now);
}

/** "Pay the rest": one part for the caller of everything nobody has paid or is paying; the open parts go. */
export function payRest(group: Group, memberId: string | undefined, newId: () => string, now: number): Group {
  const member = memberOf(group, memberId);
  if (!member) throw new AppError('GROUP_NOT_MEMBER', 403);
  const split = group.split;
  if (!split) throw new AppError('GROUP_NOT_LOCKED', 409);
  const rest = restOf(group, now);
  if (rest === 0) throw new AppError('GROUP_PAID', 409);
  const kept = split.shares.filter((s) => ['paid', 'pending'].includes(shareState(s, now)));
  const shares = [...kept, { id: newId(), memberId: member.id, amount: rest, state: 'open' as const, attempt: 0 }];
  return bump({ ...group, split: { ...split, mode: 'rest', shares } }, now);
}

/**
 * A member starts paying a part: their own (open, failed or expired), or another's that failed,
 * expired or whose member left. The part is pending with a new attempt (its own idempotency key).
 */
export function startShare(group: Group, memberId: string | undefined, shareId: string, now: number): Group {
  const member = memberOf(group, memberId);
  if (!member) throw new AppError('GROUP_NOT_MEMBER', 403);
  const share = group.split?.shares.find((s) => s.id === shareId);
  if (!share || !group.split) throw new AppError('GROUP_NOT_FOUND', 404);
  const state = shareState(share, now);
  if (state === 'paid') throw new AppError('GROUP_PAID', 409);
  if (state === 'pending') throw new AppError('GROUP_PAYER_BUSY', 409);
  const own = share.memberId === member.id;
  if (!own && state === 'open' && memberOf(group, share.memberId)) throw new AppError('GROUP_LINE_NOT_YOURS', 403);
  const next: Share = { ...share, state: 'pending', attempt: share.attempt + 1, startedAt: now, paidBy: member.id };
  delete next.paymentId;
  return bump({ ...group, split: { ...group.split, shares: group.split.shares.map((s) => (s.id === shareId ? next : s)) } }, now);
}

/** The restaurant's answer to starting a part's payment: its id, or the part failed to start. */
export function shareStarted(group: Group, shareId: string, attempt: number, outcome: { paymentId: string } | 'failed', now: number): Group {
  const split = group.split;
  const share = split?.shares.find((s) => s.id === shareId);
  if (!split || !share || share.attempt !== attempt || share.state !== 'pending') return group;
  const next: Share = outcome === 'failed' ? { ...share, state: 'failed' } : { ...share, paymentId: outcome.paymentId };
  return bump({ ...group, split: { ...split, shares: split.shares.map((s) => (s.id === shareId ? next : s)) } }, now);
}

/**
 * A part's payment as the restaurant confirmed it: paid or failed. When the order reads paid
 * (its parts make the total), the group is paid.
 */
export function shareSettled(
  group: Group,
  paymentId: string,
  outcome: 'paid' | 'failed' | 'pending',
  order: { paid: boolean; pickupNumber?: string },
  now: number,
): Group {
  const split = group.split;
  if (!split) return group;
  const share = split.shares.find((s) => s.paymentId === paymentId);
  let next = group;
  if (share && share.state !== 'paid' && outcome !== 'pending' && share.state !== outcome) {
    next = bump({ ...group, split: { ...split, shares: split.shares.map((s) => (s.id === share.id ? { ...s, state: outcome } : s)) } }, now);
  }
  if (order.paid && next.payment?.paidAt === undefined) {
    const payerId = share?.paidBy ?? share?.memberId ?? next.hostId;
    const payment = { payerId, since: now, orderId: split.orderId, paidAt: now, total: split.total, ...(order.pickupNumber ? { pickupNumber: order.pickupNumber } : {}) };
    next = bump({ ...next, payment }, now);
  }
  return next;
}
