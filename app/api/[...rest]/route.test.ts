import { GET, POST } from './route';

const ctx = { params: Promise.resolve({ rest: ['nope'] }) };

test('an unknown API path answers a 404 problem with a code, never cached, whatever the Origin', async () => {
  for (const handler of [GET, POST]) {
    const response = await handler(new Request('http://app.test/api/nope', { method: handler === GET ? 'GET' : 'POST' }), ctx);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  }
});
