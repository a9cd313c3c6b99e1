import 'server-only';

import { AppError } from '@/lib/domain/app-error';
import { UpstreamError } from '@/lib/upstream/errors';

/** Identity's answers to a wrong current password (PasswordMismatch) or, on a hardened upstream, a missing or wrong one (OldPasswordRequired). */
const WRONG_PASSWORD_KEYS = ['PasswordMismatch', 'OldPasswordRequired'];

const isWrongCurrentPassword = (error: unknown) =>
  error instanceof UpstreamError && error.upstreamStatus === 400 && WRONG_PASSWORD_KEYS.some((key) => Boolean(error.problem?.errors?.[key]));

/**
 * A call that needs the customer's current password (a new password or e-mail, deleting the
 * account): a refused password is WRONG_CURRENT_PASSWORD, named on its field, never two
 * passwords that differ.
 */
export async function withCurrentPassword<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isWrongCurrentPassword(error)) throw new AppError('WRONG_CURRENT_PASSWORD', 400);
    throw error;
  }
}
