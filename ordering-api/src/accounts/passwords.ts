/**
 * Password hashing (node:crypto scrypt, random salt, parameters stored with the hash) and the
 * ASP.NET Core Identity default password rules, checked in its validator's order.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

import type { ScryptParams } from './config.ts';

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const maxmem = 128 * params.N * params.r * 2 + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...params, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const STORED = /^scrypt\$(\d{1,7})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]{8,64})\$([A-Za-z0-9_-]{16,128})$/;

/** Whether `password` matches `stored`; false for a malformed stored value. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = STORED.exec(stored);
  if (!m) return false;
  const params = { N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  const expected = Buffer.from(m[5]!, 'base64url');
  const key = await derive(password, Buffer.from(m[4]!, 'base64url'), params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Burns the time of one verification (login with an unknown e-mail), so timing tells nothing. */
export async function burnVerification(password: string, params: ScryptParams): Promise<void> {
  await derive(password, Buffer.alloc(SALT_BYTES), params);
}

export const MIN_PASSWORD_LENGTH = 6;

/** IdentityErrorDescriber's default descriptions (Resources.resx). */
export const IDENTITY_MESSAGES = {
  PasswordTooShort: `Passwords must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  PasswordRequiresNonAlphanumeric: 'Passwords must have at least one non alphanumeric character.',
  PasswordRequiresDigit: "Passwords must have at least one digit ('0'-'9').",
  PasswordRequiresLower: "Passwords must have at least one lowercase ('a'-'z').",
  PasswordRequiresUpper: "Passwords must have at least one uppercase ('A'-'Z').",
  PasswordMismatch: 'Incorrect password.',
  InvalidToken: 'Invalid token.',
  OldPasswordRequired: 'The old password is required to set a new password. If the old password is forgotten, use /resetPassword.',
} as const;

export type PasswordErrorCode =
  | 'PasswordTooShort'
  | 'PasswordRequiresNonAlphanumeric'
  | 'PasswordRequiresDigit'
  | 'PasswordRequiresLower'
  | 'PasswordRequiresUpper';

const isDigit = (c: string): boolean => c >= '0' && c <= '9';
const isLower = (c: string): boolean => c >= 'a' && c <= 'z';
const isUpper = (c: string): boolean => c >= 'A' && c <= 'Z';

/**
 * Identity's PasswordValidator with the default PasswordOptions, in its order: TooShort,
 * NonAlphanumeric, Digit, Lower, Upper (ASCII-only checks; RequiredUniqueChars = 1 is implied).
 */
export function passwordErrors(password: string): Record<string, string[]> {
  const chars = [...password];
  const codes: PasswordErrorCode[] = [];
  if (password.trim() === '' || password.length < MIN_PASSWORD_LENGTH) codes.push('PasswordTooShort');
  if (chars.every((c) => isDigit(c) || isLower(c) || isUpper(c))) codes.push('PasswordRequiresNonAlphanumeric');
  if (!chars.some(isDigit)) codes.push('PasswordRequiresDigit');
  if (!chars.some(isLower)) codes.push('PasswordRequiresLower');
  if (!chars.some(isUpper)) codes.push('PasswordRequiresUpper');
  return Object.fromEntries(codes.map((code) => [code, [IDENTITY_MESSAGES[code]]]));
}
