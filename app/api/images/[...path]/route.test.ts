/** The image route with a stubbed upstream: what goes upstream for each `_t` cache-buster. */
import { GET } from './route';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let upstream: jest.SpyInstance;

beforeEach(() => {
  upstream = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(PNG, { headers: { 'content-type': 'image/png', 'content-length': String(PNG.length) } }));
});
afterEach(() => jest.restoreAllMocks());

const get = (query: string, path = ['menu', 'burger.webp']) =>
  GET(new Request(`http://app.test/api/images/${path.join('/')}${query}`), { params: Promise.resolve({ path }) });
const upstreamUrl = () => new URL(String(upstream.mock.calls[0]![0]));

test('a `_t` cache-buster is passed on as the only query, and the image comes back', async () => {
  const response = await get('?_t=638412345678901234');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(upstreamUrl().pathname).toBe('/api/images/menu/burger.webp');
  expect(upstreamUrl().search).toBe('?_t=638412345678901234');
});

test('without `_t` nothing is added; any other parameter is ignored', async () => {
  expect((await get('')).status).toBe(200);
  expect(upstreamUrl().search).toBe('');
  upstream.mockClear();
  expect((await get('?w=100&redirect=http://evil.example/')).status).toBe(200);
  expect(upstreamUrl().search).toBe('');
  upstream.mockClear();
  expect((await get('?size=1&_t=1700000000000')).status).toBe(200);
  expect(upstreamUrl().search).toBe('?_t=1700000000000');
});

test.each([
  ['an empty value', '?_t='],
  ['another parameter smuggled in', '?_t=1%26admin%3D1'],
  ['a path', '?_t=..%2F..%2Fsettings'],
  ['a fragment', '?_t=1%23x'],
  ['markup', '?_t=%3Cscript%3E'],
  ['a space', '?_t=1%202'],
  ['two values', '?_t=1&_t=2'],
  ['65 characters', `?_t=${'1'.repeat(65)}`],
])('a cache-buster with %s is a 400 and nothing is fetched', async (_name, query) => {
  const response = await get(query);
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ code: 'INVALID_INPUT' });
  expect(upstream).not.toHaveBeenCalled();
});
