import fc from 'fast-check';

import { guestLabelSchema } from '../../upstream/schemas/orders';
import { AppError } from '../app-error';
import type { BasketItem } from '../basket/basket';
import { lineTotal } from '../basket/rules';
import { isInvalid } from '../validate';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  type Group,
  GROUP_IDLE_MS,
  groupSchema,
  groupState,
  HOST_AWAY_MS,
  LOCK_COUNTDOWN_MS,
  MAX_MEMBERS,
  MEMBER_NAME_MAX,
  PAYER_TAKEOVER_MS,
  QR_JOIN_WINDOW_MS,
} from './group';
import {
  claimPayment,
  cleanName,
  codeFrom,
  join,
  leave,
  lock,
  mayTakeOverHost,
  normalizeCode,
  orderCreated,
  orderPaid,
  qrJoinOpen,
  releasePayment,
  setLines,
  setReady,
  startGroup,
  takeOverHost,
  totals,
  unlock,
} from './rules';
import { toGroupView } from './view';

const T0 = 1_700_000_000_000;
const SECOND = 1000;
const CODE = 'ABC234';
const HOST = 'member-host';
const ANNA = 'member-anna';
const BO = 'member-bo01';
const CAI = 'member-cai1';
const STRANGER = 'member-stranger';

const article = (code: string, price: number) => ({ code, description: code, price, i18n: [], imageUrl: null, campaigns: [] });
const item = (id: string, code: string, price = 10000, quantity = 1, choices: Array<[number, string, number]> = []): BasketItem => ({
  id,
  type: 'article',
  quantity,
  article: article(code, price),
  choices: choices.map(([level, c, p]) => ({ level, code: c, article: article(c, p) })),
});

/** The AppError code a step throws, or undefined when it does not throw. */
function codeOf(step: () => unknown): string | undefined {
  try {
    step();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return undefined;
}

const start = (now = T0, name = 'Host') =>
  startGroup({ id: 'group-0001', memberId: HOST, code: CODE, name, shopId: 7, orderType: 'dineInPlace', spotId: 12, now });

/** A started group with Anna and Bo joined by the QR a second apart (host first, then Anna, then Bo). */
function table(now = T0): Group {
  let group = start(now);
  group = join(group, { memberId: ANNA, name: 'Anna', now: now + SECOND });
  group = join(group, { memberId: BO, name: 'Bo', now: now + 2 * SECOND });
  return group;
}

/** A table whose host has locked a basket with one line of each member's, the countdown started at `at`. */
function locked(at = T0 + 10 * SECOND): Group {
  let group = table();
  group = setLines(group, HOST, [item('line-h1', 'BURGER', 12900)], at - 3 * SECOND);
  group = setLines(group, ANNA, [item('line-a1', 'SALAD', 7900)], at - 2 * SECOND);
  group = setLines(group, BO, [item('line-b1', 'FRIES', 3900)], at - SECOND);
  return lock(group, HOST, at);
}
const LOCK_AT = T0 + 10 * SECOND;
const LOCKED_AT = LOCK_AT + LOCK_COUNTDOWN_MS;

const isValidGroup = (group: Group) => !isInvalid(groupSchema.check(JSON.parse(JSON.stringify(group))));

describe('names and codes', () => {
  test('a name is cleaned: control and format characters go, runs of space become one, trimmed', () => {
    expect(cleanName('  Anna   Karin  ')).toBe('Anna Karin');
    expect(cleanName('An\u0000na\u200B\u202E')).toBe('Anna');
    expect(cleanName('Anna\u00A0\u00A0 Berg')).toBe('Anna Berg');
    expect(cleanName('Anna\u2028Berg')).toBe('Anna Berg');
    expect(cleanName('Anna\tBerg\n')).toBe('Anna Berg');
  });

  test(`a name keeps at most ${MEMBER_NAME_MAX} characters`, () => {
    expect(cleanName('x'.repeat(40))).toBe('x'.repeat(MEMBER_NAME_MAX));
  });

  test('markup in a name is plain text, kept as typed', () => {
    expect(cleanName('<b>x</b>')).toBe('<b>x</b>');
    expect(cleanName('<i onclick="x()">Bo</i>')).toBe('<i onclick="x()">Bo</i>');
  });

  test('any cleaned name is short, free of control characters and trimmed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (raw) => {
        const name = cleanName(raw);
        expect(name.length).toBeLessThanOrEqual(MEMBER_NAME_MAX);
        expect(/\p{Cc}|(?!\u200d)\p{Cf}/u.test(name)).toBe(false);
        expect(/\s\s/.test(name)).toBe(false);
        expect(name.startsWith(' ')).toBe(false);
      }),
    );
  });
  test('a name cut to its maximum does not end with a space', () => {
    expect(cleanName(`${'a'.repeat(MEMBER_NAME_MAX - 1)} b`)).toBe('a'.repeat(MEMBER_NAME_MAX - 1));
  });
  test('any cleaned name is one the store keeps and the kitchen ticket takes (24 UTF-16 units, emoji whole)', () => {
    for (const raw of ['Åsa-Britt Gustafsson 🍔🍔🍔', 'Family 👩‍👩‍👧', '🍔'.repeat(20)]) {
      const name = cleanName(raw);
      expect(name.length).toBeLessThanOrEqual(MEMBER_NAME_MAX);
      expect(name.isWellFormed()).toBe(true);
      expect(guestLabelSchema.safeParse(name).success).toBe(true);
    }
    expect(cleanName('Family 👩‍👩‍👧')).toBe('Family 👩‍👩‍👧');
  });
  test('a name cut to its maximum never splits a character', () => {
    const name = cleanName(`${'a'.repeat(MEMBER_NAME_MAX - 1)}😀`);
    expect(name.isWellFormed()).toBe(true);
  });

  test('a code is six characters of the unambiguous alphabet', () => {
    expect(codeFrom(new Uint8Array([0, 1, 2, 3, 4, 5]))).toBe('ABCDEF');
    fc.assert(
      fc.property(fc.uint8Array({ minLength: CODE_LENGTH, maxLength: CODE_LENGTH }), (bytes) => {
        const code = codeFrom(bytes);
        expect(code).toHaveLength(CODE_LENGTH);
        for (const c of code) expect(CODE_ALPHABET).toContain(c);
        expect(code).not.toMatch(/[01OIL]/);
      }),
    );
  });

  test('case and spaces do not matter in a typed code', () => {
    expect(normalizeCode('abc 234')).toBe('ABC234');
    expect(normalizeCode(' a b c\t2 3 4 ')).toBe('ABC234');
  });
});

describe('starting a group', () => {
  test('needs a name', () => {
    expect(codeOf(() => start(T0, ''))).toBe('GROUP_NAME_REQUIRED');
    expect(codeOf(() => start(T0, '   '))).toBe('GROUP_NAME_REQUIRED');
    expect(codeOf(() => start(T0, '\u0000\u200B\t'))).toBe('GROUP_NAME_REQUIRED');
  });

  test('starts open, at version 1, with its host as the only member and no lines', () => {
    const group = start(T0, '  <b>Host</b>  ');
    expect(group).toMatchObject({ version: 1, hostId: HOST, code: CODE, createdAt: T0, lastActivityAt: T0, lines: [], lock: null, payment: null });
    expect(group.members).toEqual([{ id: HOST, name: '<b>Host</b>', joinedAt: T0, activeAt: T0, ready: false, left: false }]);
    expect(groupState(group, T0)).toBe('open');
    expect(isValidGroup(group)).toBe(true);
  });
});

describe('joining', () => {
  test(`by the table QR within ${QR_JOIN_WINDOW_MS / 60_000} minutes of the last activity`, () => {
    const group = start();
    expect(qrJoinOpen(group, T0 + QR_JOIN_WINDOW_MS)).toBe(true);
    const joined = join(group, { memberId: ANNA, name: ' Anna ', now: T0 + QR_JOIN_WINDOW_MS });
    expect(joined.members.map((m) => [m.id, m.name])).toEqual([
      [HOST, 'Host'],
      [ANNA, 'Anna'],
    ]);
    expect(joined.members[1]).toMatchObject({ joinedAt: T0 + QR_JOIN_WINDOW_MS, activeAt: T0 + QR_JOIN_WINDOW_MS, ready: false, left: false });
  });

  test('by the QR alone after the window is refused: a code is needed', () => {
    const group = start();
    expect(qrJoinOpen(group, T0 + QR_JOIN_WINDOW_MS + 1)).toBe(false);
    expect(codeOf(() => join(group, { memberId: ANNA, name: 'Anna', now: T0 + QR_JOIN_WINDOW_MS + 1 }))).toBe('GROUP_CODE_REQUIRED');
  });

  test('activity keeps the QR window open', () => {
    let group = start();
    group = setLines(group, HOST, [item('line-h1', 'BURGER')], T0 + QR_JOIN_WINDOW_MS);
    expect(codeOf(() => join(group, { memberId: ANNA, name: 'Anna', now: T0 + 2 * QR_JOIN_WINDOW_MS }))).toBeUndefined();
  });

  test('with the right code, in any case and spacing, after the window', () => {
    const later = T0 + QR_JOIN_WINDOW_MS + 60_000;
    for (const code of ['ABC234', 'abc234', 'abc 234', ' A b C 2 3 4 ']) {
      const joined = join(start(), { memberId: ANNA, name: 'Anna', code, now: later });
      expect(joined.members.map((m) => m.id)).toEqual([HOST, ANNA]);
    }
  });

  test('with a wrong code is refused, even within the QR window', () => {
    expect(codeOf(() => join(start(), { memberId: ANNA, name: 'Anna', code: 'ABC235', now: T0 + QR_JOIN_WINDOW_MS + 1 }))).toBe('GROUP_CODE_WRONG');
    expect(codeOf(() => join(start(), { memberId: ANNA, name: 'Anna', code: 'ABC235', now: T0 + 1 }))).toBe('GROUP_CODE_WRONG');
    expect(codeOf(() => join(start(), { memberId: ANNA, name: 'Anna', code: '', now: T0 + 1 }))).toBe('GROUP_CODE_WRONG');
  });

  test('needs a name', () => {
    expect(codeOf(() => join(start(), { memberId: ANNA, name: ' \u200B ', now: T0 + 1 }))).toBe('GROUP_NAME_REQUIRED');
  });

  test(`is refused once ${MAX_MEMBERS} members are in; a member already in may join again (a new name)`, () => {
    let group = start();
    for (let i = 1; i < MAX_MEMBERS; i++) group = join(group, { memberId: `member-${i}`.padEnd(8, '0'), name: `Guest ${i}`, now: T0 + i });
    expect(group.members).toHaveLength(MAX_MEMBERS);
    expect(codeOf(() => join(group, { memberId: STRANGER, name: 'One too many', now: T0 + 100 }))).toBe('GROUP_FULL');
    const renamed = join(group, { memberId: 'member-10', name: 'Tenth', now: T0 + 100 });
    expect(renamed.members).toHaveLength(MAX_MEMBERS);
    expect(renamed.members.find((m) => m.id === 'member-10')?.name).toBe('Tenth');
  });

  test('a member who left may come back with their place (and the same joinedAt)', () => {
    let group = table();
    group = leave(group, ANNA, T0 + 5 * SECOND);
    group = join(group, { memberId: ANNA, name: 'Anna B', now: T0 + 6 * SECOND });
    expect(group.members.find((m) => m.id === ANNA)).toMatchObject({ name: 'Anna B', left: false, joinedAt: T0 + SECOND, activeAt: T0 + 6 * SECOND });
    expect(group.members.filter((m) => m.id === ANNA)).toHaveLength(1);
  });
  test(`a member who left and comes back is refused when ${MAX_MEMBERS} others are in`, () => {
    let group = start();
    for (let i = 1; i < MAX_MEMBERS; i++) group = join(group, { memberId: `member-${i}`.padEnd(8, '0'), name: `Guest ${i}`, now: T0 + i });
    group = leave(group, 'member-10', T0 + 100);
    group = join(group, { memberId: STRANGER, name: 'New', now: T0 + 101 });
    expect(codeOf(() => join(group, { memberId: 'member-10', name: 'Back', now: T0 + 102 }))).toBe('GROUP_FULL');
  });
  test(`a group that had ${MAX_MEMBERS} members, one of whom left, still fits the schema after the next join`, () => {
    let group = start();
    for (let i = 1; i < MAX_MEMBERS; i++) group = join(group, { memberId: `member-${i}`.padEnd(8, '0'), name: `Guest ${i}`, now: T0 + i });
    group = leave(group, 'member-10', T0 + 100);
    // Refusing the join (GROUP_FULL) or writing a group that fits the schema would both do.
    let next: Group = group;
    codeOf(() => (next = join(group, { memberId: STRANGER, name: 'New', now: T0 + 101 })));
    expect(isValidGroup(next)).toBe(true);
  });

  test('is refused once the host began locking, and after the lock', () => {
    const group = locked();
    expect(groupState(group, LOCK_AT)).toBe('locking');
    expect(codeOf(() => join(group, { memberId: STRANGER, name: 'Late', now: LOCK_AT + 1 }))).toBe('GROUP_LOCKED');
    expect(codeOf(() => join(group, { memberId: STRANGER, name: 'Late', code: CODE, now: LOCK_AT + 1 }))).toBe('GROUP_LOCKED');
    expect(codeOf(() => join(group, { memberId: STRANGER, name: 'Late', now: LOCKED_AT }))).toBe('GROUP_LOCKED');
  });
});

describe('lines', () => {
  test("a member's lines replace only their own", () => {
    let group = table();
    group = setLines(group, HOST, [item('line-h1', 'BURGER')], T0 + 3 * SECOND);
    group = setLines(group, ANNA, [item('line-a1', 'SALAD'), item('line-a2', 'SODA')], T0 + 4 * SECOND);
    group = setLines(group, ANNA, [item('line-a3', 'WATER')], T0 + 5 * SECOND);
    expect(group.lines.map((l) => [l.memberId, l.item.id])).toEqual([
      [HOST, 'line-h1'],
      [ANNA, 'line-a3'],
    ]);
    group = setLines(group, ANNA, [], T0 + 6 * SECOND);
    expect(group.lines.map((l) => [l.memberId, l.item.id])).toEqual([[HOST, 'line-h1']]);
  });

  test("a line id someone else owns is refused, and nothing changes", () => {
    let group = table();
    group = setLines(group, HOST, [item('line-h1', 'BURGER')], T0 + 3 * SECOND);
    expect(codeOf(() => setLines(group, ANNA, [item('line-a1', 'SALAD'), item('line-h1', 'BURGER', 1, 5)], T0 + 4 * SECOND))).toBe('GROUP_LINE_NOT_YOURS');
    expect(group.lines).toHaveLength(1);
    expect(group.lines[0]?.item.quantity).toBe(1);
  });

  test('the same line id twice in one list is invalid', () => {
    expect(codeOf(() => setLines(table(), ANNA, [item('line-a1', 'SALAD'), item('line-a1', 'SODA')], T0 + 3 * SECOND))).toBe('VALIDATION');
  });

  test("the table's basket keeps one basket's limits", () => {
    const big = Array.from({ length: 11 }, (_, i) => item(`line-${i}`, `A${i}`, 100, 99));
    expect(codeOf(() => setLines(table(), ANNA, big, T0 + 3 * SECOND))).toBe('ORDER_TOO_LARGE');
  });

  test("changing lines takes back that member's ready; the same lines again keep it", () => {
    let group = table();
    group = setLines(group, ANNA, [item('line-a1', 'SALAD')], T0 + 3 * SECOND);
    group = setReady(group, ANNA, true, T0 + 4 * SECOND);
    group = setReady(group, BO, true, T0 + 4 * SECOND);
    group = setLines(group, ANNA, [item('line-a1', 'SALAD')], T0 + 5 * SECOND);
    expect(group.members.find((m) => m.id === ANNA)?.ready).toBe(true);
    group = setLines(group, ANNA, [item('line-a1', 'SALAD', 10000, 2)], T0 + 6 * SECOND);
    expect(group.members.find((m) => m.id === ANNA)?.ready).toBe(false);
    expect(group.members.find((m) => m.id === BO)?.ready).toBe(true);
  });

  test('someone not in the group, or who left, changes nothing', () => {
    const group = table();
    expect(codeOf(() => setLines(group, STRANGER, [item('line-s1', 'SODA')], T0 + 3 * SECOND))).toBe('GROUP_NOT_MEMBER');
    expect(codeOf(() => setLines(group, undefined, [item('line-s1', 'SODA')], T0 + 3 * SECOND))).toBe('GROUP_NOT_MEMBER');
    expect(codeOf(() => setReady(group, STRANGER, true, T0 + 3 * SECOND))).toBe('GROUP_NOT_MEMBER');
    const gone = leave(group, ANNA, T0 + 3 * SECOND);
    expect(codeOf(() => setLines(gone, ANNA, [item('line-a1', 'SALAD')], T0 + 4 * SECOND))).toBe('GROUP_NOT_MEMBER');
  });
});

describe('locking', () => {
  test('only the host locks', () => {
    let group = table();
    group = setLines(group, ANNA, [item('line-a1', 'SALAD')], T0 + 3 * SECOND);
    expect(codeOf(() => lock(group, ANNA, T0 + 4 * SECOND))).toBe('GROUP_NOT_HOST');
    expect(codeOf(() => lock(group, STRANGER, T0 + 4 * SECOND))).toBe('GROUP_NOT_MEMBER');
    expect(lock(group, HOST, T0 + 4 * SECOND).lock).toEqual({ startedAt: T0 + 4 * SECOND, endsAt: T0 + 4 * SECOND + LOCK_COUNTDOWN_MS });
  });

  test('an empty basket cannot be locked', () => {
    expect(codeOf(() => lock(table(), HOST, T0 + 3 * SECOND))).toBe('GROUP_EMPTY');
  });

  test('during the countdown lines and ready may still change; after it the basket is locked', () => {
    const group = locked();
    expect(groupState(group, LOCKED_AT - 1)).toBe('locking');
    const changed = setLines(group, ANNA, [item('line-a1', 'SALAD', 7900, 2)], LOCKED_AT - 1);
    expect(changed.lines.find((l) => l.item.id === 'line-a1')?.item.quantity).toBe(2);
    expect(codeOf(() => setReady(group, BO, true, LOCKED_AT - 1))).toBeUndefined();

    expect(groupState(group, LOCKED_AT)).toBe('locked');
    expect(codeOf(() => setLines(group, ANNA, [item('line-a1', 'SALAD', 7900, 2)], LOCKED_AT))).toBe('GROUP_LOCKED');
    expect(codeOf(() => setReady(group, BO, true, LOCKED_AT))).toBe('GROUP_LOCKED');
  });

  test('locking again during the countdown or after it is refused', () => {
    const group = locked();
    expect(codeOf(() => lock(group, HOST, LOCK_AT + 1))).toBe('GROUP_LOCKED');
    expect(codeOf(() => lock(group, HOST, LOCKED_AT + 1))).toBe('GROUP_LOCKED');
  });

  test('the host may open the basket again until someone starts paying', () => {
    const group = locked();
    expect(codeOf(() => unlock(group, ANNA, LOCKED_AT))).toBe('GROUP_NOT_HOST');
    const open = unlock(group, HOST, LOCKED_AT);
    expect(open.lock).toBeNull();
    expect(groupState(open, LOCKED_AT)).toBe('open');
    expect(codeOf(() => setLines(open, ANNA, [item('line-a2', 'SODA')], LOCKED_AT + 1))).toBeUndefined();

    const paying = claimPayment(group, ANNA, LOCKED_AT);
    expect(codeOf(() => unlock(paying, HOST, LOCKED_AT + 1))).toBe('GROUP_PAYMENT_STARTED');
  });
});

describe('leaving', () => {
  test('a host who leaves hands the group to the longest-standing member still here', () => {
    let group = table();
    group = join(group, { memberId: CAI, name: 'Cai', now: T0 + 3 * SECOND });
    group = leave(group, ANNA, T0 + 4 * SECOND);
    group = leave(group, HOST, T0 + 5 * SECOND);
    expect(group.hostId).toBe(BO);
    expect(codeOf(() => lock(setLines(group, BO, [item('line-b1', 'FRIES')], T0 + 6 * SECOND), BO, T0 + 7 * SECOND))).toBeUndefined();
    expect(codeOf(() => lock(group, HOST, T0 + 7 * SECOND))).toBe('GROUP_NOT_MEMBER');
  });

  test("a member's leaving does not move the host", () => {
    expect(leave(table(), BO, T0 + 3 * SECOND).hostId).toBe(HOST);
  });

  test("before the lock (countdown included) the leaver's lines go with them", () => {
    let group = table();
    group = setLines(group, HOST, [item('line-h1', 'BURGER')], T0 + 3 * SECOND);
    group = setLines(group, ANNA, [item('line-a1', 'SALAD')], T0 + 4 * SECOND);
    group = setReady(group, ANNA, true, T0 + 5 * SECOND);
    const gone = leave(group, ANNA, T0 + 6 * SECOND);
    expect(gone.lines.map((l) => l.item.id)).toEqual(['line-h1']);
    expect(gone.members.find((m) => m.id === ANNA)).toMatchObject({ left: true, ready: false });

    const counting = locked();
    expect(leave(counting, BO, LOCKED_AT - 1).lines.map((l) => l.item.id)).toEqual(['line-h1', 'line-a1']);
  });

  test('after the lock the leaver’s lines stay on the table’s bill', () => {
    const group = leave(locked(), BO, LOCKED_AT);
    expect(group.lines.map((l) => [l.memberId, l.item.id])).toEqual([
      [HOST, 'line-h1'],
      [ANNA, 'line-a1'],
      [BO, 'line-b1'],
    ]);
    expect(totals(group).total).toBe(12900 + 7900 + 3900);
  });

  test('a payer who leaves before paying frees the bill for the others', () => {
    let group = claimPayment(locked(), ANNA, LOCKED_AT);
    group = leave(group, ANNA, LOCKED_AT + 1);
    expect(group.payment).toBeNull();
    expect(claimPayment(group, BO, LOCKED_AT + 2).payment?.payerId).toBe(BO);
  });
  test('the last one out ends the group', () => {
    let group = table();
    group = leave(group, ANNA, T0 + 3 * SECOND);
    group = leave(group, BO, T0 + 4 * SECOND);
    group = leave(group, HOST, T0 + 5 * SECOND);
    expect(groupState(group, T0 + 6 * SECOND)).toBe('ended');
  });

  test('someone who is not a member cannot leave', () => {
    expect(codeOf(() => leave(table(), STRANGER, T0 + 3 * SECOND))).toBe('GROUP_NOT_MEMBER');
    expect(codeOf(() => leave(leave(table(), BO, T0 + 3 * SECOND), BO, T0 + 4 * SECOND))).toBe('GROUP_NOT_MEMBER');
  });
});

describe('taking over the host', () => {
  test(`not while the host acted within ${HOST_AWAY_MS / 60_000} minutes`, () => {
    const group = table();
    expect(mayTakeOverHost(group, ANNA, T0 + HOST_AWAY_MS)).toBe(false);
    expect(codeOf(() => takeOverHost(group, ANNA, T0 + HOST_AWAY_MS))).toBe('GROUP_NOT_HOST');
  });

  test('after the host did nothing for longer, any member may', () => {
    const group = table();
    expect(mayTakeOverHost(group, ANNA, T0 + HOST_AWAY_MS + 1)).toBe(true);
    const next = takeOverHost(group, ANNA, T0 + HOST_AWAY_MS + 1);
    expect(next.hostId).toBe(ANNA);
    expect(mayTakeOverHost(next, HOST, T0 + HOST_AWAY_MS + 2)).toBe(false);
  });

  test("the host's own action counts from then; others' activity does not", () => {
    let group = table();
    group = setLines(group, HOST, [item('line-h1', 'BURGER')], T0 + 60_000);
    group = setLines(group, ANNA, [item('line-a1', 'SALAD')], T0 + HOST_AWAY_MS);
    expect(mayTakeOverHost(group, ANNA, T0 + 60_000 + HOST_AWAY_MS)).toBe(false);
    expect(mayTakeOverHost(group, ANNA, T0 + 60_000 + HOST_AWAY_MS + 1)).toBe(true);
  });

  test('when the host is no longer a member', () => {
    const base = table();
    const group: Group = { ...base, members: base.members.map((m) => (m.id === HOST ? { ...m, left: true } : m)) };
    expect(mayTakeOverHost(group, BO, T0 + 3 * SECOND)).toBe(true);
    expect(takeOverHost(group, BO, T0 + 3 * SECOND).hostId).toBe(BO);
  });

  test('never by the host, nor by someone outside the group', () => {
    const group = table();
    expect(mayTakeOverHost(group, HOST, T0 + HOST_AWAY_MS + 1)).toBe(false);
    expect(mayTakeOverHost(group, STRANGER, T0 + HOST_AWAY_MS + 1)).toBe(false);
    expect(mayTakeOverHost(group, undefined, T0 + HOST_AWAY_MS + 1)).toBe(false);
    expect(codeOf(() => takeOverHost(group, STRANGER, T0 + HOST_AWAY_MS + 1))).toBe('GROUP_NOT_MEMBER');
    expect(codeOf(() => takeOverHost(group, HOST, T0 + HOST_AWAY_MS + 1))).toBe('GROUP_NOT_HOST');
  });
});

describe('paying for the table', () => {
  test('only once the basket is locked', () => {
    const group = table();
    expect(codeOf(() => claimPayment(group, ANNA, T0 + 3 * SECOND))).toBe('GROUP_NOT_LOCKED');
    expect(codeOf(() => claimPayment(locked(), ANNA, LOCKED_AT - 1))).toBe('GROUP_NOT_LOCKED');
    expect(claimPayment(locked(), ANNA, LOCKED_AT).payment).toEqual({ payerId: ANNA, since: LOCKED_AT });
    expect(codeOf(() => claimPayment(locked(), STRANGER, LOCKED_AT))).toBe('GROUP_NOT_MEMBER');
  });

  test(`a second member is refused while the payer is paying, and may take over after ${PAYER_TAKEOVER_MS / 60_000} minutes`, () => {
    const group = claimPayment(locked(), ANNA, LOCKED_AT);
    expect(codeOf(() => claimPayment(group, BO, LOCKED_AT + PAYER_TAKEOVER_MS - 1))).toBe('GROUP_PAYER_BUSY');
    const taken = claimPayment(group, BO, LOCKED_AT + PAYER_TAKEOVER_MS);
    expect(taken.payment).toEqual({ payerId: BO, since: LOCKED_AT + PAYER_TAKEOVER_MS });
    expect(codeOf(() => claimPayment(taken, ANNA, LOCKED_AT + PAYER_TAKEOVER_MS + 1))).toBe('GROUP_PAYER_BUSY');
  });

  test('a payer who releases the bill lets another take it at once', () => {
    const group = claimPayment(locked(), ANNA, LOCKED_AT);
    expect(releasePayment(group, BO, LOCKED_AT + 1)).toBe(group);
    const released = releasePayment(group, ANNA, LOCKED_AT + 1);
    expect(released.payment).toBeNull();
    expect(claimPayment(released, BO, LOCKED_AT + 2).payment?.payerId).toBe(BO);
  });

  test('claiming again by the payer changes nothing (no write)', () => {
    const group = claimPayment(locked(), ANNA, LOCKED_AT);
    expect(claimPayment(group, ANNA, LOCKED_AT + 5 * SECOND)).toBe(group);
  });

  test('every member reads the paid order by one number: the pickup number, or the short form of its id where the restaurant gives none', () => {
    const ORDER = 'c21679b8-3a2a-4c1e-9d7f-0a1b2c3d4e5f';
    const created = orderCreated(claimPayment(locked(), ANNA, LOCKED_AT), ANNA, ORDER, LOCKED_AT + 1);
    const withoutNumber = orderPaid(created, ORDER, { total: 24700 }, LOCKED_AT + 3);
    // The payer reads the order itself; the others only what the table calls it.
    expect(toGroupView(withoutNumber, BO, LOCKED_AT + 4).payment).toEqual({ payerId: ANNA, number: 'C216', paid: true, total: 24700 });
    expect(toGroupView(withoutNumber, ANNA, LOCKED_AT + 4).payment).toMatchObject({ orderId: ORDER, number: 'C216' });
    const numbered = orderPaid(created, ORDER, { total: 24700, pickupNumber: '42' }, LOCKED_AT + 3);
    expect(toGroupView(numbered, BO, LOCKED_AT + 4).payment).toMatchObject({ number: '42' });
  });

  test('the order created and paid makes the group paid, and paid it stays', () => {
    let group = claimPayment(locked(), ANNA, LOCKED_AT);
    expect(codeOf(() => orderCreated(group, BO, 'order-1', LOCKED_AT + 1))).toBe('GROUP_PAYER_BUSY');
    group = orderCreated(group, ANNA, 'order-1', LOCKED_AT + 1);
    expect(group.payment).toEqual({ payerId: ANNA, since: LOCKED_AT, orderId: 'order-1' });
    expect(orderCreated(group, ANNA, 'order-1', LOCKED_AT + 2)).toBe(group);
    expect(groupState(group, LOCKED_AT + 2)).toBe('locked');

    expect(codeOf(() => orderPaid(group, 'order-2', { total: 24700 }, LOCKED_AT + 3))).toBe('GROUP_PAYER_BUSY');
    group = orderPaid(group, 'order-1', { total: 24700, pickupNumber: '42' }, LOCKED_AT + 3);
    expect(group.payment).toEqual({ payerId: ANNA, since: LOCKED_AT, orderId: 'order-1', paidAt: LOCKED_AT + 3, total: 24700, pickupNumber: '42' });
    expect(groupState(group, LOCKED_AT + 3)).toBe('paid');
    expect(groupState(group, LOCKED_AT + 3 + GROUP_IDLE_MS * 10)).toBe('paid');
    expect(orderPaid(group, 'order-1', { total: 24700 }, LOCKED_AT + 4)).toBe(group);

    expect(codeOf(() => claimPayment(group, BO, LOCKED_AT + PAYER_TAKEOVER_MS * 10))).toBe('GROUP_PAID');
    expect(codeOf(() => setLines(group, BO, [], LOCKED_AT + 5))).toBe('GROUP_LOCKED');
    expect(codeOf(() => join(group, { memberId: STRANGER, name: 'Late', code: CODE, now: LOCKED_AT + 5 }))).toBe('GROUP_LOCKED');
    expect(codeOf(() => unlock(group, HOST, LOCKED_AT + 5))).toBe('GROUP_PAYMENT_STARTED');
    expect(isValidGroup(group)).toBe(true);
  });

  test('an order paid without an order created is refused', () => {
    const group = claimPayment(locked(), ANNA, LOCKED_AT);
    expect(codeOf(() => orderPaid(group, 'order-1', { total: 1 }, LOCKED_AT + 1))).toBe('GROUP_PAYER_BUSY');
    expect(codeOf(() => orderPaid(locked(), 'order-1', { total: 1 }, LOCKED_AT + 1))).toBe('GROUP_PAYER_BUSY');
  });
});

describe('versions', () => {
  test('every step that changes the group bumps the version by one and marks the activity', () => {
    const relock = T0 + 20 * SECOND;
    const paying = relock + LOCK_COUNTDOWN_MS;
    const steps: Array<[string, number, (group: Group, now: number) => Group]> = [
      ['join Anna', T0 + 1 * SECOND, (g, now) => join(g, { memberId: ANNA, name: 'Anna', now })],
      ['join Bo by code', T0 + 2 * SECOND, (g, now) => join(g, { memberId: BO, name: 'Bo', code: 'abc234', now })],
      ['Anna rejoins with a new name', T0 + 3 * SECOND, (g, now) => join(g, { memberId: ANNA, name: 'Anna K', now })],
      ['host lines', T0 + 4 * SECOND, (g, now) => setLines(g, HOST, [item('line-h1', 'BURGER', 12900)], now)],
      ['Anna lines', T0 + 5 * SECOND, (g, now) => setLines(g, ANNA, [item('line-a1', 'SALAD', 7900)], now)],
      ['Bo lines', T0 + 6 * SECOND, (g, now) => setLines(g, BO, [item('line-b1', 'FRIES', 3900)], now)],
      ['Anna ready', T0 + 7 * SECOND, (g, now) => setReady(g, ANNA, true, now)],
      ['host locks', T0 + 8 * SECOND, (g, now) => lock(g, HOST, now)],
      ['host unlocks', T0 + 9 * SECOND, (g, now) => unlock(g, HOST, now)],
      ['Bo leaves', T0 + 10 * SECOND, (g, now) => leave(g, BO, now)],
      ['host locks again', relock, (g, now) => lock(g, HOST, now)],
      ['Anna claims payment', paying, (g, now) => claimPayment(g, ANNA, now)],
      ['Anna releases payment', paying + 1 * SECOND, (g, now) => releasePayment(g, ANNA, now)],
      ['Anna claims again', paying + 2 * SECOND, (g, now) => claimPayment(g, ANNA, now)],
      ['order created', paying + 3 * SECOND, (g, now) => orderCreated(g, ANNA, 'order-1', now)],
      ['order paid', paying + 4 * SECOND, (g, now) => orderPaid(g, 'order-1', { total: 20800 }, now)],
    ];
    let group = start();
    for (const [name, now, step] of steps) {
      const next = step(group, now);
      expect({ name, version: next.version, lastActivityAt: next.lastActivityAt, valid: isValidGroup(next) }).toEqual({
        name,
        version: group.version + 1,
        lastActivityAt: now,
        valid: true,
      });
      group = next;
    }
    expect(group.version).toBe(1 + steps.length);
    expect(groupState(group, paying + 5 * SECOND)).toBe('paid');
  });

  test('taking over the host bumps the version too', () => {
    const group = table();
    expect(takeOverHost(group, ANNA, T0 + HOST_AWAY_MS + 1).version).toBe(group.version + 1);
  });

  test('a refused step leaves the group as it was', () => {
    const group = table();
    const before = JSON.stringify(group);
    codeOf(() => lock(group, ANNA, T0 + 3 * SECOND));
    codeOf(() => setLines(group, STRANGER, [], T0 + 3 * SECOND));
    expect(JSON.stringify(group)).toBe(before);
  });
});

describe('ending', () => {
  test(`a group untouched for ${GROUP_IDLE_MS / 3_600_000} hours is over`, () => {
    let group = table();
    group = setLines(group, ANNA, [item('line-a1', 'SALAD')], T0 + 3 * SECOND);
    const last = group.lastActivityAt;
    expect(groupState(group, last + GROUP_IDLE_MS)).toBe('open');
    const over = last + GROUP_IDLE_MS + 1;
    expect(groupState(group, over)).toBe('ended');
    expect(codeOf(() => setLines(group, ANNA, [], over))).toBe('GROUP_ENDED');
    expect(codeOf(() => setReady(group, ANNA, true, over))).toBe('GROUP_ENDED');
    expect(codeOf(() => join(group, { memberId: STRANGER, name: 'Late', code: CODE, now: over }))).toBe('GROUP_ENDED');
    expect(codeOf(() => lock(group, HOST, over))).toBe('GROUP_ENDED');
    expect(codeOf(() => unlock(group, HOST, over))).toBe('GROUP_ENDED');
    expect(codeOf(() => takeOverHost(group, ANNA, over))).toBe('GROUP_ENDED');
  });

  test('a locked group nobody paid ends too', () => {
    const group = claimPayment(locked(), ANNA, LOCKED_AT);
    const over = LOCKED_AT + GROUP_IDLE_MS + 1;
    expect(groupState(group, over)).toBe('ended');
    expect(codeOf(() => claimPayment(group, BO, over))).toBe('GROUP_ENDED');
  });
});

describe('totals', () => {
  test("each member's lines, quantity and priced choices counted, and the table's total", () => {
    let group = table();
    const burger = item('line-h1', 'BURGER', 12900, 2, [
      [1, 'BRIOCHE', 0],
      [2, 'CHEESE', 1000],
      [3, 'NO_ONION', -500],
    ]);
    const salad = item('line-a1', 'SALAD', 7900, 1, [[1, 'FETA', 1500]]);
    const soda = item('line-a2', 'SODA', 2500, 3);
    group = setLines(group, HOST, [burger], T0 + 3 * SECOND);
    group = setLines(group, ANNA, [salad, soda], T0 + 4 * SECOND);
    expect(lineTotal(burger)).toBe((12900 + 1000) * 2);
    expect(totals(group)).toEqual({
      byMember: { [HOST]: 27800, [ANNA]: 9400 + 7500 },
      total: 27800 + 9400 + 7500,
    });
  });

  test('an empty group totals zero, with no members listed', () => {
    expect(totals(table())).toEqual({ byMember: {}, total: 0 });
  });

  test('the total is always the sum of the members’ subtotals and of the lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(HOST, ANNA, BO), fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: -1000, max: 5000 })), {
          maxLength: 30,
        }),
        (specs) => {
          const base = table();
          const lines = specs.map(([memberId, price, quantity, choice], i) => ({ memberId, item: item(`line-${i}`, `A${i}`, price, quantity, [[1, 'C', choice]]) }));
          const { byMember, total } = totals({ ...base, lines });
          expect(total).toBe(lines.reduce((sum, l) => sum + lineTotal(l.item), 0));
          expect(Object.values(byMember).reduce((a, b) => a + b, 0)).toBe(total);
        },
      ),
    );
  });
});
