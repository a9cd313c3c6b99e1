import { createApp } from './app.ts';
import { useTestApi } from './testing.ts';

describe('app-wide behaviour', () => {
  const api = useTestApi();

  test.each([
    ['GET', '/'],
    ['GET', '/api'],
    ['GET', '/api/nothing'],
    ['POST', '/api/shops'],
    ['DELETE', '/api/settings'],
    ['GET', '/api/shops/1/unknown'],
  ])('%s %s → 404 not-found problem', async (method, url) => {
    const res = await api.app.request(url, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toEqual({ type: 'https://ordering.example/problems/not-found', title: expect.any(String), status: 404, code: 'not-found' });
  });

  test('a thrown error is a 500 problem without internals', async () => {
    const errors: unknown[] = [];
    const app = createApp({ db: api.db, dev: false, logError: (e) => errors.push(e) });
    api.db.close(); // every query now throws
    const res = await app.request('/api/shops');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ type: 'https://ordering.example/problems/internal-server-error', title: expect.any(String), status: 500, code: 'internal-server-error' });
    expect(text).not.toMatch(/database|stack|\.ts/i);
    expect(errors).toHaveLength(1);
  });

  test('HEAD works for GET routes', async () => {
    const res = await api.app.request('/api/shops/1', { method: 'HEAD' });
    expect(res.status).toBe(200);
  });
});
