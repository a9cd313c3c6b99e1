export { safeRedirectPath } from './redirect';

/** Password rules, in the order the form shows them; each has its own message code. */
export const PASSWORD_RULES = [
  { code: 'PASSWORD_TOO_SHORT', test: (p: string) => p.length >= 6 },
  { code: 'PASSWORD_REQUIRES_DIGIT', test: (p: string) => /\d/.test(p) },
  { code: 'PASSWORD_REQUIRES_LOWER', test: (p: string) => /\p{Ll}/u.test(p) },
  { code: 'PASSWORD_REQUIRES_UPPER', test: (p: string) => /\p{Lu}/u.test(p) },
  { code: 'PASSWORD_REQUIRES_NON_ALPHANUMERIC', test: (p: string) => /[^\p{L}\p{N}]/u.test(p) },
] as const;
export type PasswordRuleCode = (typeof PASSWORD_RULES)[number]['code'];

/** The rules a password still breaks, in order. */
export const brokenPasswordRules = (password: string): PasswordRuleCode[] =>
  PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.code);

/** A phone number a restaurant can call: digits with an optional +, spaces, dashes or brackets. */
export function isValidPhone(phone: string): boolean {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return /^\+?[0-9 ()-]+$/.test(trimmed) && digits.length >= 7 && digits.length <= 15;
}

