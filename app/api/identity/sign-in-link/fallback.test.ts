/**
 * Against an ordering API without the sign-in link capability (the reference API in SPEC.md's
 * shapes only, which answers 404): asking for a link says SIGN_IN_LINK_UNAVAILABLE, so the login
 * form offers a password reset instead, and that reset is mailed, however often it is asked for.
 */
import { referenceApiForThisFile } from '@/lib/services/reference-api.testing';
import { fakeCookieStore } from '@/lib/session/cookie-store.testing';

const store = fakeCookieStore();
jest.mock('next/headers', () => ({ cookies: async () => store }));

const api = referenceApiForThisFile({ shape: 'spec' });

const post = (path: string, body: unknown) =>
  new Request(`http://app.test${path}`, {
    method: 'POST',
    headers: { host: 'app.test', origin: 'http://app.test', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(() => {
  process.env.SESSION_SECRET ??= 'a-test-session-secret-of-32-chars-or-more';
});

test('no sign-in links upstream: SIGN_IN_LINK_UNAVAILABLE, each time (nothing counted as sent), and the reset is still mailed', async () => {
  const { POST: requestLink } = await import('./route');
  const { POST: useLink } = await import('../sign-in-with-link/route');
  const { POST: forgot } = await import('../forgot-password/route');
  const email = 'demo@nordicburger.example';
  for (let i = 0; i < 4; i++) {
    const res = await requestLink(post('/api/identity/sign-in-link', { email }), undefined);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'SIGN_IN_LINK_UNAVAILABLE' });
  }
  const used = await useLink(post('/api/identity/sign-in-with-link', { email, code: 'x'.repeat(43) }), undefined);
  expect(await used.json()).toMatchObject({ code: 'SIGN_IN_LINK_UNAVAILABLE' });

  expect((await forgot(post('/api/identity/forgot-password', { email }), undefined)).status).toBe(204);
  const mails = (await (await fetch(`${api.url}/_dev/outbox`)).json()) as Array<{ to: string; kind: string }>;
  expect(mails.filter((m) => m.to === email).map((m) => m.kind)).toEqual(['reset-password']);
});
