import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { z } from 'zod';

import { currentCaller } from '@/lib/caller';
import { safeRedirectPath } from '@/lib/domain/account/redirect';
import { appCodeForUpstream, AppError } from '@/lib/domain/app-error';
import { assertUnder, type Check, count, forget, take } from '@/lib/limits/limiter';
import { getSession, KNOWN_ACCOUNTS_MAX, type SessionData } from '@/lib/session/session';
import { UpstreamError } from '@/lib/upstream/errors';
import * as identity from '@/lib/upstream/identity';
import {
  emailRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  signInWithLinkRequestSchema,
} from '@/lib/upstream/schemas/index.ts';

import { withCurrentPassword } from './current-password';
import { asCustomer, beginSignedIn, endSignedIn, forgetTokens, replaceTokens } from './customer-session';
import { giveBackMail, mailingTo, mayMailWayIn, takeMailTo } from './mail-limits';

export { emailRequestSchema, loginRequestSchema, registerRequestSchema, resetPasswordRequestSchema, signInWithLinkRequestSchema };
/** The login form's request for a sign-in link: the address, and where to go once signed in (a same-origin path, checked again). */
export const signInLinkInputSchema = z.object({ email: emailRequestSchema.shape.email, redirectUri: z.string().max(500).optional() });
export const changePasswordInputSchema = z.object({ oldPassword: z.string().min(1).max(200), newPassword: z.string().min(1).max(200) });
export const changeEmailInputSchema = z.object({ newEmail: emailRequestSchema.shape.email, oldPassword: z.string().min(1).max(200) });

/** The caller's address, and an e-mail address as one key whatever its case. */
const address = () => currentCaller()?.address ?? 'unknown';
const emailKey = (email: string) => email.trim().toLowerCase();

/** An account as this browser remembers it: a hash of its e-mail, never the e-mail itself. */
const accountKey = (email: string) => createHash('sha256').update(`known-account ${emailKey(email)}`).digest('base64url').slice(0, 22);

/**
 * Failed sign-ins count per address, per address and e-mail, and per e-mail
 * (lib/limits/policies.ts). A browser where this account signed in before (with the password or
 * a mailed sign-in link, or reset its password through the mail) is a known device: its failures count for that browser alone, and
 * failures others cause, from wherever, never lock it out.
 */
function signInChecks(email: string, session: SessionData): Check[] {
  if (session.deviceId && session.knownAccounts?.includes(accountKey(email))) {
    return [{ policy: 'signInFailuresPerKnownDevice', key: `${session.deviceId} ${emailKey(email)}` }];
  }
  return [
    { policy: 'signInFailuresPerAddress', key: address() },
    { policy: 'signInFailuresPerAddressAndEmail', key: `${address()} ${emailKey(email)}` },
    { policy: 'signInFailuresPerEmail', key: emailKey(email) },
  ];
}

/** Remembers in the session that this account signed in (or proved its inbox) in this browser. */
const rememberAccount = (email: string) => (session: SessionData) => {
  const key = accountKey(email);
  session.deviceId ??= randomBytes(16).toString('base64url');
  session.knownAccounts = [...(session.knownAccounts ?? []).filter((k) => k !== key), key].slice(-KNOWN_ACCOUNTS_MAX);
};

/**
 * Signs in upstream (bearer mode); the tokens go only into the sealed cookie, under a new guest
 * key. Failures are counted here, known e-mail or not, and too many answer 429 before the
 * ordering API is asked, except on a known device (signInChecks). The API's own "LockedOut"
 * answers exactly like a wrong password: a lockout that only existing accounts get would tell
 * who has one. "NotAllowed" (an address not confirmed yet) is told as it is, so the customer
 * knows to open the mailed link: the reference API says it only for the right password.
 */
export async function signIn(email: string, password: string): Promise<void> {
  const checks = signInChecks(email, await getSession());
  await assertUnder(checks);
  let tokens: Awaited<ReturnType<typeof identity.login>>;
  try {
    tokens = await identity.login(email.trim(), password);
  } catch (error) {
    if (error instanceof UpstreamError && error.upstreamStatus === 401 && error.problem?.detail === 'NotAllowed') {
      throw new AppError('EMAIL_NOT_CONFIRMED', 403);
    }
    if (error instanceof UpstreamError && error.upstreamStatus === 401) {
      await count(checks);
      throw new AppError('USER_INVALID_PASSWORD', 401);
    }
    throw error;
  }
  // The account's own failures from this address (or device) are forgotten; the address's are not.
  await forget(checks.filter((c) => c.policy === 'signInFailuresPerAddressAndEmail' || c.policy === 'signInFailuresPerKnownDevice'));
  await beginSignedIn(tokens, rememberAccount(email));
}

/** Revokes upstream (best effort) and forgets the tokens; the guest's orders move to a new guest key. */
export async function signOut(): Promise<void> {
  const session = await getSession();
  if (session.accessToken) await identity.logout(session.accessToken).catch(() => undefined);
  await endSignedIn();
}

const TAKEN_ADDRESS = new Set(['DuplicateUserName', 'DuplicateEmail']);

/**
 * A registration problem without Identity's "the address has an account": none at all when that
 * was the only one, else the rest of the form's problems, per field.
 */
function withoutTakenAddress(error: unknown): void {
  const fields = error instanceof UpstreamError && error.upstreamStatus === 400 ? Object.keys(error.problem?.errors ?? {}) : [];
  if (!fields.some((f) => TAKEN_ADDRESS.has(f))) throw error;
  const rest = fields.filter((f) => !TAKEN_ADDRESS.has(f));
  if (rest.length === 0) return;
  const details = (error as UpstreamError).details ?? {};
  const shown = Array.isArray(details.fields) ? (details.fields as string[]).filter((f) => !TAKEN_ADDRESS.has(f)) : [];
  throw new AppError(appCodeForUpstream(rest[0]) ?? 'BAD_REQUEST', 400, 'registration refused', { ...details, fields: shown });
}

/**
 * The upstream's validation codes come back as problem details the form maps per field. A
 * registration mails its inbox. An address that already has an account answers exactly as a new
 * one: the reference API mails its owner instead; an upstream that answers Identity's
 * DuplicateUserName is answered as a success all the same, so that nobody learns who has an
 * account (that owner gets no mail then).
 */
export async function register(input: z.infer<typeof registerRequestSchema>): Promise<void> {
  await mailingTo(input.email, async () => {
    await take([
      { policy: 'registrationsPerAddress', key: address() },
      { policy: 'registrationsPerEmail', key: emailKey(input.email) },
    ]);
    await identity.register(input).catch(withoutTakenAddress);
  }, 'confirmation');
}

/** Hides every failure but a rate limit: a guest told to wait is told the truth, about any address alike. */
const onlyRateLimits = (error: unknown) => {
  if (error instanceof AppError && error.code === 'RATE_LIMITED') throw error;
};

/**
 * Always the same answer, whether or not the account exists: nothing to learn about who has one.
 * Once the inbox has had its resets nothing more is sent, and the answer is the same: the inbox
 * holds a code that still works (mayMailWayIn), so whoever spent them cannot stop its owner.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  if (!(await mayMailWayIn(email, 'reset'))) return;
  await identity.forgotPassword(email).catch(onlyRateLimits);
}

/** Same rule as a reset: the answer never tells whether the address has an account. */
export async function resendConfirmation(email: string): Promise<void> {
  await takeMailTo(email, 'confirmation');
  await identity.resendConfirmation(email).catch(onlyRateLimits);
}

/**
 * Runs a call that checks a code from a mail (a reset code, a sign-in link). Wrong codes count per
 * address and per address and e-mail, never per e-mail alone: a guesser elsewhere cannot spend
 * the owner's tries. `wrongCode` tells a wrong code from any other refusal.
 */
async function withMailedCode<T>(email: string, call: () => Promise<T>, wrongCode: (error: unknown) => boolean): Promise<T> {
  const checks: Check[] = [
    { policy: 'mailedCodeFailuresPerAddress', key: address() },
    { policy: 'mailedCodeFailuresPerAddressAndEmail', key: `${address()} ${emailKey(email)}` },
  ];
  await assertUnder(checks);
  try {
    return await call();
  } catch (error) {
    if (wrongCode(error)) await count(checks);
    throw error;
  }
}

const isInvalidToken = (error: unknown) => error instanceof AppError && error.code === 'INVALID_TOKEN';

/** A reset ends any session in this browser: the customer signs in again with the new password. */
export async function resetPassword(input: z.infer<typeof resetPasswordRequestSchema>): Promise<void> {
  await withMailedCode(input.email, () => identity.resetPassword(input.email, input.resetCode, input.newPassword), isInvalidToken);
  // The reset code came by mail: this browser belongs to the inbox's owner, who then signs in
  // here even while others' failed guesses hold the account's sign-ins elsewhere.
  await forgetTokens(rememberAccount(input.email));
}

const noSignInLinks = () => new AppError('SIGN_IN_LINK_UNAVAILABLE', 404, 'the ordering API has no sign-in links');
const isMissingCapability = (error: unknown) => error instanceof UpstreamError && error.upstreamStatus === 404;

/**
 * Mails a one-time sign-in link: the way in from a new browser while failed sign-ins (anyone's,
 * from anywhere) hold the account's password sign-ins there. The same answer for any address,
 * and, once the inbox has had its links, nothing more is sent: the newest one there still works
 * (mayMailWayIn). An ordering API without sign-in links answers SIGN_IN_LINK_UNAVAILABLE, and the
 * form offers a password reset instead.
 */
export async function requestSignInLink(email: string, redirectUri?: string): Promise<void> {
  if (!(await mayMailWayIn(email, 'sign-in-link'))) return;
  const target = safeRedirectPath(redirectUri);
  await identity.sendSignInLink(email.trim(), target === '/' ? undefined : target).catch(async (error: unknown) => {
    if (isMissingCapability(error)) {
      // Nothing was sent: the inbox's count must not later tell its owner a link is waiting.
      await giveBackMail(email, 'sign-in-link');
      throw noSignInLinks();
    }
    onlyRateLimits(error);
  });
}

/**
 * Signs in with the code of a mailed sign-in link, as signIn does with the password: the tokens in
 * the sealed cookie under a new guest key, and this browser becomes a known device for the
 * account (the link proved its inbox). A wrong, used or expired link is SIGN_IN_LINK_INVALID.
 */
export async function signInWithLink(email: string, code: string): Promise<void> {
  const tokens = await withMailedCode(email, () => identity.signInWithLink(email.trim(), code), isInvalidToken).catch((error: unknown) => {
    if (isInvalidToken(error)) throw new AppError('SIGN_IN_LINK_INVALID', 400, 'the sign-in link is wrong, used or expired');
    if (isMissingCapability(error)) throw noSignInLinks();
    throw error;
  });
  await forget([{ policy: 'signInFailuresPerAddressAndEmail', key: `${address()} ${emailKey(email)}` }]);
  await beginSignedIn(tokens, rememberAccount(email));
}

/**
 * A changed password keeps the customer signed in: the ordering API ends the account's sessions
 * (their tokens were issued for the old password), so the BFF signs in again with the new one.
 * Should that sign-in be refused, this browser is signed out, and the answer says so.
 */
export async function changePassword(input: z.infer<typeof changePasswordInputSchema>): Promise<{ signedIn: boolean }> {
  const { email } = await withCurrentPassword(() => asCustomer((token) => identity.changePassword(token, input.oldPassword, input.newPassword)));
  try {
    await replaceTokens(await identity.login(email, input.newPassword));
    return { signedIn: true };
  } catch {
    await forgetTokens();
    return { signedIn: false };
  }
}

/**
 * A new e-mail needs the current password, and is only asked for here: the restaurant mails a
 * link to the new address and tells the present one. The e-mail changes, and every session of the
 * account ends, only when that link is opened; until then the customer signs in as before. The
 * link is a mail to an inbox the caller names, under the same mail limits as any other.
 */
export async function changeEmail(input: z.infer<typeof changeEmailInputSchema>): Promise<{ pendingEmail: string }> {
  const newEmail = input.newEmail.trim();
  await mailingTo(newEmail, async () => {
    const info = await withCurrentPassword(() => asCustomer((token) => identity.changeEmail(token, input.oldPassword, newEmail)));
    // Identity sends nothing for the address the account already has.
    if (info.email === newEmail) throw new AppError('EMAIL_UNCHANGED', 400);
  }, 'confirmation');
  return { pendingEmail: newEmail };
}

/**
 * The link from the confirmation mail (with `changedEmail`, a change of address); a broken or
 * used link (or an upstream hiccup) is simply not confirmed.
 */
export async function confirmEmail(userId: string, code: string, changedEmail?: string): Promise<boolean> {
  if (!userId || !code) return false;
  return identity.confirmEmail(userId, code, changedEmail || undefined).catch(() => false);
}
