import { shopSchema } from '../../../lib/upstream/schemas/index.ts';
import { createApp } from '../app.ts';
import { getJson, sendJson, useTestApi } from '../testing.ts';

describe('/_dev controls', () => {
  const api = useTestApi();

  test('GET /_dev/health', async () => {
    expect(await getJson(api.app, '/_dev/health')).toMatchObject({ status: 200, body: { ok: true } });
  });

  test('are absent when dev is false', async () => {
    const prod = createApp({ db: api.db, dev: false });
    for (const [method, url] of [['GET', '/_dev/health'], ['POST', '/_dev/fault'], ['POST', '/_dev/shops/visibility'], ['PATCH', '/_dev/shops/1']] as const) {
      const res = await sendJson(prod, method, url, { visibleIds: [1] });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not-found' });
    }
    expect((await getJson(prod, '/api/shops')).body).toHaveLength(10);
  });

  test('POST /_dev/shops/visibility', async () => {
    const res = await sendJson(api.app, 'POST', '/_dev/shops/visibility', { visibleIds: [3, 1] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ visibleIds: [1, 3] });
    expect(((await getJson(api.app, '/api/shops')).body as unknown[]).length).toBe(2);
    await sendJson(api.app, 'POST', '/_dev/shops/visibility', { visibleIds: [] });
    expect((await getJson(api.app, '/api/shops')).body).toEqual([]);
    await sendJson(api.app, 'POST', '/_dev/shops/visibility', { visibleIds: null });
    expect(((await getJson(api.app, '/api/shops')).body as unknown[]).length).toBe(10);
  });

  test.each([{}, { visibleIds: 'all' }, { visibleIds: [0] }, { visibleIds: [1.5] }])('visibility rejects %j', async (body) => {
    const res = await sendJson(api.app, 'POST', '/_dev/shops/visibility', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid-parameter', errors: expect.any(Object) });
  });

  test('PATCH /_dev/shops/:id changes status and openForBusiness', async () => {
    const res = await sendJson(api.app, 'PATCH', '/_dev/shops/1', { status: 'offline', openForBusiness: false });
    expect(res.status).toBe(200);
    expect(shopSchema.parse(await res.json())).toMatchObject({ id: 1, status: 'offline', openForBusiness: false });
    expect((await getJson(api.app, '/api/shops/1')).body).toMatchObject({ status: 'offline', openForBusiness: false });
    await sendJson(api.app, 'PATCH', '/_dev/shops/1', { status: 'online' });
    expect((await getJson(api.app, '/api/shops/1')).body).toMatchObject({ status: 'online', openForBusiness: false });
  });

  test('PUT /_dev/shops/:id/articles/:code/availability sells an article out at one shop and back', async () => {
    type Item = { type: string; code?: string; available?: boolean; items?: Item[] };
    const find = (items: Item[], code: string): Item | undefined =>
      items.map((i) => (i.type === 'container' ? find(i.items ?? [], code) : i.code === code ? i : undefined)).find(Boolean);
    const fries = async (shopId: number) => find(((await getJson(api.app, `/api/shops/${shopId}/menu`)).body as { items: Item[] }).items, 'S301');
    const put = (path: string, body: unknown) => sendJson(api.app, 'PUT', `/_dev/shops/${path}/availability`, body);

    expect((await put('1/articles/S301', { available: false })).status).toBe(200);
    expect(await fries(1)).toMatchObject({ available: false });
    expect(await fries(2)).toMatchObject({ available: true });
    await put('1/articles/S301', { available: false });
    await put('1/articles/S301', { available: null });
    expect(await fries(1)).toMatchObject({ available: true });

    expect((await put('999/articles/S301', { available: false })).status).toBe(404);
    expect((await put('1/articles/NOPE', { available: false })).status).toBe(404);
    expect((await put('x/articles/S301', { available: false })).status).toBe(400);
    expect((await put('1/articles/S301', { available: 'no' })).status).toBe(400);
  });

  test('PUT /_dev/shops/:id/opening-hours replaces the hours the shop answers with', async () => {
    const put = (path: string, body: unknown) => sendJson(api.app, 'PUT', `/_dev/shops/${path}/opening-hours`, body);
    const friday = [{ dayOfWeek: 5, opens: '18:00', closes: '02:00' }];
    const res = await put('1', { openingHours: friday });
    expect(res.status).toBe(200);
    expect(shopSchema.parse(await res.json()).openingHours).toEqual([{ dayOfWeek: 5, opens: '18:00', closes: '02:00' }]);
    expect(((await getJson(api.app, '/api/shops/1')).body as { openingHours: unknown[] }).openingHours).toHaveLength(1);
    expect(((await getJson(api.app, '/api/shops/2')).body as { openingHours: unknown[] }).openingHours.length).toBeGreaterThan(1);

    expect((await put('999', { openingHours: friday })).status).toBe(404);
    expect((await put('x', { openingHours: friday })).status).toBe(400);
    expect((await put('1', { openingHours: [{ dayOfWeek: 7, opens: '18:00', closes: '02:00' }] })).status).toBe(400);
    expect((await put('1', { openingHours: [{ dayOfWeek: 1, opens: '6 pm', closes: '02:00' }] })).status).toBe(400);
    expect((await put('1', {})).status).toBe(400);
  });

  test('PATCH validates the id and the body', async () => {
    expect((await sendJson(api.app, 'PATCH', '/_dev/shops/999', { status: 'online' })).status).toBe(404);
    expect((await sendJson(api.app, 'PATCH', '/_dev/shops/x', { status: 'online' })).status).toBe(400);
    expect((await sendJson(api.app, 'PATCH', '/_dev/shops/1', { status: 'closed' })).status).toBe(400);
    expect((await sendJson(api.app, 'PATCH', '/_dev/shops/1', { name: 'x' })).status).toBe(400);
    const broken = await api.app.request('/_dev/shops/1', { method: 'PATCH', body: '{', headers: { 'Content-Type': 'application/json' } });
    expect(broken.status).toBe(400);
  });

  test('fault error500 hits the next N matching requests, then stops', async () => {
    const set = await sendJson(api.app, 'POST', '/_dev/fault', { mode: 'error500', count: 2 });
    expect(set.status).toBe(200);
    expect((await getJson(api.app, '/_dev/fault')).body).toEqual({ fault: { mode: 'error500', remaining: 2, pathPrefix: '/api/', delayMs: 15000 } });
    for (let i = 0; i < 2; i += 1) {
      const res = await api.app.request('/api/settings');
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(await res.json()).toMatchObject({ code: 'internal-server-error', status: 500 });
    }
    expect((await api.app.request('/api/settings')).status).toBe(200);
    expect((await getJson(api.app, '/_dev/fault')).body).toEqual({ fault: null });
  });

  test('fault invalid-json honours pathPrefix', async () => {
    await sendJson(api.app, 'POST', '/_dev/fault', { mode: 'invalid-json', count: 1, pathPrefix: '/api/shops/1/menu' });
    expect((await api.app.request('/api/settings')).status).toBe(200);
    const res = await api.app.request('/api/shops/1/menu');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.text()).toBe('{"broken":');
    expect((await api.app.request('/api/shops/1/menu')).status).toBe(200);
  });

  test('fault slow delays, then answers normally', async () => {
    await sendJson(api.app, 'POST', '/_dev/fault', { mode: 'slow', count: 1, delayMs: 150 });
    const started = Date.now();
    const res = await api.app.request('/api/shops');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  test('fault reset without a socket (app.request) answers a 502 problem', async () => {
    await sendJson(api.app, 'POST', '/_dev/fault', { mode: 'reset', count: 1 });
    const res = await api.app.request('/api/shops');
    expect(res.status).toBe(502);
  });

  test('DELETE /_dev/fault clears, /_dev is never faulted, bad bodies are rejected', async () => {
    await sendJson(api.app, 'POST', '/_dev/fault', { mode: 'error500', count: 5, pathPrefix: '/' });
    expect((await api.app.request('/_dev/health')).status).toBe(200);
    expect((await api.app.request('/_dev/fault', { method: 'DELETE' })).status).toBe(204);
    expect((await api.app.request('/api/settings')).status).toBe(200);
    for (const body of [{ mode: 'explode', count: 1 }, { mode: 'slow', count: 0 }, { mode: 'slow', count: 101 }, { mode: 'slow' }, { mode: 'slow', count: 1, pathPrefix: 'api' }]) {
      expect((await sendJson(api.app, 'POST', '/_dev/fault', body)).status).toBe(400);
    }
  });
});
