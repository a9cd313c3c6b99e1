import 'server-only';

import { currentCaller } from '@/lib/caller';
import { AppError } from '@/lib/domain/app-error';
import { type Check, giveBack, take } from '@/lib/limits/limiter';

/**
 * What a mail is, for its inbox's count: each kind has its own (lib/limits/policies.ts), so
 * whoever spends an inbox's resets cannot stop its confirmations, sign-in links or receipts, nor
 * the other way round.
 */
export type MailKind = 'confirmation' | 'reset' | 'sign-in-link' | 'receipt';

const callerCheck = (): Check => ({ policy: 'mailsPerAddress', key: currentCaller()?.address ?? 'unknown' });
const inboxCheck = (inbox: string, kind: MailKind): Check => ({
  policy: kind === 'sign-in-link' ? 'signInLinkMailsPerEmail' : 'mailsPerEmail',
  key: `${kind} ${inbox.trim().toLowerCase()}`,
});

/**
 * Every call that makes the ordering API send a mail counts towards the mail limits of the inbox
 * it goes to (any case), for its kind, and of the caller's address.
 */
const mailChecks = (inbox: string, kind: MailKind): Check[] => [callerCheck(), inboxCheck(inbox, kind)];

/**
 * Runs `send`, which mails `inbox`, under the mail limits: refused (429 RATE_LIMITED) once that
 * inbox has had its mails of this kind or the caller's address its mails. A call the ordering API
 * refuses (a typo in a form, a wrong password, an order that is not the caller's) sent nothing,
 * and gives its place back. A receipt is the kind unless another is named.
 */
export async function mailingTo<T>(inbox: string, send: () => Promise<T>, kind: MailKind = 'receipt'): Promise<T> {
  const checks = mailChecks(inbox, kind);
  await take(checks);
  try {
    return await send();
  } catch (error) {
    await giveBack(checks);
    throw error;
  }
}

/** Counts a mail to `inbox` that is sent whatever the answer says (the same answer for any address). */
export const takeMailTo = (inbox: string, kind: MailKind): Promise<void> => take(mailChecks(inbox, kind));

/**
 * For a mail that is a way back in (a reset code, a sign-in link): false, and nothing counted,
 * when the inbox has had its mails of this kind. Such an inbox already holds one that still works
 * (a reset code lives a day, a sign-in link as long as its count's window), so its owner is
 * told to look there, as anyone is: whoever spends an inbox's mails cannot stop its owner getting
 * in. Only the caller's own count answers 429. True when the mail may go.
 */
export async function mayMailWayIn(inbox: string, kind: 'reset' | 'sign-in-link'): Promise<boolean> {
  const caller = callerCheck();
  await take([caller]);
  try {
    await take([inboxCheck(inbox, kind)]);
    return true;
  } catch (error) {
    await giveBack([caller]);
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
    throw error;
  }
}

/** Gives back a mail counted by mayMailWayIn that was not sent after all. */
export const giveBackMail = (inbox: string, kind: MailKind): Promise<void> => giveBack(mailChecks(inbox, kind));
