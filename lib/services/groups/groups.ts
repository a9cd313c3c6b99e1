import 'server-only';

import { randomBytes } from 'node:crypto';

import { revalidateTag, unstable_cache } from 'next/cache';

import { currentCaller } from '@/lib/caller';
import { AppError } from '@/lib/domain/app-error';
import type { BasketItem } from '@/lib/domain/basket/basket';
import { type Group, groupState, hostOf, memberOf } from '@/lib/domain/group/group';
import * as rules from '@/lib/domain/group/rules';
import { type GroupView, type TableGroupSummary, toGroupView } from '@/lib/domain/group/view';
import { isPaidStatus, type OrderType } from '@/lib/domain/orders/order';
import { assertUnder, count, take } from '@/lib/limits/limiter';
import { getSession, newCustomerCode, saveSession } from '@/lib/session/session';

import { loadDeliverySpots } from '../catalog';
import { readOrder } from '../orders';
import { groupStore } from './process-store';

/**
 * The table group's use-cases: who the caller is comes only from their sealed session (a member
 * token), never from the request; every change is a pure step of lib/domain/group/rules.ts
 * applied by the store under a version check.
 */

export type { GroupView, TableGroupSummary };
export { toGroupView };

const newId = () => randomBytes(16).toString('base64url');
const address = () => currentCaller()?.address ?? 'unknown';

/** The cache tag of what a table's pages show of its group: dropped by every change of who is in it. */
export const tableTag = (shopId: number, spotId: number) => `group-table:${shopId}:${spotId}`;

/** A group that still takes members: not ended, not paid. */
async function openGroup(group: Group | null): Promise<Group | null> {
  if (!group) return null;
  const state = groupState(group, Date.now());
  return state === 'ended' || state === 'paid' ? null : group;
}

async function openGroupAt(shopId: number, spotId: number): Promise<Group | null> {
  const store = groupStore();
  const id = await store.atTable(shopId, spotId);
  return openGroup(id ? await store.get(id) : null);
}

const summaryOf = (group: Group, member: boolean): TableGroupSummary => ({
  hostName: hostOf(group)?.name ?? '',
  people: group.members.filter((m) => !m.left).length,
  qrJoinOpen: rules.qrJoinOpen(group, Date.now()),
  member,
});

/**
 * The open group at a table, or the one a share link names, for the group page's first paint
 * ("Join Anna's table · 3 people"); null when there is none (or it is over).
 */
export async function groupToJoin(at: { shopId: number; spotId: number } | { groupId: string }): Promise<TableGroupSummary | null> {
  const group = 'groupId' in at ? await openGroup(await groupStore().get(at.groupId)) : await openGroupAt(at.shopId, at.spotId);
  if (!group) return null;
  const session = await getSession();
  return summaryOf(group, session.group?.id === group.id && memberOf(group, session.group.memberId) !== undefined);
}

/**
 * The same for the table QR's cached menu ("Join Anna's table · 3 people" in its first paint):
 * the same for everyone at that table, kept until someone starts, joins, leaves, takes over or
 * pays (each drops the table's tag), and at most a minute (the QR's join window moves on).
 */
export const tableInvite = (shopId: number, spotId: number) =>
  unstable_cache(async () => {
    const group = await openGroupAt(shopId, spotId);
    return group ? summaryOf(group, false) : null;
  }, ['group-table', String(shopId), String(spotId)], { tags: [tableTag(shopId, spotId)], revalidate: 60 })();

/** The table's pages show the group as it is now. */
export function tableChanged(group: Pick<Group, 'shopId' | 'spotId'>) {
  if (group.spotId === null) return;
  try {
    revalidateTag(tableTag(group.shopId, group.spotId), { expire: 0 });
  } catch {
    // outside a request (a test): nothing cached to drop
  }
}

async function membership() {
  const session = await getSession();
  const mine = session.group;
  if (!mine) throw new AppError('GROUP_NOT_FOUND', 404);
  return { session, ...mine };
}

/** The caller's group, as they may see it. */
export async function myGroup(): Promise<GroupView> {
  const { id, memberId } = await membership();
  const group = await groupStore().get(id);
  if (!group || !memberOf(group, memberId)) throw new AppError('GROUP_NOT_FOUND', 404);
  return toGroupView(group, memberId);
}

/** The caller's group id and member id, for the event stream. */
export async function myMembership(): Promise<{ id: string; memberId: string }> {
  const { id, memberId } = await membership();
  return { id, memberId };
}

async function checkTable(shopId: number, orderType: OrderType, spotId: number | null): Promise<void> {
  if (spotId === null) return;
  const spots = await loadDeliverySpots(shopId);
  const spot = spots.find((s) => s.id === spotId);
  if (!spot || spot.orderType !== orderType) throw new AppError('INVALID_PARAMETER', 422, undefined, { fields: ['spotId'] });
}

export type StartInput = { shopId: number; orderType: OrderType; spotId: number | null; name: string };

/**
 * The first scan of a table starts its group. A table whose group still takes QR joins is joined
 * instead (two friends scanning at once end up together); one whose QR window has closed gets a
 * new group (the next party at that table), and the old one goes on for its members.
 */
export async function startOrJoin(input: StartInput): Promise<GroupView> {
  await take([{ policy: 'groupJoinsPerAddress', key: address() }]);
  await checkTable(input.shopId, input.orderType, input.spotId);
  const store = groupStore();
  const now = Date.now();
  const session = await getSession();
  const memberId = session.group?.memberId ?? newId();
  if (input.spotId !== null) {
    const existing = await store.atTable(input.shopId, input.spotId);
    const group = existing ? await store.get(existing) : null;
    if (group && groupState(group, now) === 'open' && rules.qrJoinOpen(group, now)) {
      return joined(group.id, memberId, (g) => rules.join(g, { memberId, name: input.name, now: Date.now() }));
    }
  }
  const group = { ...rules.startGroup({ ...input, id: newId(), memberId, code: rules.codeFrom(randomBytes(8)), now }), secret: newCustomerCode() };
  await store.create(group);
  tableChanged(group);
  session.group = { id: group.id, memberId };
  session.customerCode ??= newCustomerCode();
  await saveSession(session);
  return toGroupView(group, memberId, now);
}

async function joined(groupId: string, memberId: string, step: (group: Group) => Group): Promise<GroupView> {
  const group = await groupStore().update(groupId, undefined, step);
  tableChanged(group);
  const session = await getSession();
  session.group = { id: group.id, memberId };
  // The guest's key to their orders now, before a double-tapped first order could make two.
  session.customerCode ??= newCustomerCode();
  await saveSession(session);
  return toGroupView(group, memberId);
}

export type JoinInput = { name: string; code?: string } & ({ groupId: string } | { shopId: number; spotId: number });

/** Joining by the table (the QR code), a share link (the group's id) or with a member's code. */
export async function joinGroup(input: JoinInput): Promise<GroupView> {
  // An address that typed too many wrong codes waits before it may try another.
  if (input.code !== undefined) await assertUnder([{ policy: 'groupCodeFailuresPerAddress', key: address() }]);
  await take([{ policy: 'groupJoinsPerAddress', key: address() }]);
  const store = groupStore();
  const groupId = 'groupId' in input ? input.groupId : await store.atTable(input.shopId, input.spotId);
  if (!groupId || !(await store.get(groupId))) throw new AppError('GROUP_NOT_FOUND', 404);
  const session = await getSession();
  const memberId = session.group?.id === groupId ? session.group.memberId : (session.group?.memberId ?? newId());
  try {
    return await joined(groupId, memberId, (g) => rules.join(g, { memberId, name: input.name, code: input.code, now: Date.now() }));
  } catch (error) {
    if (error instanceof AppError && error.code === 'GROUP_CODE_WRONG') await count([{ policy: 'groupCodeFailuresPerAddress', key: address() }]);
    throw error;
  }
}

/** One change by the caller, as a member: the step of the rules, under the version the phone read when it says one. */
async function asMember(step: (group: Group, memberId: string, now: number) => Group, ifMatch?: number): Promise<GroupView> {
  const { id, memberId } = await membership();
  const group = await groupStore().update(id, ifMatch, (g) => step(g, memberId, Date.now()));
  return toGroupView(group, memberId);
}

export const setMyLines = (items: BasketItem[], ifMatch?: number) => asMember((g, m, now) => rules.setLines(g, m, items, now), ifMatch);
export const setReady = (ready: boolean) => asMember((g, m, now) => rules.setReady(g, m, ready, now));
export const lockGroup = () => asMember(rules.lock);
export const unlockGroup = () => asMember(rules.unlock);
export const takeOverHost = async () => {
  const view = await asMember(rules.takeOverHost);
  tableChanged(view);
  return view;
};
export const claimPayment = () => asMember(rules.claimPayment);
export const releasePayment = () => asMember(rules.releasePayment);

/** Leaving forgets the membership in this browser too. */
export async function leaveGroup(): Promise<void> {
  const { session, id, memberId } = await membership();
  await groupStore()
    .update(id, undefined, (g) => (memberOf(g, memberId) ? rules.leave(g, memberId, Date.now()) : g))
    .then(tableChanged)
    .catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'GROUP_NOT_FOUND')) throw error;
    });
  delete session.group;
  await saveSession(session);
}

/**
 * The payer's order was created from the table's lines: it must be the table's basket (the same
 * total the lines make), read at the restaurant with the payer's key, before the others follow it.
 */
export async function linkOrder(orderId: string): Promise<GroupView> {
  const order = await readOrder(orderId);
  const { id } = await membership();
  const group = await groupStore().get(id);
  if (!group) throw new AppError('GROUP_NOT_FOUND', 404);
  const ordered = order.priced?.lines.map((line) => ({ code: line.code, quantity: line.quantity })) ?? [];
  const table = group.lines.map((line) => ({ code: line.item.article.code, quantity: line.item.quantity }));
  if (order.shopId !== group.shopId || articleCounts(ordered) !== articleCounts(table)) throw new AppError('GROUP_ORDER_MISMATCH', 409);
  return asMember((g, m, now) => rules.orderCreated(g, m, orderId, now));
}

/** Articles and how many of each, in a comparable form: the order holds exactly the table's lines. */
function articleCounts(lines: ReadonlyArray<{ code: string; quantity: number }>): string {
  const counts = new Map<string, number>();
  for (const { code, quantity } of lines) counts.set(code, (counts.get(code) ?? 0) + quantity);
  return JSON.stringify([...counts].sort(([a], [b]) => a.localeCompare(b)));
}

/** Once the payer's order reads as paid at the restaurant, the group is done for everyone. */
export async function confirmPaid(): Promise<GroupView> {
  const { id, memberId } = await membership();
  const group = await groupStore().get(id);
  const orderId = group?.payment?.orderId;
  if (!group || !orderId || group.payment?.payerId !== memberId) throw new AppError('GROUP_PAYER_BUSY', 409);
  const order = await readOrder(orderId);
  if (!isPaidStatus(order.status)) return toGroupView(group, memberId);
  const paid = { total: order.priced?.total ?? rules.totals(group).total, ...(order.pickupNumber ? { pickupNumber: order.pickupNumber } : {}) };
  const next = await groupStore().update(id, undefined, (g) => rules.orderPaid(g, orderId, paid, Date.now()));
  tableChanged(next);
  return toGroupView(next, memberId);
}
