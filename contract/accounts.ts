/**
 * The account round trip: a new account is registered, signed in, and then must not be taken over
 * by whoever holds its session. The profile call does not change the e-mail, a new e-mail needs
 * the current password (and waits for its link), deleting needs it too; the account is deleted at
 * the end. It creates an account, so it runs against the reference API in dev mode, or against any
 * upstream when asked (`--accounts`).
 */
import { randomBytes } from 'node:crypto';

import { accessTokenResponseSchema, manageInfoResponseSchema, profileSchema } from '../lib/upstream/schemas/index.ts';
import type { CheckResult } from './support.ts';
import { check, expectProblem, issuesText, readProblem, send } from './support.ts';

const PASSWORD = 'Contract-1x';
/** Identity's codes for a missing and a wrong current password. */
const PASSWORD_CODES = ['OldPasswordRequired', 'PasswordMismatch'];

const randomEmail = (): string => `contract-${randomBytes(6).toString('hex')}@example.com`;

/** A 400 problem keyed (in `errors`) by one of Identity's current-password codes, else why not. */
async function expectPasswordRefusal(res: Response): Promise<string | null> {
  const p = await readProblem(res, [400]);
  if (typeof p === 'string') return `${p} (the current password is missing or wrong)`;
  const keys = Object.keys(p.errors ?? {});
  return keys.some((k) => PASSWORD_CODES.includes(k)) ? null : `errors keys ${JSON.stringify(keys)}, expected ${PASSWORD_CODES.join(' or ')}`;
}

async function signIn(baseUrl: string, email: string): Promise<string | undefined> {
  const res = await send(baseUrl, 'POST', '/api/identity/login', { email, password: PASSWORD });
  if (res.status !== 200) return undefined;
  const parsed = accessTokenResponseSchema.safeParse(await res.json());
  return parsed.success ? parsed.data.accessToken : undefined;
}

/**
 * Confirms a new account's address through the link of its confirmation mail, where the upstream
 * shows its mails (the reference API's dev outbox); false where it does not.
 */
async function confirmThroughOutbox(baseUrl: string, email: string): Promise<boolean> {
  const outbox = await send(baseUrl, 'GET', '/_dev/outbox').catch(() => undefined);
  if (!outbox?.ok) return false;
  const mails = (await outbox.json().catch(() => [])) as Array<{ to?: unknown; kind?: unknown; text?: unknown }>;
  const mail = Array.isArray(mails) ? mails.find((m) => m.to === email && m.kind === 'confirm-email') : undefined;
  const link = typeof mail?.text === 'string' ? /https?:\/\/\S+/.exec(mail.text)?.[0] : undefined;
  if (!link) return false;
  const confirmed = await send(baseUrl, 'GET', `/api/identity/confirmEmail${new URL(link).search}`);
  await confirmed.text();
  return confirmed.ok;
}

export async function checkAccountFlow(baseUrl: string, results: CheckResult[], shopId: number | undefined, enabled: boolean): Promise<void> {
  const name = (step: string) => `accountFlow ${step}`;
  if (!enabled) {
    results.push({ name: name('round trip'), ok: true, skipped: true, detail: 'skipped: not the reference API in dev mode (--accounts runs it)' });
    return;
  }
  const email = randomEmail();
  const other = randomEmail();
  let token: string | undefined;
  const started = await check(results, name('register and sign in a new account'), async () => {
    const body = { email, password: PASSWORD, name: 'Contract', lastName: 'Check', phone: '+46 70 000 00 00', favoriteShopId: shopId ?? 1, acceptTerms: true };
    const registered = await send(baseUrl, 'POST', '/api/identity/register', body);
    if (registered.status !== 200) return `register: status ${registered.status}: ${(await registered.text()).slice(0, 200)}`;
    token = await signIn(baseUrl, email);
    // An upstream that requires a confirmed e-mail: confirmed through its outbox where it has one.
    if (!token && (await confirmThroughOutbox(baseUrl, email))) token = await signIn(baseUrl, email);
    return token ? null : { skipped: 'skipped: the new account cannot sign in before its e-mail is confirmed' };
  });
  if (!started || !token) return;
  const bearer = { Authorization: `Bearer ${token}` };

  await check(results, name('updateProfile PUT /api/user/profile does not change the e-mail'), async () => {
    const res = await send(baseUrl, 'PUT', '/api/user/profile', { name: 'Contract', lastName: 'Check', email: other, phone: '+46 70 000 00 00' }, bearer);
    if (res.status === 200) {
      const parsed = profileSchema.safeParse(await res.json());
      if (!parsed.success) return issuesText(parsed.error);
      if (parsed.data.email !== email) return `the e-mail became ${JSON.stringify(parsed.data.email)} without the password`;
    } else {
      const refused = await expectProblem(res, [400], ['email-change-requires-password']);
      if (refused) return refused;
    }
    return (await signIn(baseUrl, other)) ? 'the new address signs in' : null;
  });
  await check(results, name('changeAccountInfo POST /api/identity/manage/info refuses a new e-mail without the current password, or with a wrong one'), async () => {
    const missing = await expectPasswordRefusal(await send(baseUrl, 'POST', '/api/identity/manage/info', { newEmail: other }, bearer));
    if (missing) return `without a password: ${missing}`;
    const wrong = await expectPasswordRefusal(await send(baseUrl, 'POST', '/api/identity/manage/info', { newEmail: other, oldPassword: 'Wrong-password-1' }, bearer));
    return wrong ? `with a wrong password: ${wrong}` : null;
  });
  await check(results, name('changeAccountInfo with the current password keeps the e-mail until the link is opened'), async () => {
    const res = await send(baseUrl, 'POST', '/api/identity/manage/info', { newEmail: other, oldPassword: PASSWORD }, bearer);
    if (res.status !== 200) return `status ${res.status}, expected 200`;
    const parsed = manageInfoResponseSchema.safeParse(await res.json());
    if (!parsed.success) return issuesText(parsed.error);
    if (parsed.data.email !== email) return `email ${JSON.stringify(parsed.data.email)} at once, expected the old one until the link is opened`;
    return (await signIn(baseUrl, other)) ? 'the new address signs in before its link is opened' : null;
  });
  await check(results, name('deleteAccount DELETE /api/user refuses without the current password, or with a wrong one'), async () => {
    const missing = await expectPasswordRefusal(await send(baseUrl, 'DELETE', '/api/user', {}, bearer));
    if (missing) return `without a password: ${missing}`;
    const wrong = await expectPasswordRefusal(await send(baseUrl, 'DELETE', '/api/user', { password: 'Wrong-password-1' }, bearer));
    if (wrong) return `with a wrong password: ${wrong}`;
    const profile = await send(baseUrl, 'GET', '/api/user/profile', undefined, bearer);
    await profile.text();
    return profile.status === 200 ? null : `the profile answers ${profile.status} after a refused deletion`;
  });
  await check(results, name('deleteAccount with the current password answers 204; the account no longer signs in'), async () => {
    const res = await send(baseUrl, 'DELETE', '/api/user', { password: PASSWORD }, bearer);
    await res.text();
    if (res.status !== 204 && res.status !== 200) return `status ${res.status}, expected 204`;
    return (await signIn(baseUrl, email)) ? 'the deleted account still signs in' : null;
  });
}
