/**
 * /api/identity: ASP.NET Core Identity's MapIdentityApi endpoints as they behave in .NET 8–10
 * (upstream-contract.md Part A), bearer mode only, plus the upstream's own registration fields
 * (accepted terms; name, last name, phone and favourite shop optional unless the settings require them).
 */
import { randomUUID } from 'node:crypto';

import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import {
  accessTokenResponseSchema,
  emailRequestSchema,
  loginRequestSchema,
  manageInfoRequestSchema,
  manageInfoResponseSchema,
  refreshRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  signInLinkRequestSchema,
  signInWithLinkRequestSchema,
} from '../../../lib/upstream/schemas/index.ts';
import type { AccountDeps } from '../accounts/deps.ts';
import {
  confirmationLink, resetLink, signInLink, writeAccountExistsMail, writeConfirmationMail, writeEmailChangeNotice, writeResetMail,
  writeSignInLinkMail,
} from '../accounts/mail.ts';
import { burnVerification, hashPassword, IDENTITY_MESSAGES, passwordErrors, verifyPassword } from '../accounts/passwords.ts';
import type { Rule } from '../accounts/rate-limit.ts';
import { RATE_RULES } from '../accounts/rate-limit.ts';
import type { AppEnv } from '../context.ts';
import { inTransaction, run } from '../db/database.ts';
import {
  bearerAccount, clientIp, empty, IDENTITY_COOKIE, IDENTITY_COOKIE_DAYS, json, loginProblem, problem, readBody, unauthorized, validationProblem,
} from '../http.ts';
import type { AccountRow } from '../repo/accounts.ts';
import {
  ACCESS_TOKEN_SECONDS,
  addFavourite,
  CODE_LIFETIME_MS,
  findAccount,
  findAccountByEmail,
  findLiveToken,
  insertAccount,
  insertToken,
  issueTokenPair,
  newStamp,
  pruneTokens,
  setPassword,
  SIGN_IN_LINK_LIFETIME_MS,
} from '../repo/accounts.ts';
import { getSettings } from '../repo/settings.ts';
import { findShop } from '../repo/shops.ts';

const MAX_BODY = 16 * 1024;

/** What a mail is, for its inbox's budget: a confirmation (or its like), a reset, a sign-in link. */
type MailKind = 'confirm' | 'reset' | 'sign-in';

/** A plausible phone number: digits with optional +, spaces, parentheses and dashes; 6–15 digits. */
export function isPlausiblePhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return /^\+?[0-9 ()-]{6,20}$/.test(phone) && digits >= 6 && digits <= 15;
}

export const invalidEmail = (email: unknown): [string, string[]] => ['InvalidEmail', [`Email '${String(email ?? '')}' is invalid.`]];

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export function tokenResponse(tokens: { accessToken: string; refreshToken: string }): Response {
  return json(accessTokenResponseSchema.parse({ tokenType: 'Bearer', expiresIn: ACCESS_TOKEN_SECONDS, ...tokens }));
}

/** 429 problem `rate-limited` with Retry-After, or null when every key is within its rule. */
/** How long an attempt on an e-mail with many recent failures (from many addresses) waits. */
export const LOGIN_SLOWDOWN_MS = 1000;

export function rateLimited(deps: AccountDeps, checks: { key: string; rule: Rule }[]): Response | null {
  if (!deps.identity.rateLimits) return null;
  const result = deps.limiter.take(checks, deps.now().getTime());
  return result.ok ? null : rateLimitedFor(result.retryAfterS);
}

const rateLimitedFor = (retryAfterS: number): Response =>
  problem(429, 'rate-limited', 'Too many requests; try again later.', {}, { 'Retry-After': String(retryAfterS) });

/** A confirmation code for the account's address (or, with `newEmail`, for a change of address). */
export function sendConfirmation(deps: AccountDeps, account: AccountRow, newEmail?: string): void {
  const now = deps.now();
  const code = insertToken(deps.db, {
    accountId: account.id, kind: 'confirm', stamp: account.security_stamp, now,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS), payload: newEmail ?? null,
  });
  writeConfirmationMail(deps.db, newEmail ?? account.email, confirmationLink(deps.identity.appUrl, account.id, code, newEmail), now);
}

/** dotnet/aspnetcore#68887's answer to an e-mail change without the current password. */
const OLD_PASSWORD_REQUIRED_FOR_EMAIL = 'The current password is required to change the email address.';

/**
 * The current password, before anything that hands the account to someone else: a new address
 * (the way back in after a reset), a new password, deleting the account. A borrowed session is
 * not enough. Missing → OldPasswordRequired, wrong → PasswordMismatch (Identity's codes); tries
 * are limited per account. Null when the password is right.
 */
export async function refuseWithoutPassword(
  deps: AccountDeps, account: AccountRow, password: string | null | undefined, missing: string = IDENTITY_MESSAGES.OldPasswordRequired,
): Promise<Response | null> {
  if (!password) return validationProblem({ OldPasswordRequired: [missing] });
  const limited = rateLimited(deps, [{ key: `password-check:account:${account.id}`, rule: RATE_RULES.passwordCheck }]);
  if (limited) return limited;
  if (await verifyPassword(password, account.password_hash)) return null;
  return validationProblem({ PasswordMismatch: [IDENTITY_MESSAGES.PasswordMismatch] });
}

export function identityRoutes(deps: AccountDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', bodyLimit({ maxSize: MAX_BODY, onError: () => empty(413) }));
  const ip = (c: Context<AppEnv>): string => `ip:${clientIp(c, deps.identity)}`;
  const emailKey = (email: string): string => email.trim().toLowerCase();

  /**
   * Every mail counts towards the caller's limit and its inbox's limit for its kind, whichever
   * route sends it: a confirmation (registration, a new address), a reset and a sign-in link
   * each have their own, so spending one kind never stops another.
   */
  const mailChecks = (c: Context<AppEnv>, inbox: string, kind: MailKind) => [
    { key: `mail:${ip(c)}`, rule: RATE_RULES.mailPerIp },
    { key: `mail:email:${kind}:${emailKey(inbox)}`, rule: kind === 'sign-in' ? RATE_RULES.signInLinkMailPerEmail : RATE_RULES.mailPerEmail },
  ];
  const mailLimited = (c: Context<AppEnv>, inbox: string, kind: MailKind): Response | null => rateLimited(deps, mailChecks(c, inbox, kind));

  /**
   * For a mail that is a way back in (a reset code, a sign-in link): past the inbox's budget the
   * inbox already holds one that still works (a reset code lives a day, a sign-in link as long as
   * its budget's window), so nothing more is sent ('held') and the caller gets the usual answer.
   * Only the caller's own budget answers 429: whoever spends an inbox's mails cannot stop its
   * owner getting in.
   */
  const mailOrHeld = (c: Context<AppEnv>, inbox: string, kind: MailKind): Response | 'send' | 'held' => {
    if (!deps.identity.rateLimits) return 'send';
    const [caller, box] = mailChecks(c, inbox, kind);
    const now = deps.now().getTime();
    const verdict = deps.limiter.check([caller!], now);
    if (!verdict.ok) return rateLimitedFor(verdict.retryAfterS);
    if (!deps.limiter.check([box!], now).ok) return 'held';
    deps.limiter.record([caller!, box!], now);
    return 'send';
  };

  /**
   * Wrong codes from a mail (a reset code, a sign-in link) count per IP and per IP and e-mail,
   * never per e-mail alone: nobody can spend the owner's tries from elsewhere.
   */
  const codeFailures = (c: Context<AppEnv>, email: string) => [
    { key: `code-failed:${ip(c)}`, rule: RATE_RULES.mailedCodeFailuresPerIp },
    { key: `code-failed:${ip(c)}:${emailKey(email)}`, rule: RATE_RULES.mailedCodeFailuresPerIpAndEmail },
  ];
  const codeGuessLimited = (failures: { key: string; rule: Rule }[]): Response | null => {
    if (!deps.identity.rateLimits) return null;
    const verdict = deps.limiter.check(failures, deps.now().getTime());
    return verdict.ok ? null : rateLimitedFor(verdict.retryAfterS);
  };
  const invalidToken = (): Response => validationProblem({ InvalidToken: [IDENTITY_MESSAGES.InvalidToken] });

  /* ---------------------------------------------------------- register */
  app.post('/register', async (c) => {
    const raw = await readBody(c.req.raw);
    if (!isObject(raw)) return empty(400);
    const limited = rateLimited(deps, [
      { key: `register:${ip(c)}`, rule: RATE_RULES.register },
      { key: `register:email:${String(raw.email ?? '').trim().toLowerCase()}`, rule: RATE_RULES.register },
    ]);
    if (limited) return limited;

    const errors: Record<string, string[]> = {};
    const add = (key: string, message: string): void => {
      (errors[key] ??= []).push(message);
    };
    const parsed = registerRequestSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '$');
        const value = raw[field];
        if (field === 'favoriteShopId' && typeof value === 'number') add('requires-shop', 'Choose a favourite shop.');
        else if (issue.code === 'invalid_type') return empty(400); // a missing member or a wrong JSON type
        else if (field === 'email') errors.InvalidEmail ??= invalidEmail(value)[1];
        else if (field === 'password') continue; // the password rules below name the problem
        else if (field === 'phone') add('invalid-phone', 'The phone number is not valid.');
        else add(field, issue.message);
      }
    }
    // Types are right from here on (any invalid_type answered above). Name, last name, phone and
    // shop may be absent, null or blank: not given.
    const email = String(raw.email).trim();
    const password = String(raw.password);
    const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
    const phone = text(raw.phone) ?? '';
    const shopId = typeof raw.favoriteShopId === 'number' ? raw.favoriteShopId : null;
    const settings = getSettings(db);
    if (raw.acceptTerms !== true) add('acceptTerms', 'The terms and conditions must be accepted.');
    if (phone === '') {
      if (settings.phoneNumberRequired) add('requires-phone', 'A phone number is required.');
    } else if (!errors['invalid-phone'] && !isPlausiblePhone(phone)) add('invalid-phone', 'The phone number is not valid.');
    if (!errors['requires-shop']) {
      if (shopId === null ? settings.favoriteShopRequired : !findShop(db, shopId)) add('requires-shop', 'Choose a favourite shop.');
    }
    Object.assign(errors, passwordErrors(password));
    if (Object.keys(errors).length > 0) return validationProblem(errors);
    // From here on the inbox gets a mail.
    const mailRefused = mailLimited(c, email, 'confirm');
    if (mailRefused) return mailRefused;

    // The same answer, in about the same time, whether or not the address has an account (Identity
    // answers DuplicateUserName, which tells anyone who has one): the password is hashed either way,
    // and the inbox gets a mail either way — its owner, if it has an account, is told so instead.
    const passwordHash = await hashPassword(password, deps.identity.scrypt);
    const now = deps.now();
    inTransaction(db, () => {
      const existing = findAccountByEmail(db, email);
      if (existing) {
        writeAccountExistsMail(db, existing.email, `${deps.identity.appUrl}/login`, `${deps.identity.appUrl}/forgot-password`, now);
        return;
      }
      const id = insertAccount(db, {
        email, passwordHash, name: text(raw.name), lastName: text(raw.lastName), phone: phone || null,
        favouriteShopId: shopId, confirmed: false, now: now.toISOString(),
      });
      // The shop chosen at registration is the customer's first favourite, listed like any other.
      if (shopId !== null) addFavourite(db, id, { type: 'shop', code: String(shopId) }, now.toISOString());
      sendConfirmation(deps, findAccount(db, id)!);
    });
    return empty(200);
  });

  /* ---------------------------------------------------------- login (bearer, or Identity's cookie in the aspnet shape) */
  app.post('/login', async (c) => {
    const raw = await readBody(c.req.raw);
    const cookieMode = c.req.query('useCookies') === 'true' || c.req.query('useSessionCookies') === 'true';
    // Identity's cookie scheme is an ASP.NET Core API's (shape aspnet); ours signs in with bearer tokens only.
    if (cookieMode && !deps.wire.aspNetDialect) {
      return validationProblem({ useCookies: ['The reference API signs in with bearer tokens only; call /login without useCookies.'] });
    }
    const parsed = loginRequestSchema.safeParse(raw);
    if (!parsed.success) return empty(400);
    const { email, password } = parsed.data;
    // Only failures count, per address as per e-mail: customers signing in from one address (a
    // café's Wi-Fi) never use up each other's sign-ins. Failures count alike for every e-mail, known or not; no account is ever locked (that would
    // tell who has one, and let anyone lock out anyone whose address they know). Past the limit
    // per address (and per address and e-mail) that address waits; past the limit per e-mail,
    // spread over many addresses, every attempt for that e-mail is slowed down instead of
    // refused, so the owner's correct password still signs in.
    const failures = [
      { key: `login-failed:${ip(c)}`, rule: RATE_RULES.loginFailuresPerIp },
      { key: `login-failed:${ip(c)}:${email.trim().toLowerCase()}`, rule: RATE_RULES.loginFailuresPerIpAndEmail },
      { key: `login-failed:email:${email.trim().toLowerCase()}`, rule: RATE_RULES.loginFailuresPerEmail },
    ];
    if (deps.identity.rateLimits) {
      const now = deps.now().getTime();
      const verdict = deps.limiter.check(failures.slice(0, 2), now);
      if (!verdict.ok) return rateLimitedFor(verdict.retryAfterS);
      if (!deps.limiter.check(failures.slice(2), now).ok) await new Promise((resolve) => setTimeout(resolve, LOGIN_SLOWDOWN_MS));
    }
    const failed = (): Response => {
      deps.limiter.record(failures, deps.now().getTime());
      return loginProblem('Failed');
    };

    const account = findAccountByEmail(db, email);
    if (!account) {
      await burnVerification(password, deps.identity.scrypt);
      return failed();
    }
    if (!(await verifyPassword(password, account.password_hash))) return failed();
    // Identity's SignIn.RequireConfirmedEmail: an unconfirmed address does not sign in. Said only
    // after the password proved right, so it tells nothing to someone guessing.
    if (account.email_confirmed !== 1) return loginProblem('NotAllowed');
    deps.limiter.forget(failures[1]!.key);
    const now = deps.now();
    return inTransaction(db, () => {
      const current = findAccount(db, account.id);
      if (!current) return loginProblem('Failed');
      pruneTokens(db, now);
      const tokens = issueTokenPair(db, current, randomUUID(), now);
      if (!cookieMode) return tokenResponse(tokens);
      // Cookie mode: 200 with no body and the ticket in `.AspNetCore.Identity.Application`, for
      // 14 days (useCookies) or the browser session (useSessionCookies); here the ticket is the
      // refresh token, which lives as long.
      const persistent = c.req.query('useSessionCookies') !== 'true';
      const expires = persistent ? `; Expires=${new Date(now.getTime() + IDENTITY_COOKIE_DAYS * 86_400_000).toUTCString()}` : '';
      return empty(200, { 'Set-Cookie': `${IDENTITY_COOKIE}=${tokens.refreshToken}; Path=/; HttpOnly; SameSite=Lax${expires}` });
    });
  });

  /* ---------------------------------------------------------- refresh */
  app.post('/refresh', async (c) => {
    const parsed = refreshRequestSchema.safeParse(await readBody(c.req.raw));
    if (!parsed.success) return empty(400);
    const now = deps.now();
    const found = findLiveToken(db, 'refresh', parsed.data.refreshToken, now);
    if (!found) return unauthorized();
    // Not single use (like Identity): an older refresh token works until it expires or the stamp changes.
    return tokenResponse(issueTokenPair(db, found.account, found.token.session_id ?? randomUUID(), now));
  });

  /* ---------------------------------------------------------- confirmEmail */
  app.get('/confirmEmail', (c) => {
    const userId = c.req.query('userId') ?? '';
    const code = c.req.query('code') ?? '';
    const changedEmail = c.req.query('changedEmail');
    if (!/^[1-9]\d{0,15}$/.test(userId)) return unauthorized();
    const now = deps.now();
    const found = findLiveToken(db, 'confirm', code, now, Number(userId));
    if (!found || (found.token.payload ?? undefined) !== (changedEmail || undefined)) return unauthorized();
    const stamp = found.account.security_stamp;
    const done = inTransaction(db, () => {
      if (found.token.payload) {
        // Identity's ChangeEmailAsync: the new address, confirmed, and a new security stamp.
        const taken = findAccountByEmail(db, found.token.payload);
        if (taken && taken.id !== found.account.id) return false;
        run(db, 'UPDATE accounts SET email = ?, email_confirmed = 1, security_stamp = ?, updated_at = ? WHERE id = ? AND security_stamp = ?',
          found.token.payload, newStamp(), now.toISOString(), found.account.id, stamp);
        return true;
      }
      run(db, 'UPDATE accounts SET email_confirmed = 1, updated_at = ? WHERE id = ?', now.toISOString(), found.account.id);
      return true;
    });
    if (!done) return unauthorized();
    return new Response('Thank you for confirming your email.', {
      status: 200,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    });
  });

  /* ---------------------------------------------------------- resendConfirmationEmail, forgotPassword */
  /**
   * Always 200 empty, known e-mail or not (no account enumeration); the mail goes to the outbox.
   * A reset is a way back in: past its inbox's budget nothing more is sent (mailOrHeld).
   */
  const mailRoute = (kind: MailKind, send: (account: AccountRow) => void) => async (c: Context<AppEnv>): Promise<Response> => {
    const parsed = emailRequestSchema.safeParse(await readBody(c.req.raw));
    if (!parsed.success) return empty(400);
    const verdict = kind === 'reset' ? mailOrHeld(c, parsed.data.email, kind) : (mailLimited(c, parsed.data.email, kind) ?? 'send');
    if (verdict instanceof Response) return verdict;
    const account = verdict === 'send' ? findAccountByEmail(db, parsed.data.email) : undefined;
    if (account) inTransaction(db, () => send(account));
    return empty(200);
  };

  app.post('/resendConfirmationEmail', mailRoute('confirm', (account) => {
    if (account.email_confirmed !== 1) sendConfirmation(deps, account);
  }));

  // Unlike Identity (confirmed addresses only) the reference also mails unconfirmed accounts.
  app.post('/forgotPassword', mailRoute('reset', (account) => {
    const now = deps.now();
    const code = insertToken(db, {
      accountId: account.id, kind: 'reset', stamp: account.security_stamp, now, expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
    });
    writeResetMail(db, account.email, resetLink(deps.identity.appUrl, account.email, code), code, now);
  }));

  /* ---------------------------------------------------------- resetPassword */
  app.post('/resetPassword', async (c) => {
    const parsed = resetPasswordRequestSchema.safeParse(await readBody(c.req.raw));
    if (!parsed.success) return empty(400);
    const { email, resetCode, newPassword } = parsed.data;
    const failures = codeFailures(c, email);
    const limited = codeGuessLimited(failures);
    if (limited) return limited;
    const account = findAccountByEmail(db, email);
    // Identity checks the token first, so an unknown user and a bad code look the same.
    if (!account || !findLiveToken(db, 'reset', resetCode, deps.now(), account.id)) {
      deps.limiter.record(failures, deps.now().getTime());
      return invalidToken();
    }
    const rules = passwordErrors(newPassword);
    if (Object.keys(rules).length > 0) return validationProblem(rules);
    const passwordHash = await hashPassword(newPassword, deps.identity.scrypt);
    const now = deps.now();
    const ok = inTransaction(db, () => {
      const live = findLiveToken(db, 'reset', resetCode, now, account.id);
      if (!live) return false;
      run(db, 'UPDATE tokens SET used_at = ? WHERE id = ?', now.toISOString(), live.token.id);
      setPassword(db, account.id, passwordHash, now.toISOString());
      // The code came by mail, so the address is proven.
      run(db, 'UPDATE accounts SET email_confirmed = 1 WHERE id = ?', account.id);
      return true;
    });
    return ok ? empty(200) : invalidToken();
  });

  /* ---------------------------------------------------------- sign-in link (optional capability) */
  // An API in SPEC.md's shapes only has none (answers 404), like the kitchen: the app then offers a reset.
  if (!deps.wire.specFieldsOnly) {
    /**
     * Mails a one-time link that signs in without the password: the way back in when failed
     * sign-ins (anyone's, from anywhere) hold the account's password sign-ins on a new browser.
     * Always 200 empty, known e-mail or not; past the inbox's budget the newest link there still
     * works, so nothing more is sent (mailOrHeld).
     */
    app.post('/sendSignInLink', async (c) => {
      const parsed = signInLinkRequestSchema.safeParse(await readBody(c.req.raw));
      if (!parsed.success) return empty(400);
      const { email, redirectUri } = parsed.data;
      const verdict = mailOrHeld(c, email, 'sign-in');
      if (verdict instanceof Response) return verdict;
      const account = verdict === 'send' ? findAccountByEmail(db, email) : undefined;
      if (account) {
        inTransaction(db, () => {
          const now = deps.now();
          const code = insertToken(db, {
            accountId: account.id, kind: 'sign-in', stamp: account.security_stamp, now, expiresAt: new Date(now.getTime() + SIGN_IN_LINK_LIFETIME_MS),
          });
          writeSignInLinkMail(db, account.email, signInLink(deps.identity.appUrl, account.email, code, redirectUri), now);
        });
      }
      return empty(200);
    });

    /**
     * The link's code for a login's tokens. Single use: the first use ends every sign-in link of
     * the account mailed before it. A wrong, used or expired code (or an unknown e-mail) is
     * InvalidToken, counted per IP and per IP and e-mail like a wrong reset code.
     */
    app.post('/signInWithLink', async (c) => {
      const parsed = signInWithLinkRequestSchema.safeParse(await readBody(c.req.raw));
      if (!parsed.success) return empty(400);
      const { email, code } = parsed.data;
      const failures = codeFailures(c, email);
      const limited = codeGuessLimited(failures);
      if (limited) return limited;
      const now = deps.now();
      const account = findAccountByEmail(db, email);
      const tokens = account
        ? inTransaction(db, () => {
          const live = findLiveToken(db, 'sign-in', code, now, account.id);
          if (!live) return null;
          run(db, "UPDATE tokens SET used_at = ? WHERE account_id = ? AND kind = 'sign-in' AND used_at IS NULL", now.toISOString(), account.id);
          // The link came by mail, so the address is proven (as a reset proves it).
          run(db, 'UPDATE accounts SET email_confirmed = 1, updated_at = ? WHERE id = ?', now.toISOString(), account.id);
          pruneTokens(db, now);
          return issueTokenPair(db, live.account, randomUUID(), now);
        })
        : null;
      if (!tokens) {
        deps.limiter.record(failures, now.getTime());
        return invalidToken();
      }
      // As a sign-in with the password: this e-mail's failures from this address are forgotten.
      deps.limiter.forget(`login-failed:${ip(c)}:${emailKey(email)}`);
      return tokenResponse(tokens);
    });
  }

  /* ---------------------------------------------------------- manage/info */
  const info = (account: AccountRow): Response =>
    json(manageInfoResponseSchema.parse({ email: account.email, isEmailConfirmed: account.email_confirmed === 1 }));

  app.get('/manage/info', (c) => {
    const signedIn = bearerAccount(db, c.req.raw.headers, deps.now());
    return signedIn ? info(signedIn.account) : unauthorized();
  });

  app.post('/manage/info', async (c) => {
    if (!bearerAccount(db, c.req.raw.headers, deps.now())) return unauthorized();
    const raw = await readBody(c.req.raw);
    if (!isObject(raw)) return empty(400);
    const signedIn = bearerAccount(db, c.req.raw.headers, deps.now());
    if (!signedIn) return unauthorized();
    const parsed = manageInfoRequestSchema.safeParse(raw);
    if (!parsed.success) {
      if (parsed.error.issues.every((i) => i.path[0] === 'newEmail' && i.code !== 'invalid_type')) {
        return validationProblem(Object.fromEntries([invalidEmail(raw.newEmail)]));
      }
      return empty(400);
    }
    const { newEmail, newPassword, oldPassword } = parsed.data;
    const account = signedIn.account;
    const email = newEmail?.trim() || undefined;
    const changingEmail = email !== undefined && email !== account.email;
    // The password is checked before it changes, so the old one is the one that counts for both.
    if (newPassword || changingEmail) {
      const refused = await refuseWithoutPassword(deps, account, oldPassword, newPassword ? undefined : OLD_PASSWORD_REQUIRED_FOR_EMAIL);
      if (refused) return refused;
    }
    // Identity's ChangePasswordAsync: the old password first (above), then the rules for the new one.
    const rules = newPassword ? passwordErrors(newPassword) : {};
    if (Object.keys(rules).length > 0) return validationProblem(rules);
    // A new address is mailed, to an inbox the caller names: under that inbox's mail limit like
    // any other, checked before anything changes.
    const limited = changingEmail ? mailLimited(c, email, 'confirm') : null;
    if (limited) return limited;
    if (newPassword) setPassword(db, account.id, await hashPassword(newPassword, deps.identity.scrypt), deps.now().toISOString());
    const current = findAccount(db, account.id);
    if (!current) return unauthorized();
    if (changingEmail) {
      // The address changes only when the link sent to the new one is opened; the present one is told.
      inTransaction(db, () => {
        sendConfirmation(deps, current, email);
        writeEmailChangeNotice(db, current.email, email, `${deps.identity.appUrl}/forgot-password`, deps.now());
      });
    }
    return info(current);
  });

  return app;
}
