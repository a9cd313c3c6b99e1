import 'server-only';

import { currentCaller } from '@/lib/caller';
import { type Check, giveBack, take } from '@/lib/limits/limiter';

/**
 * Every call that makes the ordering API send a mail counts towards the mail limits of the inbox
 * it goes to (any case) and of the caller's address: three an hour per inbox, whichever route sent
 * them (lib/limits/policies.ts).
 */
const mailChecks = (inbox: string): Check[] => [
  { policy: 'mailsPerAddress', key: currentCaller()?.address ?? 'unknown' },
  { policy: 'mailsPerEmail', key: inbox.trim().toLowerCase() },
];

/**
 * Runs `send`, which mails `inbox`, under the mail limits: refused (429 RATE_LIMITED) once that
 * inbox or the caller's address has had its mails. A call the ordering API refuses (a typo in a
 * form, a wrong password, an order that is not the caller's) sent nothing, and gives its place back.
 */
export async function mailingTo<T>(inbox: string, send: () => Promise<T>): Promise<T> {
  const checks = mailChecks(inbox);
  await take(checks);
  try {
    return await send();
  } catch (error) {
    await giveBack(checks);
    throw error;
  }
}

/** Counts a mail to `inbox` that is sent whatever the answer says (the same answer for any address). */
export const takeMailTo = (inbox: string): Promise<void> => take(mailChecks(inbox));
