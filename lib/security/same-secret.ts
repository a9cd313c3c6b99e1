// Compares a secret someone sent with the one we hold, in time that does not depend on where
// they differ or on how long either is: both are hashed to equal-length digests first, then
// compared with crypto.timingSafeEqual. Plain erasable TypeScript, without server-only, so the
// server's steps could import it as it is.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** True only when `given` is exactly `expected`; an empty or missing secret never matches. */
export function sameSecret(given: string | null | undefined, expected: string | null | undefined): boolean {
  if (!given || !expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}
