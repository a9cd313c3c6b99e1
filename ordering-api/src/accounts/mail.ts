/** Account mails written to the outbox: confirm the e-mail address, reset the password. */
import type { Db } from '../db/database.ts';
import { escapeHtml, writeMail } from '../orders/mail.ts';

export function confirmationLink(appUrl: string, userId: number, code: string, changedEmail?: string): string {
  const q = new URLSearchParams({ userId: String(userId), code });
  if (changedEmail) q.set('changedEmail', changedEmail);
  return `${appUrl}/confirm-email?${q.toString()}`;
}

export function resetLink(appUrl: string, email: string, code: string): string {
  return `${appUrl}/reset-password?${new URLSearchParams({ email, code }).toString()}`;
}

/** Identity's DefaultMessageEmailSender wording, with our app's page as the link. */
export function writeConfirmationMail(db: Db, to: string, link: string, now: Date): void {
  writeMail(db, {
    kind: 'confirm-email',
    to,
    orderId: null,
    now,
    subject: 'Confirm your email',
    text: `Please confirm your account by opening this link:\n${link}\n\nThe link is valid for 24 hours.`,
    html: `<p>Please confirm your account by <a href='${escapeHtml(link)}'>clicking here</a>.</p><p>The link is valid for 24 hours.</p>`,
  });
}

export function writeResetMail(db: Db, to: string, link: string, code: string, now: Date): void {
  writeMail(db, {
    kind: 'reset-password',
    to,
    orderId: null,
    now,
    subject: 'Reset your password',
    text: `Please reset your password using the following code: ${code}\n\nOr open this link:\n${link}\n\nThe code is valid for 24 hours and works once.`,
    html:
      `<p>Please reset your password using the following code: ${escapeHtml(code)}</p>` +
      `<p><a href='${escapeHtml(link)}'>Reset your password</a> (valid for 24 hours, works once).</p>`,
  });
}
