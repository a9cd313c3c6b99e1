/**
 * An account whose e-mail is not confirmed yet, through the services against the reference
 * ordering API (free port, fresh data folder; the browser's sealed session is a plain object):
 * it does not sign in, the customer is told to confirm (only with the right password), and the
 * confirmation mail can be sent again.
 */
import { referenceApiForThisFile } from './reference-api.testing';

const session: { accessToken?: string; refreshToken?: string; expiresAt?: number; save: () => Promise<void> } = { save: async () => undefined };
jest.mock('@/lib/session/session', () => ({ ...jest.requireActual('@/lib/session/session'), getSession: async () => session }));

const PASSWORD = 'Secret1!';
const api = referenceApiForThisFile({ identity: { scrypt: { N: 1024, r: 8, p: 1 }, rateLimits: false } });
let identity: typeof import('./identity');

beforeAll(async () => {
  identity = await import('./identity');
});

type Mail = { to: string; kind: string; text: string };
const confirmationMails = async (to: string) =>
  ((await (await fetch(`${api.url}/_dev/outbox`)).json()) as Mail[]).filter((m) => m.to === to && m.kind === 'confirm-email');

test('an unconfirmed account does not sign in: EMAIL_NOT_CONFIRMED for the right password only; the mail again; after the link it signs in', async () => {
  const email = `unconfirmed-${Date.now()}@example.com`;
  await identity.register({ email, password: PASSWORD, name: 'Sara', lastName: 'Lind', phone: '+46 70 222 33 44', favoriteShopId: 1, acceptTerms: true });

  await expect(identity.signIn(email, 'Wrong1!x')).rejects.toMatchObject({ code: 'USER_INVALID_PASSWORD', status: 401 });
  await expect(identity.signIn(email, PASSWORD)).rejects.toMatchObject({ code: 'EMAIL_NOT_CONFIRMED', status: 403 });
  expect(session.accessToken).toBeUndefined();

  expect(await confirmationMails(email)).toHaveLength(1);
  await identity.resendConfirmation(email);
  const mails = await confirmationMails(email);
  expect(mails).toHaveLength(2);

  const link = new URL(/https?:\/\/\S+/.exec(mails[0]!.text)![0]);
  expect(await identity.confirmEmail(link.searchParams.get('userId')!, link.searchParams.get('code')!)).toBe(true);
  await identity.signIn(email, PASSWORD);
  expect(session.accessToken).toBeDefined();
});
