import 'server-only';

import { z } from 'zod';

import { AppError } from '@/lib/domain/app-error';
import { getSession } from '@/lib/session/session';
import { UpstreamError } from '@/lib/upstream/errors';
import * as identity from '@/lib/upstream/identity';
import {
  emailRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@/lib/upstream/schemas/index.ts';

import { withCurrentPassword } from './current-password';
import { asCustomer, beginSignedIn, endSignedIn, forgetTokens, replaceTokens } from './customer-session';

export { emailRequestSchema, loginRequestSchema, registerRequestSchema, resetPasswordRequestSchema };
export const changePasswordInputSchema = z.object({ oldPassword: z.string().min(1).max(200), newPassword: z.string().min(1).max(200) });
export const changeEmailInputSchema = z.object({ newEmail: emailRequestSchema.shape.email, oldPassword: z.string().min(1).max(200) });

/** A locked account (too many failed sign-ins) waits five minutes, as ASP.NET Identity does. */
const LOCKOUT_SECONDS = 300;

/** Signs in upstream (bearer mode); the tokens go only into the sealed cookie, under a new guest key. */
export async function signIn(email: string, password: string): Promise<void> {
  try {
    await beginSignedIn(await identity.login(email.trim(), password));
  } catch (error) {
    if (error instanceof UpstreamError && error.upstreamStatus === 401) {
      if (/locked/i.test(error.problem?.detail ?? '')) {
        throw new AppError('RATE_LIMITED', 429, 'locked out', { retryAfterSeconds: LOCKOUT_SECONDS });
      }
      throw new AppError('USER_INVALID_PASSWORD', 401);
    }
    throw error;
  }
}

/** Revokes upstream (best effort) and forgets the tokens; the guest's orders move to a new guest key. */
export async function signOut(): Promise<void> {
  const session = await getSession();
  if (session.accessToken) await identity.logout(session.accessToken).catch(() => undefined);
  await endSignedIn();
}

/** The upstream's validation codes come back as problem details the form maps per field. */
export const register = (input: z.infer<typeof registerRequestSchema>) => identity.register(input);

/** Always the same answer, whether or not the account exists: nothing to learn about who has one. */
export async function requestPasswordReset(email: string): Promise<void> {
  await identity.forgotPassword(email).catch(() => undefined);
}

/** Same rule as a reset: the answer never tells whether the address has an account. */
export async function resendConfirmation(email: string): Promise<void> {
  await identity.resendConfirmation(email).catch(() => undefined);
}

/** A reset ends any session in this browser: the customer signs in again with the new password. */
export async function resetPassword(input: z.infer<typeof resetPasswordRequestSchema>): Promise<void> {
  await identity.resetPassword(input.email, input.resetCode, input.newPassword);
  await forgetTokens();
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
 * account ends, only when that link is opened; until then the customer signs in as before.
 */
export async function changeEmail(input: z.infer<typeof changeEmailInputSchema>): Promise<{ pendingEmail: string }> {
  const newEmail = input.newEmail.trim();
  const info = await withCurrentPassword(() => asCustomer((token) => identity.changeEmail(token, input.oldPassword, newEmail)));
  // Identity sends nothing for the address the account already has.
  if (info.email === newEmail) throw new AppError('EMAIL_UNCHANGED', 400);
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
