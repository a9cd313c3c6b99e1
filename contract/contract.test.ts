import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import { Hono } from 'hono';

import { startReferenceApi } from '../ordering-api/src/server.ts';
import { makeTempDir, removeDir } from '../ordering-api/src/testing.ts';
import { runContractChecks } from './checks.ts';

const SHOP = {
  id: 1,
  name: 'Test',
  description: null,
  status: 'online',
  openForBusiness: true,
  contactInformation: { address1: null, address2: null, zipCode: null, city: null },
  location: null,
  openingHours: [],
  externalAppUri: null,
};

describe('contract suite against the reference API', () => {
  test('every check passes (startReferenceApi on 127.0.0.1:0)', async () => {
    const dir = makeTempDir();
    const api = await startReferenceApi({ dataDir: dir, port: 0 });
    try {
      const results = await runContractChecks(api.url);
      expect(results.filter((r) => !r.ok)).toEqual([]);
      // settings, languages, shops, 10 × (shop, menu, spots), unknown shop, design,
      // 3 order error checks, 6 account checks, 6 steps of the create → pay → confirm round trip
      expect(results).toHaveLength(3 + 10 * 3 + 2 + 3 + 6 + 6);
      expect(results.filter((r) => r.name.startsWith('orderFlow ')).map((r) => r.skipped ?? false)).toEqual(Array(6).fill(false));
    } finally {
      await api.close();
      removeDir(dir);
    }
  });

  test('it reports failures with zod issue paths (a broken fake upstream)', async () => {
    const fake = new Hono();
    fake.get('/api/settings', (c) => c.json({ orderTypes: ['takeAway'], enableCustomerLogin: 'yes' }));
    fake.get('/api/cultures/languages', (c) => c.json(['sv']));
    fake.get('/api/shops', (c) => c.json([{ ...SHOP, location: { latitude: 123, longitude: 18 } }]));
    fake.get('/api/shops/:id', (c) => c.text('nope', 404));
    fake.get('/api/shops/:id/menu', (c) => c.body('{"broken":', 200, { 'Content-Type': 'application/json' }));
    fake.get('/api/shops/:id/delivery-spots', (c) => c.json([]));
    fake.get('/api/settings/design', (c) => c.text(':root{}'));
    const server = serve({ fetch: fake.fetch, hostname: '127.0.0.1', port: 0 });
    try {
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const { port } = server.address() as AddressInfo;
      const results = await runContractChecks(`http://127.0.0.1:${port}`);
      const byName = new Map(results.map((r) => [r.name.split(' ')[0], r]));
      expect(byName.get('getSettings')).toMatchObject({ ok: false, detail: expect.stringContaining('enableCustomerLogin') });
      expect(byName.get('getSettings')?.detail).toContain('version');
      expect(byName.get('listLanguages')).toMatchObject({ ok: true });
      expect(byName.get('listShops')).toMatchObject({ ok: false, detail: expect.stringContaining('0.location.latitude') });
      expect(byName.get('per-shop')).toMatchObject({ ok: false });
      expect(byName.get('unknown')).toMatchObject({ ok: false, detail: expect.stringContaining('content-type') });
      expect(byName.get('design')).toMatchObject({ ok: false, detail: expect.stringContaining('text/css') });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test('the order round trip is skipped against the reference API without dev mode', async () => {
    const dir = makeTempDir();
    const api = await startReferenceApi({ dataDir: dir, port: 0, dev: false });
    try {
      const results = await runContractChecks(api.url);
      expect(results.filter((r) => !r.ok)).toEqual([]);
      expect(results.filter((r) => r.name.startsWith('orderFlow '))).toEqual([
        { name: 'orderFlow round trip', ok: true, skipped: true, detail: 'skipped: not the reference API in dev mode' },
      ]);
    } finally {
      await api.close();
      removeDir(dir);
    }
  });

  test('order checks catch a wrong status, a non-problem body and an existence oracle', async () => {
    const fake = new Hono();
    fake.post('/api/order', (c) => c.json({ ok: true }, 200));
    fake.get('/api/order/:id', (c) =>
      c.req.header('x-customercode')
        ? c.body(JSON.stringify({ status: 404, code: 'failed-find-order', title: 'Wrong code' }), 404, { 'Content-Type': 'application/problem+json' })
        : c.body(JSON.stringify({ status: 404, code: 'failed-find-order' }), 404, { 'Content-Type': 'application/problem+json' }),
    );
    const server = serve({ fetch: fake.fetch, hostname: '127.0.0.1', port: 0 });
    try {
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const { port } = server.address() as AddressInfo;
      const results = await runContractChecks(`http://127.0.0.1:${port}`);
      const orderChecks = results.filter((r) => /^(createOrder|getOrder|orderFlow) /.test(r.name));
      expect(orderChecks).toEqual([
        expect.objectContaining({ ok: false, detail: 'status 200, expected 400' }),
        expect.objectContaining({ ok: false, detail: 'status 200, expected 404 or 422' }),
        expect.objectContaining({ ok: false, detail: 'answers differ with and without X-CustomerCode' }),
        expect.objectContaining({ name: 'orderFlow round trip', skipped: true }),
      ]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test('account checks catch a non-Identity register problem, a 200 login and a 401 order history', async () => {
    const fake = new Hono();
    fake.post('/api/identity/register', (c) => c.json({ title: 'Bad', status: 400, errors: { password: ['weak'] } }, 400));
    fake.post('/api/identity/login', (c) => c.json({ ok: true }, 200));
    fake.post('/api/identity/forgotPassword', (c) => c.json({ error: 'unknown e-mail' }, 404));
    fake.get('/api/user/profile', (c) => c.json({ isAuthenticated: false, favorites: [], name: null, lastName: null }));
    fake.get('/api/user/order-history', (c) => c.body(null, 401));
    fake.get('/api/campaigns', (c) => c.json([{ code: 'X' }]));
    const server = serve({ fetch: fake.fetch, hostname: '127.0.0.1', port: 0 });
    try {
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const { port } = server.address() as AddressInfo;
      const results = await runContractChecks(`http://127.0.0.1:${port}`);
      const byName = new Map(results.map((r) => [r.name.split(' ')[0], r]));
      expect(byName.get('register')).toMatchObject({ ok: false, detail: expect.stringContaining('PasswordTooShort') });
      expect(byName.get('login')).toMatchObject({ ok: false, detail: 'status 200, expected 401' });
      expect(byName.get('forgotPassword')).toMatchObject({ ok: false, detail: 'status 404, expected 200' });
      expect(byName.get('getProfile')).toMatchObject({ ok: false, detail: 'status 200, expected 401' });
      expect(byName.get('orderHistory')).toMatchObject({ ok: false, detail: 'status 401, expected 200' });
      expect(byName.get('listCampaigns')).toMatchObject({ ok: false, detail: expect.stringContaining('0.name') });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test('per-shop checks catch an invalid menu', async () => {
    const fake = new Hono();
    fake.get('/api/shops', (c) => c.json([SHOP]));
    fake.get('/api/shops/:id', (c) => c.json(SHOP));
    fake.get('/api/shops/:id/menu', (c) => c.body('{"broken":', 200, { 'Content-Type': 'application/json' }));
    fake.get('/api/shops/:id/delivery-spots', (c) => c.json([{ id: 1, name: 'Bord 1', i18n: [], orderType: 'delivery' }]));
    const server = serve({ fetch: fake.fetch, hostname: '127.0.0.1', port: 0 });
    try {
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const { port } = server.address() as AddressInfo;
      const results = await runContractChecks(`http://127.0.0.1:${port}`);
      const byName = new Map(results.map((r) => [r.name.split(' ')[0], r]));
      expect(byName.get('getShop')).toMatchObject({ ok: true });
      expect(byName.get('getMenu')).toMatchObject({ ok: false, detail: 'body is not valid JSON' });
      expect(byName.get('listDeliverySpots')).toMatchObject({ ok: false, detail: expect.stringContaining('0.orderType') });
      expect(byName.get('getSettings')).toMatchObject({ ok: false, detail: 'status 404, expected 200' });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
