/**
 * Account mails written to the outbox: confirm the e-mail address, reset the password, a one-time
 * sign-in link, a change of address asked for, a registration for an address that already has an
 * account.
 */
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

/**
 * The app's sign-in page with the link's code (and the page to go to afterwards, a same-origin
 * path the app checks again): the page signs in when the customer confirms it.
 */
export function signInLink(appUrl: string, email: string, code: string, redirectUri?: string): string {
  const q = new URLSearchParams({ email, signInCode: code });
  if (redirectUri) q.set('redirectUri', redirectUri);
  return `${appUrl}/login?${q.toString()}`;
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

/**
 * To the address an account has now, when a change to another one is asked for: the change waits
 * for the link sent to the new address, and a password reset (a new security stamp) cancels it.
 */
export function writeEmailChangeNotice(db: Db, to: string, newEmail: string, forgotLink: string, now: Date): void {
  writeMail(db, {
    kind: 'email-change-requested',
    to,
    orderId: null,
    now,
    subject: 'Your e-mail address is being changed',
    text:
      `Someone signed in to your account asked to change its e-mail address to ${newEmail}.\n` +
      'The address changes only when the link we sent there is opened.\n\n' +
      `If this was not you, reset your password now; that cancels the change:\n${forgotLink}`,
    html:
      `<p>Someone signed in to your account asked to change its e-mail address to ${escapeHtml(newEmail)}.</p>` +
      '<p>The address changes only when the link we sent there is opened.</p>' +
      `<p>If this was not you, <a href='${escapeHtml(forgotLink)}'>reset your password</a> now; that cancels the change.</p>`,
  });
}

/**
 * To the owner of an account, when someone registers with its address: instead of telling the
 * one who registered that the address is taken (which tells anyone who has an account), the
 * owner learns it, with the way in.
 */
export function writeAccountExistsMail(db: Db, to: string, loginLink: string, forgotLink: string, now: Date): void {
  writeMail(db, {
    kind: 'account-exists',
    to,
    orderId: null,
    now,
    subject: 'You already have an account',
    text:
      'Someone, perhaps you, tried to create an account with this e-mail address, which already has one. Nothing has changed.\n\n' +
      `If it was you, sign in:\n${loginLink}\n\nForgot your password? Choose a new one:\n${forgotLink}\n\n` +
      'If it was not you, you can ignore this e-mail.',
    html:
      '<p>Someone, perhaps you, tried to create an account with this e-mail address, which already has one. Nothing has changed.</p>' +
      `<p>If it was you, <a href='${escapeHtml(loginLink)}'>sign in</a>. ` +
      `Forgot your password? <a href='${escapeHtml(forgotLink)}'>Choose a new one</a>.</p>` +
      '<p>If it was not you, you can ignore this e-mail.</p>',
  });
}

/** A one-time sign-in link: no password needed, works once, for 15 minutes. */
export function writeSignInLinkMail(db: Db, to: string, link: string, now: Date): void {
  writeMail(db, {
    kind: 'sign-in-link',
    to,
    orderId: null,
    now,
    subject: 'Your sign-in link',
    text:
      `Open this link to sign in:\n${link}\n\nThe link works once, for 15 minutes.\n\n` +
      'If you did not ask for it, you can ignore this e-mail: nobody signs in without opening it.',
    html:
      `<p><a href='${escapeHtml(link)}'>Sign in</a> (works once, for 15 minutes).</p>` +
      '<p>If you did not ask for it, you can ignore this e-mail: nobody signs in without opening it.</p>',
  });
}
