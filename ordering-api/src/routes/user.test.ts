import { favoritesSchema, orderHistorySchema, orderSchema, profileSchema } from '../../../lib/upstream/schemas/index.ts';
import { all, one } from '../db/database.ts';
import {
  bearer,
  choice,
  confirmTestPayment,
  createTestOrder,
  FAST_SCRYPT,
  guest,
  lastMail,
  login,
  orderBody,
  payOnProviderPage,
  postJson,
  registerAndLogin,
  TEST_APP_URL,
  TEST_PASSWORD,
  useTestApi,
} from '../testing.ts';

const HOUR = 60 * 60 * 1000;

describe('/api/user', () => {
  const api = useTestApi({ identity: { scrypt: FAST_SCRYPT, appUrl: TEST_APP_URL, rateLimits: false } });

  const get = (path: string, token?: string) => Promise.resolve(api.app.request(path, { headers: token ? bearer(token) : {} }));
  const send = (method: string, path: string, body: unknown, token?: string) =>
    Promise.resolve(api.app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
      body: JSON.stringify(body),
    }));

  /* ------------------------------------------------------------ profile */
  test('GET /profile: 401 without or with an unknown token; profileSchema when signed in', async () => {
    for (const res of [await get('/api/user/profile'), await get('/api/user/profile', 'y'.repeat(43))]) {
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.text()).toBe('');
    }
    const { accessToken } = await registerAndLogin(api.app);
    const res = await get('/api/user/profile', accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(profileSchema.parse(await res.json())).toEqual({
      isAuthenticated: true, favorites: [{ code: '2', type: 'shop' }], name: 'Erik', lastName: 'Svensson', email: 'erik@example.com', phone: '+46 70 111 22 33', favoriteShopId: 2,
    });
  });

  test('PUT /profile saves the name and phone; InvalidEmail, invalid-phone', async () => {
    const { accessToken } = await registerAndLogin(api.app);
    const put = (body: unknown) => send('PUT', '/api/user/profile', body, accessToken);
    const update = { name: 'Erika', lastName: 'Berg', phone: '+46 70 999 88 77' };
    const res = await put(update);
    expect(res.status).toBe(200);
    expect(profileSchema.parse(await res.json())).toMatchObject({ ...update, email: 'erik@example.com', isAuthenticated: true });
    // The address the client has may come back as it is.
    expect((await put({ ...update, email: 'Erik@example.com' })).status).toBe(200);
    expect(((await (await put({ ...update, email: 'nope' })).json()) as { errors: object }).errors).toHaveProperty('InvalidEmail');
    expect(((await (await put({ ...update, phone: '12' })).json()) as { errors: object }).errors).toHaveProperty('invalid-phone');
    expect((await put({ name: 'x' })).status).toBe(400);
    expect((await send('PUT', '/api/user/profile', update)).status).toBe(401);
  });

  test('PUT /profile with another e-mail changes nothing: 400 email-change-requires-password, no mail, the old address still signs in', async () => {
    const { accessToken } = await registerAndLogin(api.app);
    const res = await send('PUT', '/api/user/profile', { name: 'Erika', lastName: 'Berg', email: 'attacker@example.com', phone: '+46 70 999 88 77' }, accessToken);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 400, code: 'email-change-requires-password', errors: { email: [expect.any(String)] } });
    expect(one(api.db, 'SELECT email, name FROM accounts WHERE email = ?', 'erik@example.com')).toEqual({ email: 'erik@example.com', name: 'Erik' });
    expect(lastMail(api.db, 'confirm-email', 'attacker@example.com')).toBeUndefined();
    expect((await postJson(api.app, '/api/identity/login', { email: 'attacker@example.com', password: TEST_PASSWORD })).status).toBe(401);
    await login(api.app, 'erik@example.com');
  });

  /* ------------------------------------------------------------ logout, delete */
  test('POST /logout {} revokes that sign-in only', async () => {
    const a = await registerAndLogin(api.app);
    const b = await login(api.app, 'erik@example.com');
    const res = await send('POST', '/api/user/logout', {}, a.accessToken);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expect((await get('/api/user/profile', a.accessToken)).status).toBe(401);
    expect((await postJson(api.app, '/api/identity/refresh', { refreshToken: a.refreshToken })).status).toBe(401);
    expect((await get('/api/user/profile', b.accessToken)).status).toBe(200);
    expect((await postJson(api.app, '/api/identity/refresh', { refreshToken: b.refreshToken })).status).toBe(200);
    expect((await send('POST', '/api/user/logout', {})).status).toBe(401);
  });

  test('DELETE /api/user {password} → 204: account, tokens and favourites gone; orders kept but unlinked', async () => {
    const { accessToken } = await registerAndLogin(api.app);
    await send('POST', '/api/user/favorite', { code: 'B101', type: 'article' }, accessToken);
    const order = await createTestOrder(api.app);
    const mine = await (await postJson(api.app, '/api/order', orderBody(), bearer(accessToken))).json() as { orderId: string };
    const id = one<{ id: number }>(api.db, 'SELECT id FROM accounts WHERE email = ?', 'erik@example.com')!.id;
    expect(one(api.db, 'SELECT account_id FROM orders WHERE id = ?', mine.orderId)).toEqual({ account_id: id });

    const res = await send('DELETE', '/api/user', { password: TEST_PASSWORD }, accessToken);
    expect(res.status).toBe(204);
    expect(one(api.db, 'SELECT id FROM accounts WHERE id = ?', id)).toBeUndefined();
    expect(all(api.db, 'SELECT id FROM tokens WHERE account_id = ?', id)).toEqual([]);
    expect(all(api.db, 'SELECT code FROM favourites WHERE account_id = ?', id)).toEqual([]);
    expect(one(api.db, 'SELECT account_id FROM orders WHERE id = ?', mine.orderId)).toEqual({ account_id: null });
    expect(one(api.db, 'SELECT id FROM orders WHERE id = ?', order.orderId)).toBeDefined();
    expect((await get('/api/user/profile', accessToken)).status).toBe(401);
    expect((await send('DELETE', '/api/user', { password: TEST_PASSWORD })).status).toBe(401);
  });

  test('DELETE /api/user needs the current password: none → OldPasswordRequired, a wrong one → PasswordMismatch; the account stays', async () => {
    const { accessToken } = await registerAndLogin(api.app);
    const errorsOf = async (res: Response) => {
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      return Object.keys(((await res.json()) as { errors: object }).errors);
    };
    expect(await errorsOf(await api.app.request('/api/user', { method: 'DELETE', headers: bearer(accessToken) }))).toEqual(['OldPasswordRequired']);
    expect(await errorsOf(await send('DELETE', '/api/user', {}, accessToken))).toEqual(['OldPasswordRequired']);
    expect(await errorsOf(await send('DELETE', '/api/user', { password: 'Wrong1!x' }, accessToken))).toEqual(['PasswordMismatch']);
    expect(one(api.db, 'SELECT email FROM accounts WHERE email = ?', 'erik@example.com')).toBeDefined();
    expect((await get('/api/user/profile', accessToken)).status).toBe(200);
  });

  test('favourites: the shop chosen at registration first; POST is idempotent; DELETE answers the full list; shop codes are ids as text', async () => {
    const { accessToken } = await registerAndLogin(api.app);
    const chosen = { code: '2', type: 'shop' };
    const add = (body: unknown) => send('POST', '/api/user/favorite', body, accessToken);
    expect((await add({ code: 'B101', type: 'article' })).status).toBe(200);
    expect((await add({ code: 'B101', type: 'article' })).status).toBe(200);
    const res = await add({ code: '4', type: 'shop' });
    expect(favoritesSchema.parse(await res.json())).toEqual([chosen, { code: 'B101', type: 'article' }, { code: '4', type: 'shop' }]);
    const removed = await send('DELETE', '/api/user/favorite', { code: 'B101', type: 'article' }, accessToken);
    expect(removed.status).toBe(200);
    expect(favoritesSchema.parse(await removed.json())).toEqual([chosen, { code: '4', type: 'shop' }]);
    const again = await send('DELETE', '/api/user/favorite', { code: 'B101', type: 'article' }, accessToken);
    expect(await again.json()).toEqual([chosen, { code: '4', type: 'shop' }]);
    expect(profileSchema.parse(await (await get('/api/user/profile', accessToken)).json()).favorites).toEqual([chosen, { code: '4', type: 'shop' }]);

    expect((await add({ code: 'NOPE', type: 'article' })).status).toBe(400);
    expect((await add({ code: '999', type: 'shop' })).status).toBe(400);
    expect((await add({ code: 'abc', type: 'shop' })).status).toBe(400);
    expect((await add({ code: 'B101', type: 'drink' })).status).toBe(400);
    expect((await send('POST', '/api/user/favorite', { code: 'B101', type: 'article' })).status).toBe(401);
    expect((await send('DELETE', '/api/user/favorite', { code: 'B101', type: 'article' })).status).toBe(401);
  });

  /* ------------------------------------------------------------ order history and signed-in orders */
  describe('orders of a signed-in customer', () => {
    /** Creates an order with the bearer token and pays it with the token alone (no X-CustomerCode). */
    async function paidOrder(token: string, overrides: Record<string, unknown> = {}): Promise<string> {
      const created = await postJson(api.app, '/api/order', { ...orderBody(), ...overrides }, bearer(token));
      expect(created.status).toBe(201);
      const { orderId } = (await created.json()) as { orderId: string };
      const start = await postJson(api.app, `/api/order/${orderId}/payment`, { paymentMethod: 'card', returnUrl: 'http://localhost:3000/x' }, bearer(token));
      expect(start.status).toBe(201);
      const { paymentId, redirectUrl } = (await start.json()) as { paymentId: string; redirectUrl: string };
      const press = await api.app.request(new URL(redirectUrl).pathname, {
        method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=approve',
      });
      expect(press.status).toBe(303);
      const confirm = await postJson(api.app, `/api/order/${orderId}/payment/${paymentId}/confirm`, { providerParameters: {} }, bearer(token));
      expect(confirm.status).toBe(200);
      expect(orderSchema.parse(await confirm.json()).status).toBe('Added');
      return orderId;
    }

    test('GET /order-history without a token → 200 with an empty list', async () => {
      const res = await get('/api/user/order-history?pageIndex=0&pageSize=10');
      expect(res.status).toBe(200);
      expect(orderHistorySchema.parse(await res.json())).toEqual({ pageIndex: 0, pageSize: 10, totalCount: 0, items: [] });
    });

    test('the bearer token links the order and grants read/pay/confirm/receipt; another account gets 404 failed-find-order', async () => {
      const me = await registerAndLogin(api.app);
      const other = await registerAndLogin(api.app, { email: 'other@example.com' });
      const orderId = await paidOrder(me.accessToken);
      const read = await get(`/api/order/${orderId}`, me.accessToken);
      expect(read.status).toBe(200);
      const receipt = await postJson(api.app, `/api/order/${orderId}/receipt`, { email: 'erik@example.com' }, bearer(me.accessToken));
      expect(receipt.status).toBe(202);

      const foreign = await get(`/api/order/${orderId}`, other.accessToken);
      const unknown = await get('/api/order/00000000-0000-4000-8000-000000000000', other.accessToken);
      expect(foreign.status).toBe(404);
      const foreignBody = await foreign.text();
      expect(foreignBody).toBe(await unknown.text());
      expect(JSON.parse(foreignBody)).toMatchObject({ code: 'failed-find-order' });
      expect((await postJson(api.app, `/api/order/${orderId}/receipt`, { email: 'x@example.com' }, bearer(other.accessToken))).status).toBe(404);
      // The guest's customer code still works too.
      expect((await api.app.request(`/api/order/${orderId}`, { headers: guest() })).status).toBe(200);
      // An expired token is a guest: no link, no access by token.
      api.clock.advance(HOUR + 1);
      expect((await get(`/api/order/${orderId}`, me.accessToken)).status).toBe(404);
    });

    test('an unknown bearer token on POST /api/order makes a guest order', async () => {
      const created = await postJson(api.app, '/api/order', orderBody(), bearer('z'.repeat(43)));
      expect(created.status).toBe(201);
      const { orderId } = (await created.json()) as { orderId: string };
      expect(one(api.db, 'SELECT account_id FROM orders WHERE id = ?', orderId)).toEqual({ account_id: null });
    });

    test('history: only paid orders of that account, newest first, paged (pageSize at most 50)', async () => {
      const me = await registerAndLogin(api.app);
      const other = await registerAndLogin(api.app, { email: 'other@example.com' });
      const first = await paidOrder(me.accessToken, { items: [{ code: 'B101', quantity: 2, choices: [choice(1, 'C-GLUTENFRI')] }] });
      api.clock.advance(60_000);
      const second = await paidOrder(me.accessToken);
      api.clock.advance(60_000);
      await postJson(api.app, '/api/order', orderBody(), bearer(me.accessToken)); // unpaid: not listed
      await paidOrder(other.accessToken); // another account's
      const guestOrder = await createTestOrder(api.app);
      const { paymentId } = await payOnProviderPage(api.app, guestOrder.orderId, { action: 'approve' });
      await confirmTestPayment(api.app, guestOrder.orderId, paymentId); // a guest's

      const res = await get('/api/user/order-history?pageIndex=0&pageSize=10', me.accessToken);
      expect(res.status).toBe(200);
      const history = orderHistorySchema.parse(await res.json());
      expect(history.totalCount).toBe(2);
      expect(history.items.map((i) => i.orderId)).toEqual([second, first]);
      // Each named by the pickup number its own order read gives (what the status card shows).
      for (const entry of history.items) {
        const read = orderSchema.parse(await (await get(`/api/order/${entry.orderId}`, me.accessToken)).json());
        expect(entry.pickupNumber).toBe(read.pickupNumber);
      }
      expect(history.items[0]!.pickupNumber).toMatch(/^\d+$/);
      expect(history.items[1]).toMatchObject({
        shopId: 1, shopName: expect.stringContaining('Nordic Burger'), status: 'Added', currency: 'SEK',
        items: [{ code: 'B101', quantity: 2, choices: [{ level: 1, code: 'CH1-GLUTENFRI', name: expect.any(String) }] }],
      });
      const page2 = orderHistorySchema.parse(await (await get('/api/user/order-history?pageIndex=1&pageSize=1', me.accessToken)).json());
      expect(page2).toMatchObject({ pageIndex: 1, pageSize: 1, totalCount: 2 });
      expect(page2.items.map((i) => i.orderId)).toEqual([first]);
      expect(orderHistorySchema.parse(await (await get('/api/user/order-history?pageSize=500', me.accessToken)).json()).pageSize).toBe(50);
      expect((await get('/api/user/order-history?pageIndex=-1', me.accessToken)).status).toBe(400);
      expect((await get('/api/user/order-history?pageSize=0', me.accessToken)).status).toBe(400);

      // Rolled back orders stay in the history.
      await postJson(api.app, `/_dev/kitchen/${first}/rollback`, {});
      const after = orderHistorySchema.parse(await (await get('/api/user/order-history', me.accessToken)).json());
      expect(after.items.find((i) => i.orderId === first)?.status).toBe('Rollbacked');
    });
  });

  /* ------------------------------------------------------------ member card */
  test('GET /membership-card: a PNG at least 600 px wide, private no-store; 401 without a token', async () => {
    expect((await get('/api/user/membership-card')).status).toBe(401);
    const { accessToken } = await registerAndLogin(api.app);
    const res = await get('/api/user/membership-card', accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(600); // IHDR width
  });
});
