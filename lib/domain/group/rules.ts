import { AppError } from '../app-error';
import type { BasketItem } from '../basket/basket';
import { MAX_LINES } from '../basket/basket';
import { lineTotal } from '../basket/rules';
import type { OrderType } from '../orders/order';
import { isOrderTooLarge } from '../orders/order-size';
import {
  activeMembers,
  CODE_ALPHABET,
  CODE_LENGTH,
  type Group,
  groupState,
  HOST_AWAY_MS,
  LOCK_COUNTDOWN_MS,
  MAX_JOINS,
  MAX_MEMBERS,
  MEMBER_NAME_MAX,
  memberOf,
  PAYER_TAKEOVER_MS,
  QR_JOIN_WINDOW_MS,
} from './group';

/**
 * Every change to a group is one of these pure steps: the group before, who acts and when, and
 * the group after (version and activity moved on), or an AppError with a stable code. The store
 * applies them under a version check, so two phones never overwrite each other.
 */

/** A display name as typed: control characters and surrounding space go, inner runs of space become one. */
export function cleanName(raw: string): string {
  const text = raw
    .replace(/[\t\n\r\p{Zl}\p{Zp}]/gu, ' ')
    // Control and format characters go, but the joiner that makes one emoji of several stays.
    .replace(/[\p{Cc}\p{Cf}]/gu, (c) => (c === '\u200d' ? c : ''))
    .replace(/\s+/g, ' ')
    .trim();
  // Cut to MEMBER_NAME_MAX UTF-16 units (what every schema counts), never inside a character
  // (an emoji is two units), then trimmed again.
  let cut = '';
  for (const character of text) {
    if (cut.length + character.length > MEMBER_NAME_MAX) break;
    cut += character;
  }
  return cut.trim();
}

/** A join code from random bytes (the caller's crypto), one character per byte without bias worth a guess. */
export function codeFrom(bytes: Uint8Array): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[bytes[i]! % CODE_ALPHABET.length];
  return code;
}

/** Case and spaces do not matter when a code is typed ("abc 234" is "ABC234"). */
export const normalizeCode = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

const touched = (group: Group, now: number, memberId?: string): Group => ({
  ...group,
  version: group.version + 1,
  lastActivityAt: now,
  members: memberId ? group.members.map((m) => (m.id === memberId ? { ...m, activeAt: now } : m)) : group.members,
});

function refuseUnlessOpen(group: Group, now: number, { duringCountdown = true } = {}): void {
  const state = groupState(group, now);
  if (state === 'ended') throw new AppError('GROUP_ENDED', 410);
  if (state === 'paid' || state === 'locked' || (state === 'locking' && !duringCountdown)) throw new AppError('GROUP_LOCKED', 409);
}

function actingMember(group: Group, memberId: string | undefined) {
  const member = memberOf(group, memberId);
  if (!member) throw new AppError('GROUP_NOT_MEMBER', 403);
  return member;
}

function actingHost(group: Group, memberId: string | undefined) {
  const member = actingMember(group, memberId);
  if (group.hostId !== member.id) throw new AppError('GROUP_NOT_HOST', 403);
  return member;
}

export type NewGroup = {
  id: string;
  memberId: string;
  code: string;
  name: string;
  shopId: number;
  orderType: OrderType;
  spotId: number | null;
  currencySymbol?: string;
  now: number;
};

/** The first scan of a table (or a share link) starts a group with its host. */
export function startGroup(input: NewGroup): Group {
  const name = cleanName(input.name);
  if (!name) throw new AppError('GROUP_NAME_REQUIRED', 422);
  return {
    id: input.id,
    version: 1,
    shopId: input.shopId,
    orderType: input.orderType,
    spotId: input.spotId,
    code: input.code,
    createdAt: input.now,
    lastActivityAt: input.now,
    hostId: input.memberId,
    members: [{ id: input.memberId, name, joinedAt: input.now, activeAt: input.now, ready: false, left: false }],
    lines: [],
    ...(input.currencySymbol ? { currencySymbol: input.currencySymbol } : {}),
    lock: null,
    payment: null,
  };
}

/** Whether the table QR alone still joins: within QR_JOIN_WINDOW_MS of the group's last activity. */
export const qrJoinOpen = (group: Group, now: number) => now - group.lastActivityAt <= QR_JOIN_WINDOW_MS;

export type JoinInput = { memberId: string; name: string; code?: string; now: number };

/**
 * Joining: by the table QR while the window is open, else only with the code a member shows, so
 * a photographed QR cannot add to someone's bill later. Not once the basket is locked or paid.
 */
export function join(group: Group, { memberId, name, code, now }: JoinInput): Group {
  refuseUnlessOpen(group, now, { duringCountdown: false });
  const clean = cleanName(name);
  if (!clean) throw new AppError('GROUP_NAME_REQUIRED', 422);
  if (code !== undefined) {
    if (normalizeCode(code) !== group.code) throw new AppError('GROUP_CODE_WRONG', 403);
  } else if (!qrJoinOpen(group, now)) {
    throw new AppError('GROUP_CODE_REQUIRED', 403);
  }
  const existing = group.members.find((m) => m.id === memberId);
  const coming = !existing || existing.left;
  if (coming && activeMembers(group).length >= MAX_MEMBERS) throw new AppError('GROUP_FULL', 409);
  if (!existing && group.members.length >= MAX_JOINS) throw new AppError('GROUP_FULL', 409);
  const members = existing
    ? group.members.map((m) => (m.id === memberId ? { ...m, name: clean, left: false, activeAt: now } : m))
    : [...group.members, { id: memberId, name: clean, joinedAt: now, activeAt: now, ready: false, left: false }];
  return touched({ ...group, members }, now);
}

/**
 * A member's own lines, replaced whole: their basket as their phone holds it. A line id another
 * member owns is refused (nobody edits someone else's line); the table's basket keeps the limits
 * of one basket. Changing lines takes back "I'm ready".
 */
export function setLines(group: Group, memberId: string | undefined, items: readonly BasketItem[], now: number): Group {
  const member = actingMember(group, memberId);
  refuseUnlessOpen(group, now);
  const others = group.lines.filter((line) => line.memberId !== member.id);
  const taken = new Set(others.map((line) => line.item.id));
  if (items.some((item) => taken.has(item.id))) throw new AppError('GROUP_LINE_NOT_YOURS', 403);
  if (new Set(items.map((item) => item.id)).size !== items.length) throw new AppError('VALIDATION', 422);
  const lines = [...others, ...items.map((item) => ({ memberId: member.id, item }))];
  if (lines.length > MAX_LINES || isOrderTooLarge(lines.map((line) => line.item))) throw new AppError('ORDER_TOO_LARGE', 422);
  const mine = group.lines.filter((line) => line.memberId === member.id);
  const changed = JSON.stringify(mine.map((line) => line.item)) !== JSON.stringify(items);
  const members = changed ? group.members.map((m) => (m.id === member.id ? { ...m, ready: false } : m)) : group.members;
  return touched({ ...group, lines, members }, now, member.id);
}

export function setReady(group: Group, memberId: string | undefined, ready: boolean, now: number): Group {
  const member = actingMember(group, memberId);
  refuseUnlessOpen(group, now);
  return touched({ ...group, members: group.members.map((m) => (m.id === member.id ? { ...m, ready } : m)) }, now, member.id);
}

/** The host locks the basket: everyone sees LOCK_COUNTDOWN_MS counting down, then it is fixed. */
export function lock(group: Group, memberId: string | undefined, now: number): Group {
  actingHost(group, memberId);
  refuseUnlessOpen(group, now, { duringCountdown: false });
  if (group.lines.length === 0) throw new AppError('GROUP_EMPTY', 409);
  return touched({ ...group, lock: { startedAt: now, endsAt: now + LOCK_COUNTDOWN_MS } }, now, memberId);
}

/** The host opens the basket again (someone wants more), until someone has started paying. */
export function unlock(group: Group, memberId: string | undefined, now: number): Group {
  actingHost(group, memberId);
  const state = groupState(group, now);
  if (state === 'ended') throw new AppError('GROUP_ENDED', 410);
  if (state === 'paid' || group.payment || group.split) throw new AppError('GROUP_PAYMENT_STARTED', 409);
  return touched({ ...group, lock: null }, now, memberId);
}

/**
 * Leaving: before the lock a member's lines leave with them (they are not eating); after it the
 * lines stay on the table's bill. A host who leaves hands the group to the longest-standing
 * member. The last one out ends the group.
 */
export function leave(group: Group, memberId: string | undefined, now: number): Group {
  const member = actingMember(group, memberId);
  const state = groupState(group, now);
  const members = group.members.map((m) => (m.id === member.id ? { ...m, left: true, ready: false } : m));
  const lines = state === 'open' || state === 'locking' ? group.lines.filter((line) => line.memberId !== member.id) : group.lines;
  const staying = members.filter((m) => !m.left);
  const hostId = group.hostId === member.id && staying[0] ? staying[0].id : group.hostId;
  const payment = group.payment && group.payment.payerId === member.id && group.payment.paidAt === undefined ? null : group.payment;
  const ended = staying.length === 0 && group.payment?.paidAt === undefined ? { endedAt: now } : {};
  return touched({ ...group, members, lines, hostId, payment, ...ended }, now);
}

/** Whether `memberId` may take the host's place now: the host left or has done nothing for HOST_AWAY_MS. */
export function mayTakeOverHost(group: Group, memberId: string | undefined, now: number): boolean {
  const member = memberOf(group, memberId);
  if (!member || group.hostId === member.id) return false;
  const host = memberOf(group, group.hostId);
  return !host || now - host.activeAt > HOST_AWAY_MS;
}

export function takeOverHost(group: Group, memberId: string | undefined, now: number): Group {
  actingMember(group, memberId);
  if (groupState(group, now) === 'ended') throw new AppError('GROUP_ENDED', 410);
  if (!mayTakeOverHost(group, memberId, now)) throw new AppError('GROUP_NOT_HOST', 403);
  return touched({ ...group, hostId: memberId! }, now, memberId);
}

/**
 * "I pay for the table": once the basket is locked, one member pays it all. Another member may
 * take the bill over when the payer released it, left, or has not paid within PAYER_TAKEOVER_MS.
 */
export function claimPayment(group: Group, memberId: string | undefined, now: number): Group {
  const member = actingMember(group, memberId);
  const state = groupState(group, now);
  if (state === 'ended') throw new AppError('GROUP_ENDED', 410);
  if (state === 'paid') throw new AppError('GROUP_PAID', 409);
  if (state !== 'locked') throw new AppError('GROUP_NOT_LOCKED', 409);
  // A split bill has its order already: paying it all is "pay the rest" there.
  if (group.split) throw new AppError('GROUP_PAYMENT_STARTED', 409);
  const current = group.payment;
  // A payer whose order exists may be paying it right now: only their release (or leaving) frees
  // the bill, never the clock, so the table is never charged twice.
  const busy = current && current.payerId !== member.id && memberOf(group, current.payerId) && (current.orderId !== undefined || now - current.since < PAYER_TAKEOVER_MS);
  if (busy) throw new AppError('GROUP_PAYER_BUSY', 409);
  if (current?.payerId === member.id) return group;
  return touched({ ...group, payment: { payerId: member.id, since: now } }, now, member.id);
}

/** The payer gives the bill back (their card failed, they cannot pay): anyone may take it at once. */
export function releasePayment(group: Group, memberId: string | undefined, now: number): Group {
  const member = actingMember(group, memberId);
  if (!group.payment || group.payment.payerId !== member.id || group.payment.paidAt !== undefined) return group;
  return touched({ ...group, payment: null }, now, member.id);
}

/** The payer's order was created from the table's lines: remembered so the others can follow it. */
export function orderCreated(group: Group, memberId: string | undefined, orderId: string, now: number): Group {
  const member = actingMember(group, memberId);
  if (group.payment?.payerId !== member.id) throw new AppError('GROUP_PAYER_BUSY', 409);
  if (group.payment.orderId === orderId) return group;
  return touched({ ...group, payment: { payerId: member.id, since: group.payment.since, orderId } }, now, member.id);
}

/** The order was paid (checked at the restaurant's API by the caller): the group is done. */
export function orderPaid(group: Group, orderId: string, paid: { pickupNumber?: string; total: number }, now: number): Group {
  if (!group.payment || group.payment.orderId !== orderId) throw new AppError('GROUP_PAYER_BUSY', 409);
  if (group.payment.paidAt !== undefined) return group;
  const payment = { ...group.payment, paidAt: now, total: paid.total, ...(paid.pickupNumber ? { pickupNumber: paid.pickupNumber } : {}) };
  return touched({ ...group, payment }, now);
}

/** Each member's subtotal and the table's total, in minor units, by the basket's one price rule. */
export function totals(group: Group): { byMember: Record<string, number>; total: number } {
  const byMember: Record<string, number> = {};
  let total = 0;
  for (const line of group.lines) {
    const amount = lineTotal(line.item);
    byMember[line.memberId] = (byMember[line.memberId] ?? 0) + amount;
    total += amount;
  }
  return { byMember, total };
}
