/**
 * The penetration test's "e-mail changed without the password", replayed through the services
 * against the reference ordering API (free port, fresh data folder; the browser's sealed session
 * is a plain object): a signed-in session alone can neither move the account to another address
 * nor delete it. Mails are read from the reference API's outbox.
 */
import { referenceApiForThisFile } from './reference-api.testing';

const session: { accessToken?: string; refreshToken?: string; expiresAt?: number; save: () => Promise<void> } = { save: async () => undefined };
jest.mock('@/lib/session/session', () => ({ ...jest.requireActual('@/lib/session/session'), getSession: async () => session }));

const PASSWORD = 'Secret1!';

// Cheap password hashes; no per-address sign-in limit (every call here comes from one address).
const api = referenceApiForThisFile({ identity: { scrypt: { N: 1024, r: 8, p: 1 }, rateLimits: false } });
let identity: typeof import('./identity');
let user: typeof import('./user');

beforeAll(async () => {
  identity = await import('./identity');
  user = await import('./user');
});

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

const post = (path: string, body: unknown) =>
  fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A customer registered straight at the ordering API, the address confirmed through the mailed link, signed in in this "browser". */
async function signedInCustomer(prefix: string): Promise<string> {
  const email = unique(prefix);
  const registered = await post('/api/identity/register', {
    email, password: PASSWORD, name: 'Sara', lastName: 'Lind', phone: '+46 70 222 33 44', favoriteShopId: 1, acceptTerms: true,
  });
  expect(registered.status).toBe(200);
  const link = new URL(/https?:\/\/\S+/.exec((await newestMail(email, 'confirm-email'))!.text)![0]);
  expect(await identity.confirmEmail(link.searchParams.get('userId')!, link.searchParams.get('code')!)).toBe(true);
  await identity.signIn(email, PASSWORD);
  return email;
}

/** Another device's sign-in, straight at the ordering API. */
const login = (email: string, password = PASSWORD) => post('/api/identity/login', { email, password });
const refreshStatus = async (refreshToken: string) => (await post('/api/identity/refresh', { refreshToken })).status;

type Mail = { to: string; kind: string; text: string };
async function newestMail(to: string, kind: string): Promise<Mail | undefined> {
  const mails = (await (await fetch(`${api.url}/_dev/outbox`)).json()) as Mail[];
  return mails.find((m) => m.to === to && m.kind === kind);
}

test('the profile call never changes the e-mail: the address stays, the new one does not sign in, the old one does', async () => {
  const email = await signedInCustomer('pentest');
  const takeover = user.updateProfile({ name: 'Sara', lastName: 'Lind', email: 'attacker@example.com', phone: '+46 70 222 33 44' });
  await expect(takeover).rejects.toMatchObject({ code: 'EMAIL_CHANGE_REQUIRES_PASSWORD', status: 400 });
  expect((await user.readProfile()).email).toBe(email);
  expect((await login('attacker@example.com')).status).toBe(401);
  expect((await login(email)).status).toBe(200);
  // The name and phone still save.
  await expect(user.updateProfile({ name: 'Sanna', lastName: 'Lind', phone: '+46 70 222 33 44' })).resolves.toMatchObject({ name: 'Sanna', email });
});

test('a new e-mail needs the right password, changes only when its link is opened, tells the old address, then ends every session', async () => {
  const email = await signedInCustomer('change');
  const newEmail = unique('changed');
  const otherDevice = (await (await login(email)).json()) as { refreshToken: string };

  await expect(identity.changeEmail({ newEmail, oldPassword: 'Wrong1!x' })).rejects.toMatchObject({ code: 'WRONG_CURRENT_PASSWORD', status: 400 });
  await expect(identity.changeEmail({ newEmail: email, oldPassword: PASSWORD })).rejects.toMatchObject({ code: 'EMAIL_UNCHANGED', status: 400 });
  expect(await newestMail(newEmail, 'confirm-email')).toBeUndefined();

  await expect(identity.changeEmail({ newEmail, oldPassword: PASSWORD })).resolves.toEqual({ pendingEmail: newEmail });
  // Nothing has changed yet: same address, every session alive, the new address does not sign in.
  expect((await user.readProfile()).email).toBe(email);
  expect((await login(newEmail)).status).toBe(401);
  expect(await refreshStatus(otherDevice.refreshToken)).toBe(200);
  // The present address is told, and how to stop it.
  const notice = await newestMail(email, 'email-change-requested');
  expect(notice?.text).toContain(newEmail);
  expect(notice?.text).toContain('/forgot-password');

  const link = new URL(/https?:\/\/\S+/.exec((await newestMail(newEmail, 'confirm-email'))!.text)![0]);
  expect(link.pathname).toBe('/confirm-email');
  const q = link.searchParams;
  expect(q.get('changedEmail')).toBe(newEmail);
  // Without the new address the code confirms nothing.
  expect(await identity.confirmEmail(q.get('userId')!, q.get('code')!)).toBe(false);
  expect(await identity.confirmEmail(q.get('userId')!, q.get('code')!, newEmail)).toBe(true);

  // Every session ended: the other device's refresh and this browser's sign-in.
  expect(await refreshStatus(otherDevice.refreshToken)).toBe(401);
  await expect(user.readProfile()).rejects.toMatchObject({ code: 'NOT_AUTHENTICATED', status: 401 });
  expect(session.accessToken).toBeUndefined();
  expect((await login(email)).status).toBe(401);
  await identity.signIn(newEmail, PASSWORD);
  expect((await user.readProfile()).email).toBe(newEmail);
});

test('deleting the account needs the current password: none or a wrong one is refused and the account stays', async () => {
  const email = await signedInCustomer('delete');
  expect(user.deleteAccountRequestSchema.safeParse({}).success).toBe(false);
  await expect(user.deleteAccount({ password: '' })).rejects.toMatchObject({ code: 'WRONG_CURRENT_PASSWORD', status: 400 });
  await expect(user.deleteAccount({ password: 'Wrong1!x' })).rejects.toMatchObject({ code: 'WRONG_CURRENT_PASSWORD', status: 400 });
  expect((await user.readProfile()).email).toBe(email);

  await user.deleteAccount({ password: PASSWORD });
  expect(session.accessToken).toBeUndefined();
  expect((await login(email)).status).toBe(401);
});
