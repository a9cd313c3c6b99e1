import { normaliseOrder, readOrderStatus, tolerantOrderReadSchema, tolerantOrderSchema, tolerantPaymentStartSchema } from './read-order';

const ours = {
  orderId: 'FE1A039B-77',
  status: 'CalculatedPrice',
  shopId: 1,
  orderType: 'takeAway',
  pickupTime: '2026-11-25T11:00:00+01:00',
  asap: true,
  note: null,
  spotId: null,
  currency: 'SEK',
  lines: [{ lineNo: 1, code: 'B1', name: 'Burger', quantity: 2, unitPrice: 8950, amount: 17900, taxPercent: 12, choices: [{ level: 1, articleCode: 'BUN', choiceCode: 'W', name: 'Wheat', unitPrice: 0, amount: 0 }] }],
  tax: [{ rate: 12, base: 15982, amount: 1918 }],
  taxTotal: 1918,
  total: 17900,
  payment: { status: 'NotStarted', method: null, error: null },
  createdAt: '2026-11-25T10:40:00+01:00',
  updatedAt: '2026-11-25T10:40:00+01:00',
};

/** The same order as a restaurant's API that follows only SPEC.md might write it. */
const theirs = {
  id: 10482,
  status: 'finnished',
  shopId: 1,
  orderType: 'takeAway',
  pickupTime: '2026-11-25T11:00:00+01:00',
  asap: true,
  note: '',
  currency: 'SEK',
  posReference: 'POS-77',
  lines: [{ lineNo: 1, code: 'B1', name: 'Burger', quantity: 2, unitPrice: 89.5, amount: 179, taxPercent: 12, status: 'finnished', choices: [{ level: 1, articleCode: 'BUN', choiceCode: 'W', name: 'Wheat', unitPrice: 0, amount: 0 }] }],
  tax: [{ rate: 12, base: 159.82, amount: 19.18 }],
  taxTotal: 19.18,
  total: 179,
  createdAt: '2026-11-25T10:40:00+01:00',
};

test('our own shape reads as it is', () => {
  expect(tolerantOrderSchema.parse(ours)).toEqual(ours);
});

test("SPEC.md's shape reads into the same order: numeric id, major units, line status names, empty and omitted nullable keys", () => {
  const order = tolerantOrderSchema.parse(normaliseOrder(theirs, 'major'));
  expect(order).toMatchObject({
    orderId: '10482',
    status: 'Done',
    note: null,
    spotId: null,
    total: 17900,
    taxTotal: 1918,
    tax: [{ rate: 12, base: 15982, amount: 1918 }],
    payment: { status: 'NotStarted', method: null, error: null },
    updatedAt: theirs.createdAt,
  });
  expect(order.lines[0]).toMatchObject({ unitPrice: 8950, amount: 17900 });
  expect(order).not.toHaveProperty('posReference');
});

test('an unknown status is shown as in progress and its raw value is told, never an error', () => {
  const heard: string[] = [];
  expect(readOrderStatus('OnTheWay', (v) => heard.push(v))).toBe('Started');
  expect(readOrderStatus(3, (v) => heard.push(v))).toBe('Started');
  expect(heard).toEqual(['OnTheWay', '3']);
  expect(['calculatedPrice', 'ADDED', 'started', 'finished', 'done', 'Delivered', 'rollbacked'].map((s) => readOrderStatus(s, () => {}))).toEqual([
    'CalculatedPrice',
    'Added',
    'Started',
    'Done',
    'Done',
    'Delivered',
    'Rollbacked',
  ]);
});

test('a status-only answer is read by any of its names', () => {
  expect(tolerantOrderReadSchema.parse('added')).toBe('Added');
  expect(tolerantOrderReadSchema.parse('Delivered')).toBe('Delivered');
});

test('what cannot be shown correctly is still refused: no id, a negative total', () => {
  expect(tolerantOrderSchema.safeParse({ ...ours, orderId: undefined }).success).toBe(false);
  expect(tolerantOrderSchema.safeParse({ ...ours, total: -5 }).success).toBe(false);
  expect(tolerantOrderSchema.safeParse({ ...ours, orderId: '../x' }).success).toBe(false);
});

test('a payment answer with a numeric id and a status in another case', () => {
  expect(tolerantPaymentStartSchema.parse({ paymentId: 5512, status: 'pending', redirectUrl: 'https://pay.example/5512' })).toEqual({
    paymentId: '5512',
    status: 'Pending',
    redirectUrl: 'https://pay.example/5512',
  });
});

test('a pickup number is read as text, a number included; one that is no short code is left out', () => {
  expect(tolerantOrderSchema.parse(normaliseOrder({ ...ours, pickupNumber: 42 })).pickupNumber).toBe('42');
  expect(tolerantOrderSchema.parse(normaliseOrder({ ...ours, pickupNumber: ' A17 ' })).pickupNumber).toBe('A17');
  expect(tolerantOrderSchema.parse(normaliseOrder({ ...ours, pickupNumber: 'not a number at all' })).pickupNumber).toBeUndefined();
  expect(tolerantOrderSchema.parse(normaliseOrder(ours)).pickupNumber).toBeUndefined();
});
