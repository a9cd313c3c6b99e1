/**
 * The restaurant's backend drops cached shops and menus with a shared secret. The secret is
 * compared in constant time (digests through crypto.timingSafeEqual), so the answer's timing
 * tells nothing about how much of a guess was right.
 */
const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const timingSafeEqual = jest.fn();
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => (timingSafeEqual(a, b), actual.timingSafeEqual(a, b)) };
});

const SECRET = 'revalidate-secret-0123456789';
let POST: typeof import('./route').POST;

beforeAll(async () => {
  process.env.REVALIDATE_SECRET = SECRET;
  ({ POST } = await import('./route'));
});

beforeEach(() => {
  revalidateTag.mockClear();
  timingSafeEqual.mockClear();
});

const revalidate = (secret?: string) =>
  POST(
    new Request('http://app.test/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret === undefined ? {} : { 'x-revalidate-secret': secret }) },
      body: JSON.stringify({ tags: ['menu:3'] }),
    }),
    undefined,
  );

test('the right secret drops the tags', async () => {
  const response = await revalidate(SECRET);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ revalidated: ['menu:3'] });
  expect(revalidateTag).toHaveBeenCalledWith('menu:3', { expire: 0 });
});

test.each([
  ['missing', undefined],
  ['empty', ''],
  ['one character short', SECRET.slice(0, -1)],
  ['one character more', `${SECRET}9`],
  ['the same length, one character off', `${SECRET.slice(0, -1)}X`],
])('a %s secret is refused (403) and drops nothing', async (_, secret) => {
  const response = await revalidate(secret);
  expect(response.status).toBe(403);
  expect(revalidateTag).not.toHaveBeenCalled();
});

test('the secret is compared as equal-length digests with crypto.timingSafeEqual, never with !==', async () => {
  await revalidate(`${SECRET.slice(0, 5)}`);
  await revalidate(SECRET);
  expect(timingSafeEqual).toHaveBeenCalledTimes(2);
  for (const [a, b] of timingSafeEqual.mock.calls as Array<[Buffer, Buffer]>) {
    expect(a.length).toBe(32);
    expect(b.length).toBe(32);
  }
});
