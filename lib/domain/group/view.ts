import type { BasketItem } from '../basket/basket';
import type { OrderType } from '../orders/order';
import { orderNumber } from '../orders/order-number';
import { type Group, groupState, guestName, type ShareState, type SplitMode } from './group';
import * as rules from './rules';
import { equalShares } from './split';
import { restOf, shareState } from './split-bill';

/** What a member's phone sees of the group: names and lines, never another member's token. */
export type GroupView = {
  id: string;
  version: number;
  state: ReturnType<typeof groupState>;
  shopId: number;
  orderType: OrderType;
  spotId: number | null;
  /** The code to show a late joiner. */
  code: string;
  /** Whether the table QR alone still joins. */
  qrJoinOpen: boolean;
  you: string;
  hostId: string;
  members: Array<{ id: string; name: string; ready: boolean; subtotal: number }>;
  /** Each line with whose it is (`name`: also a member who left after the lock, whose lines stay). */
  lines: Array<{ memberId: string; name: string; item: BasketItem }>;
  total: number;
  /** Equal parts of the total among the members, to the öre (largest remainder): what each owes the payer. */
  equalShare: number[];
  lock: { endsAt: number } | null;
  /** `number`: what the whole table calls the order by (its pickup number, else its id's short form). */
  payment: { payerId: string; orderId?: string; number?: string; paid: boolean; total?: number } | null;
  mayTakeOverHost: boolean;
  /** A split bill: the table's total as the restaurant priced it, each part and its state, what nobody pays yet. */
  split: {
    mode: SplitMode;
    /** The table's order (the restaurant reads it only with the table's own key, never a phone's). */
    orderId: string;
    total: number;
    rest: number;
    shares: Array<{ id: string; memberId: string; name: string; amount: number; state: ShareState; paidBy?: string }>;
  } | null;
  /** The server's clock, so a phone counts the lock down from the right moment. */
  now: number;
};

export function toGroupView(group: Group, you: string, now = Date.now()): GroupView {
  const { byMember, total } = rules.totals(group);
  const members = group.members.filter((m) => !m.left);
  const payment = group.payment;
  return {
    id: group.id,
    version: group.version,
    state: groupState(group, now),
    shopId: group.shopId,
    orderType: group.orderType,
    spotId: group.spotId,
    code: group.code,
    qrJoinOpen: rules.qrJoinOpen(group, now),
    you,
    hostId: group.hostId,
    members: members.map((m) => ({ id: m.id, name: m.name, ready: m.ready, subtotal: byMember[m.id] ?? 0 })),
    lines: group.lines.map((line) => ({ ...line, name: guestName(group, line.memberId) })),
    total,
    equalShare: equalShares(total, members.length),
    lock: group.lock ? { endsAt: group.lock.endsAt } : null,
    payment: payment
      ? {
          payerId: payment.payerId,
          // The order is the payer's (their guest key reads it); the others follow it here.
          ...(payment.orderId && payment.payerId === you ? { orderId: payment.orderId } : {}),
          ...(payment.orderId ? { number: orderNumber({ orderId: payment.orderId, pickupNumber: payment.pickupNumber ?? null }) } : {}),
          paid: payment.paidAt !== undefined,
          ...(payment.total !== undefined ? { total: payment.total } : {}),
        }
      : null,
    mayTakeOverHost: rules.mayTakeOverHost(group, you, now),
    split: group.split
      ? {
          mode: group.split.mode,
          orderId: group.split.orderId,
          total: group.split.total,
          rest: restOf(group, now),
          shares: group.split.shares.map((s) => ({
            id: s.id,
            memberId: s.memberId,
            name: guestName(group, s.memberId),
            amount: s.amount,
            state: shareState(s, now),
            ...(s.paidBy ? { paidBy: s.paidBy } : {}),
          })),
        }
      : null,
    now,
  };
}

/** What the table QR shows before anyone joins: "Join Anna's table · 3 people". */
export type TableGroupSummary = { hostName: string; people: number; qrJoinOpen: boolean; member: boolean };

