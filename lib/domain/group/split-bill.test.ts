import fc from 'fast-check';

import { AppError } from '../app-error';
import type { BasketItem } from '../basket/basket';
import { type Group, labelledLines, LOCK_COUNTDOWN_MS, SHARE_PENDING_MS } from './group';
import { claimPayment, join, leave, lock, setLines, startGroup, unlock } from './rules';
import { payRest, restOf, shareSettled, shareStarted, shareState, splitBill, startShare } from './split-bill';
import { toGroupView } from './view';

const T0 = 1_700_000_000_000;
const [ANNA, BEN, CEM] = ['member-anna', 'member-ben1', 'member-cem1'];
let ids = 0;
const newId = () => `share-${String(++ids).padStart(4, '0')}`;
const item = (id: string, price: number, quantity = 1): BasketItem => ({
  id,
  type: 'article',
  quantity,
  article: { code: `A${id}`, description: id, price, i18n: [], imageUrl: null, campaigns: [] },
  choices: [],
});

const codeOf = (work: () => unknown) => {
  try {
    work();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
};

/** A table of three, each with their lines, locked and past the countdown. */
function lockedTable(prices: Record<string, number[]> = { [ANNA]: [12900], [BEN]: [7900, 3900], [CEM]: [13900] }): { group: Group; now: number } {
  let group = startGroup({ id: 'group-0001', memberId: ANNA, code: 'ABC234', name: 'Anna', shopId: 1, orderType: 'dineInPlace', spotId: 3, now: T0 });
  group = join(group, { memberId: BEN, name: 'Ben', now: T0 + 1 });
  group = join(group, { memberId: CEM, name: 'Cem', now: T0 + 2 });
  for (const [member, list] of Object.entries(prices)) group = setLines(group, member, list.map((price, i) => item(`${member}-${i}`, price)), T0 + 3);
  group = lock(group, ANNA, T0 + 4);
  return { group, now: T0 + 4 + LOCK_COUNTDOWN_MS };
}

test('split by own items: each pays their lines as the restaurant priced them, to the öre, summing to the order total', () => {
  const { group, now } = lockedTable();
  // The restaurant's total differs from the menu's (an offer): shared in proportion.
  const split = splitBill(group, BEN, 'own', { orderId: 'order-1', total: 38500 }, newId, now).split!;
  // 385.00 shared by 129 : 118 : 139 of 386.00: 128.6658…, 117.6943…, 138.6399… → the two largest remainders get the two öre left.
  expect(split.shares.map((s) => [s.memberId, s.amount])).toEqual([
    [ANNA, 12867],
    [BEN, 11769],
    [CEM, 13864],
  ]);
  expect(split.shares.reduce((sum, s) => sum + s.amount, 0)).toBe(38500);
  expect(split.shares.every((s) => s.state === 'open')).toBe(true);
});

test('equal parts never leave a rounding remainder: 100.00 among three is 33.34, 33.33, 33.33', () => {
  const { group, now } = lockedTable();
  const split = splitBill(group, ANNA, 'equal', { orderId: 'order-1', total: 10000 }, newId, now).split!;
  expect(split.shares.map((s) => s.amount)).toEqual([3334, 3333, 3333]);
});

test('for any lines and any restaurant total, the parts sum to the total and none is negative', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 3, maxLength: 3 }), fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom('own', 'equal'), (prices, total, mode) => {
      if (!prices.some((p) => p > 0)) prices[0] = 100;
      const { group, now } = lockedTable({ [ANNA]: prices[0] ? [prices[0]] : [], [BEN]: prices[1] ? [prices[1]] : [], [CEM]: prices[2] ? [prices[2]] : [] });
      const split = splitBill(group, ANNA, mode as 'own' | 'equal', { orderId: 'o', total }, newId, now).split!;
      expect(split.shares.reduce((sum, s) => sum + s.amount, 0)).toBe(total);
      expect(split.shares.every((s) => s.amount > 0)).toBe(true);
    }),
  );
});

test('a split needs the lock, and once anyone pays the parts are fixed and the basket cannot be opened', () => {
  const { group, now } = lockedTable();
  expect(codeOf(() => splitBill(group, ANNA, 'own', { orderId: 'o', total: 1 }, newId, now - LOCK_COUNTDOWN_MS))).toBe('GROUP_NOT_LOCKED');
  const split = splitBill(group, ANNA, 'own', { orderId: 'o', total: 38500 }, newId, now);
  // The same choice again (a second phone at the same moment) keeps the parts; another mode while nobody pays: fine.
  expect(splitBill(split, BEN, 'own', { orderId: 'o', total: 38500 }, newId, now)).toBe(split);
  const again = splitBill(split, CEM, 'equal', { orderId: 'o', total: 38500 }, newId, now);
  const annas = again.split!.shares.find((s) => s.memberId === ANNA)!;
  const paying = startShare(again, ANNA, annas.id, now);
  expect(codeOf(() => splitBill(paying, BEN, 'own', { orderId: 'o', total: 38500 }, newId, now))).toBe('GROUP_PAYMENT_STARTED');
  expect(codeOf(() => unlock(paying, ANNA, now))).toBe('GROUP_PAYMENT_STARTED');
  expect(codeOf(() => claimPayment(paying, BEN, now))).toBe('GROUP_PAYMENT_STARTED');
});

test("a member pays their own part; another's open part is theirs, a failed one anyone may pay", () => {
  const { group, now } = lockedTable();
  const split = splitBill(group, ANNA, 'own', { orderId: 'o', total: 38500 }, newId, now);
  const part = (g: Group, member: string) => g.split!.shares.find((s) => s.memberId === member)!;
  expect(codeOf(() => startShare(split, BEN, part(split, CEM).id, now))).toBe('GROUP_LINE_NOT_YOURS');
  let g = startShare(split, CEM, part(split, CEM).id, now);
  expect(codeOf(() => startShare(g, CEM, part(g, CEM).id, now))).toBe('GROUP_PAYER_BUSY');
  g = shareStarted(g, part(g, CEM).id, 1, { paymentId: 'pay-cem-1' }, now);
  // Cem's card is declined: the part is failed, and Ben may pay it, with a new attempt.
  g = shareSettled(g, 'pay-cem-1', 'failed', { paid: false }, now);
  expect(part(g, CEM).state).toBe('failed');
  g = startShare(g, BEN, part(g, CEM).id, now);
  expect(part(g, CEM)).toMatchObject({ state: 'pending', attempt: 2, paidBy: BEN });
  expect(part(g, CEM).paymentId).toBeUndefined();
});

test('a failed part never undoes paid ones; the order paid in full makes the group paid, with each payer known', () => {
  const { group, now } = lockedTable();
  let g = splitBill(group, ANNA, 'equal', { orderId: 'o', total: 9000 }, newId, now);
  const shares = g.split!.shares;
  shares.forEach((share, i) => {
    g = startShare(g, share.memberId, share.id, now);
    g = shareStarted(g, share.id, 1, { paymentId: `pay-${i}` }, now);
  });
  g = shareSettled(g, 'pay-0', 'paid', { paid: false }, now);
  g = shareSettled(g, 'pay-1', 'failed', { paid: false }, now);
  expect(g.split!.shares.map((s) => s.state)).toEqual(['paid', 'failed', 'pending']);
  expect(restOf(g, now)).toBe(3000);
  g = shareSettled(g, 'pay-2', 'paid', { paid: false }, now);
  g = startShare(g, BEN, shares[1]!.id, now);
  g = shareStarted(g, shares[1]!.id, 2, { paymentId: 'pay-1b' }, now);
  g = shareSettled(g, 'pay-1b', 'paid', { paid: true, pickupNumber: '42' }, now);
  expect(g.split!.shares.every((s) => s.state === 'paid')).toBe(true);
  expect(g.payment).toMatchObject({ orderId: 'o', total: 9000, pickupNumber: '42' });
  expect(g.payment!.paidAt).toBe(now);
});

test('"pay the rest" gives the caller one part of everything nobody pays or is paying', () => {
  const { group, now } = lockedTable();
  let g = splitBill(group, ANNA, 'equal', { orderId: 'o', total: 9000 }, newId, now);
  const first = g.split!.shares[0]!;
  g = startShare(g, ANNA, first.id, now);
  g = payRest(g, BEN, newId, now);
  expect(g.split!.shares.map((s) => [s.memberId, s.amount, s.state])).toEqual([
    [ANNA, 3000, 'pending'],
    [BEN, 6000, 'open'],
  ]);
  expect(g.split!.mode).toBe('rest');
});

test('a payment with no answer for half an hour reads as expired and may be paid again', () => {
  const { group, now } = lockedTable();
  let g = splitBill(group, ANNA, 'equal', { orderId: 'o', total: 9000 }, newId, now);
  const part = g.split!.shares[0]!;
  g = startShare(g, ANNA, part.id, now);
  expect(shareState(g.split!.shares[0]!, now + SHARE_PENDING_MS)).toBe('pending');
  const later = now + SHARE_PENDING_MS + 1;
  expect(shareState(g.split!.shares[0]!, later)).toBe('expired');
  expect(restOf(g, later)).toBe(9000);
  expect(startShare(g, ANNA, part.id, later).split!.shares[0]!.attempt).toBe(2);
});

test('a member who left after the lock keeps their part on the bill, and anyone may pay it', () => {
  const { group, now } = lockedTable();
  let g = splitBill(group, ANNA, 'own', { orderId: 'o', total: 38500 }, newId, now);
  g = leave(g, CEM, now);
  const cems = g.split!.shares.find((s) => s.memberId === CEM)!;
  expect(startShare(g, ANNA, cems.id, now).split!.shares.find((s) => s.id === cems.id)!.paidBy).toBe(ANNA);
});

test("the table's lines for the kitchen keep the name of a member who left after the lock", () => {
  const { group, now } = lockedTable();
  const left = leave(group, CEM, now);
  expect(labelledLines(left).map((line) => line.guest)).toEqual(['Anna', 'Ben', 'Ben', 'Cem']);
  expect(toGroupView(left, ANNA, now).lines.map((line) => line.name)).toEqual(['Anna', 'Ben', 'Ben', 'Cem']);
});
