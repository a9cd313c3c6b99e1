import { basketItemSchema } from '../basket/basket';
import { ORDER_TYPES } from '../orders/order';
import { array, boolean, type Infer, int, nullable, object, oneOf, optional, string } from '../validate';

/**
 * A table's group order: several phones fill one basket, each line owned by the member who added
 * it, and one of them pays for the table. It lives on the BFF (lib/services/groups), never at the
 * restaurant's API, which knows orders, not groups. Rules: docs/product-rules.md#table-group-orders.
 */

/** A display name: what the others read beside your lines ("Anna"). Text, never markup. */
export const MEMBER_NAME_MAX = 24;
/** A table of friends, not a hall: past this many members joining is refused. */
export const MAX_MEMBERS = 12;
/** Joins over the group's life, leavers included: a table where people come and go still has a bound. */
export const MAX_JOINS = MAX_MEMBERS * 4;
/** The table QR joins a group for this long after its last activity; later, a member's code is needed. */
export const QR_JOIN_WINDOW_MS = 15 * 60_000;
/** A group nobody touched for this long is over: it no longer shows, joins or takes lines. */
export const GROUP_IDLE_MS = 2 * 60 * 60_000;
/** What everyone sees between the host's "Lock" and the basket being locked. */
export const LOCK_COUNTDOWN_MS = 10_000;
/** The one paying may be replaced after this long without a paid order (their payment failed, or they left). */
export const PAYER_TAKEOVER_MS = 2 * 60_000;
/** The host may be replaced by a member after this long without any action of theirs. */
export const HOST_AWAY_MS = 3 * 60_000;
/** The join code a member shows: six characters nobody mistakes for another (no 0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;

const id = string(64, 8);

export const memberSchema = object({
  id,
  name: string(MEMBER_NAME_MAX, 1),
  joinedAt: int(0),
  /** The member's last action: a write of theirs (the host's absence is counted from it). */
  activeAt: int(0),
  ready: boolean(),
  left: boolean(),
});
export type Member = Infer<typeof memberSchema>;

export const groupLineSchema = object({ memberId: id, item: basketItemSchema });
export type GroupLine = Infer<typeof groupLineSchema>;

/** What became of one member's part of a split bill. */
export const SHARE_STATES = ['open', 'pending', 'paid', 'failed'] as const;
export type ShareState = (typeof SHARE_STATES)[number] | 'expired';
/** A part whose payment has had no answer for this long is expired: it may be paid again (the restaurant's API frees it too). */
export const SHARE_PENDING_MS = 30 * 60_000;
export const SPLIT_MODES = ['own', 'equal', 'rest'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

export const shareSchema = object({
  id,
  memberId: id,
  amount: int(0),
  state: oneOf(SHARE_STATES),
  /** Attempts so far: each payment of this part has its own idempotency key. */
  attempt: int(0),
  paymentId: optional(string(64, 1)),
  startedAt: optional(int(0)),
  /** Who paid it (a member may pay another's part). */
  paidBy: optional(id),
});
export type Share = Infer<typeof shareSchema>;

export const groupSchema = object({
  id,
  /** Bumped by every write; the ETag, and the event id of the live updates. */
  version: int(1),
  shopId: int(1),
  orderType: oneOf(ORDER_TYPES),
  /** The table (the delivery spot) of a table QR; null for a take-away group started from a share link. */
  spotId: nullable(int(1)),
  code: string(CODE_LENGTH, CODE_LENGTH),
  /** When the last member left: the group is over. */
  endedAt: optional(int(0)),
  createdAt: int(0),
  lastActivityAt: int(0),
  hostId: id,
  /** Everyone who joined, those who left included (their lines may stay on the bill): at most MAX_JOINS. */
  members: array(memberSchema, MAX_JOINS),
  lines: array(groupLineSchema, 100),
  currencySymbol: optional(string(10)),
  /** The host's lock: changes are still taken until `endsAt`, then the basket is fixed. */
  lock: nullable(object({ startedAt: int(0), endsAt: int(0) })),
  /**
   * The table's key to its own order at the restaurant (a customer code of the group's, never
   * shown to a phone): a split bill's order belongs to the table, and each member pays a part of it.
   */
  secret: optional(string(64, 16)),
  /** A split bill: the table's order, its total as the restaurant priced it, and each part. */
  split: optional(
    nullable(
      object({
        mode: oneOf(SPLIT_MODES),
        orderId: string(64, 1),
        total: int(0),
        shares: array(shareSchema, MAX_JOINS * 2),
      }),
    ),
  ),
  /** Who is paying for the table, since when, and the order once it exists and is paid. */
  payment: nullable(
    object({
      payerId: id,
      since: int(0),
      orderId: optional(string(64, 1)),
      pickupNumber: optional(string(12, 1)),
      paidAt: optional(int(0)),
      total: optional(int(0)),
    }),
  ),
});
export type Group = Infer<typeof groupSchema>;

export type GroupState = 'open' | 'locking' | 'locked' | 'paid' | 'ended';

/** Where the group is at `now`: ended after GROUP_IDLE_MS untouched (a paid group stays readable as paid). */
export function groupState(group: Group, now: number): GroupState {
  if (group.payment?.paidAt !== undefined) return 'paid';
  if (group.endedAt !== undefined || now - group.lastActivityAt > GROUP_IDLE_MS) return 'ended';
  if (!group.lock) return 'open';
  return now < group.lock.endsAt ? 'locking' : 'locked';
}

export const activeMembers = (group: Group) => group.members.filter((member) => !member.left);
export const memberOf = (group: Group, memberId: string | undefined) =>
  memberId === undefined ? undefined : group.members.find((member) => member.id === memberId && !member.left);
export const hostOf = (group: Group) => memberOf(group, group.hostId);

/** Whose a line is, by name: a member who left keeps their name on the lines that stay on the bill. */
export const guestName = (group: Pick<Group, 'members'>, memberId: string) => group.members.find((m) => m.id === memberId)?.name ?? '';

/** The table's lines as one basket, each line labelled with its guest (what the kitchen's ticket prints). */
export const labelledLines = (group: Pick<Group, 'members' | 'lines'>) => group.lines.map(({ memberId, item }) => ({ ...item, guest: guestName(group, memberId) }));
