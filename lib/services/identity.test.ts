/**
 * Changing the password against the reference ordering API (free port, fresh data folder), with
 * the browser's sealed session stubbed by a plain object: which password is wrong, and whether the
 * customer is still signed in afterwards.
 */
import { AppError } from '@/lib/domain/app-error';

import { referenceApiForThisFile } from './reference-api.testing';

const session: { accessToken?: string; refreshToken?: string; expiresAt?: number; save: () => Promise<void> } = { save: async () => undefined };
jest.mock('@/lib/session/session', () => ({ ...jest.requireActual('@/lib/session/session'), getSession: async () => session }));

const DEMO = { email: 'demo@nordicburger.example', password: 'Demo123!' };

referenceApiForThisFile();
let identity: typeof import('./identity');
let user: typeof import('./user');

beforeAll(async () => {
  identity = await import('./identity');
  user = await import('./user');
});

test('a wrong current password is named as such, not as two passwords that differ', async () => {
  await identity.signIn(DEMO.email, DEMO.password);
  const refused = identity.changePassword({ oldPassword: 'Wrong123!', newPassword: 'Changed2!' });
  await expect(refused).rejects.toBeInstanceOf(AppError);
  await expect(refused).rejects.toMatchObject({ code: 'WRONG_CURRENT_PASSWORD', status: 400 });
  // Nothing changed: still signed in with the old password.
  expect((await user.readProfile()).email).toBe(DEMO.email);
});

test('after a change the customer is still signed in, with a session of the new password', async () => {
  await identity.signIn(DEMO.email, DEMO.password);
  const before = session.accessToken;
  await expect(identity.changePassword({ oldPassword: DEMO.password, newPassword: 'Changed2!' })).resolves.toEqual({ signedIn: true });
  expect(session.accessToken).toBeDefined();
  expect(session.accessToken).not.toBe(before);
  // The next save works: the session is the new one.
  const profile = await user.readProfile();
  await expect(user.updateProfile({ name: profile.name ?? 'Anna', lastName: profile.lastName ?? 'Demo', phone: profile.phone ?? '+46 70 000 00 00' })).resolves.toBeDefined();
  await identity.signOut();
  await expect(identity.signIn(DEMO.email, DEMO.password)).rejects.toMatchObject({ code: 'USER_INVALID_PASSWORD' });
  await identity.signIn(DEMO.email, 'Changed2!');
});
