/** Accounts, their tokens (SHA-256 hashes only) and favourites in SQLite. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

import type { Favorite, Profile } from '../../../lib/upstream/schemas/index.ts';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/database.ts';

export type AccountRow = {
  id: number;
  email: string;
  password_hash: string;
  name: string | null;
  last_name: string | null;
  phone: string | null;
  favourite_shop_id: number | null;
  email_confirmed: number;
  failed_logins: number;
  locked_until: string | null;
  security_stamp: string;
  created_at: string;
  updated_at: string;
};

export type TokenKind = 'access' | 'refresh' | 'confirm' | 'reset' | 'sign-in';

export const ACCESS_TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_MS = 14 * 24 * 60 * 60 * 1000;
/** Confirmation and reset codes (DataProtectionTokenProviderOptions.TokenLifespan = 1 day). */
export const CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * A one-time sign-in link: short, because it signs in by itself (no password). Its inbox gets at
 * most a few within this time (RATE_RULES.signInLinkMailPerEmail), so while that budget is spent
 * the newest link there still works.
 */
export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60 * 1000;

export const newStamp = (): string => randomUUID();
/** 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** What a bearer or a code may look like; anything else is rejected before a lookup. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

export function findAccountByEmail(db: Db, email: string): AccountRow | undefined {
  return one<AccountRow>(db, 'SELECT * FROM accounts WHERE email = ?', email.trim());
}

export function findAccount(db: Db, id: number): AccountRow | undefined {
  return one<AccountRow>(db, 'SELECT * FROM accounts WHERE id = ?', id);
}

export type NewAccount = {
  email: string; passwordHash: string; name: string | null; lastName: string | null; phone: string | null;
  favouriteShopId: number | null; confirmed: boolean; now: string;
};

export function insertAccount(db: Db, a: NewAccount): number {
  return run(
    db,
    `INSERT INTO accounts (email, password_hash, name, last_name, phone, favourite_shop_id, email_confirmed, security_stamp, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    a.email.trim(), a.passwordHash, a.name, a.lastName, a.phone, a.favouriteShopId, a.confirmed ? 1 : 0, newStamp(), a.now, a.now,
  ).lastId;
}

/** A new password: new hash, new security stamp (every token dies), lockout cleared. */
export function setPassword(db: Db, id: number, passwordHash: string, now: string): void {
  run(
    db,
    `UPDATE accounts SET password_hash = ?, security_stamp = ?, failed_logins = 0, locked_until = NULL, updated_at = ? WHERE id = ?`,
    passwordHash, newStamp(), now, id,
  );
  run(db, `DELETE FROM tokens WHERE account_id = ? AND kind IN ('access', 'refresh', 'reset', 'sign-in')`, id);
}

/* ------------------------------------------------------------------ tokens */

export type TokenRow = {
  id: number; account_id: number; kind: TokenKind; security_stamp: string; expires_at: string; used_at: string | null;
  session_id: string | null; payload: string | null;
};

export function insertToken(
  db: Db,
  t: { accountId: number; kind: TokenKind; stamp: string; expiresAt: Date; sessionId?: string | null; payload?: string | null; now: Date },
): string {
  const token = newToken();
  run(
    db,
    `INSERT INTO tokens (account_id, kind, token_hash, security_stamp, expires_at, session_id, payload, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    t.accountId, t.kind, hashToken(token), t.stamp, t.expiresAt.toISOString(), t.sessionId ?? null, t.payload ?? null, t.now.toISOString(),
  );
  return token;
}

/**
 * A live token of `kind`: known hash, not expired, not used, and minted under the account's
 * current security stamp (a password change or reset kills every earlier token).
 */
export function findLiveToken(db: Db, kind: TokenKind, token: string, now: Date, accountId?: number): { token: TokenRow; account: AccountRow } | undefined {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const row = one<TokenRow>(
    db,
    `SELECT t.id, t.account_id, t.kind, t.security_stamp, t.expires_at, t.used_at, t.session_id, t.payload
     FROM tokens t JOIN accounts a ON a.id = t.account_id
     WHERE t.token_hash = ? AND t.kind = ? AND t.used_at IS NULL AND t.expires_at > ? AND t.security_stamp = a.security_stamp`,
    hashToken(token), kind, now.toISOString(),
  );
  if (!row || (accountId !== undefined && row.account_id !== accountId)) return undefined;
  const account = findAccount(db, row.account_id);
  return account ? { token: row, account } : undefined;
}

export type TokenPair = { accessToken: string; refreshToken: string };

/** A new access + refresh token in sign-in session `sessionId`. */
export function issueTokenPair(db: Db, account: AccountRow, sessionId: string, now: Date): TokenPair {
  const base = { accountId: account.id, stamp: account.security_stamp, sessionId, now };
  return {
    accessToken: insertToken(db, { ...base, kind: 'access', expiresAt: new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000) }),
    refreshToken: insertToken(db, { ...base, kind: 'refresh', expiresAt: new Date(now.getTime() + REFRESH_TOKEN_MS) }),
  };
}

export function revokeSession(db: Db, accountId: number, sessionId: string): void {
  run(db, `DELETE FROM tokens WHERE account_id = ? AND session_id = ? AND kind IN ('access', 'refresh')`, accountId, sessionId);
}

/** Drops tokens that expired more than a day ago (housekeeping on sign-in). */
export function pruneTokens(db: Db, now: Date): void {
  run(db, 'DELETE FROM tokens WHERE expires_at < ?', new Date(now.getTime() - CODE_LIFETIME_MS).toISOString());
}

/* ------------------------------------------------------------------ profile */

export function listFavourites(db: Db, accountId: number): Favorite[] {
  return all<{ code: string; type: Favorite['type'] }>(
    db, 'SELECT code, type FROM favourites WHERE account_id = ? ORDER BY created_at, rowid', accountId,
  ).map((r) => ({ code: r.code, type: r.type }));
}

export function addFavourite(db: Db, accountId: number, fav: Favorite, now: string): void {
  run(db, 'INSERT OR IGNORE INTO favourites (account_id, type, code, created_at) VALUES (?, ?, ?, ?)', accountId, fav.type, fav.code, now);
}

export function removeFavourite(db: Db, accountId: number, fav: Favorite): void {
  run(db, 'DELETE FROM favourites WHERE account_id = ? AND type = ? AND code = ?', accountId, fav.type, fav.code);
}

export function profileDto(db: Db, a: AccountRow): Profile {
  return {
    isAuthenticated: true,
    favorites: listFavourites(db, a.id),
    name: a.name,
    lastName: a.last_name,
    email: a.email,
    phone: a.phone,
    favoriteShopId: a.favourite_shop_id,
  };
}
