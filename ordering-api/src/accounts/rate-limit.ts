/**
 * In-memory sliding-window rate limits (one process; a restart forgets them). Keys are hashed,
 * so e-mail addresses are not kept in memory in clear text.
 */
import { createHash } from 'node:crypto';

export type Rule = { limit: number; windowMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per IP and per e-mail (security.md §8). Only failures count per IP: a correct sign-in never
 * uses up anyone's attempts, so a café's guests behind one address all sign in.
 */
export const RATE_RULES = {
  /**
   * Failed sign-ins, counted alike for known and unknown e-mails (instead of locking accounts,
   * which tells that an account exists and lets anyone lock out anyone): per IP, per IP and
   * e-mail, and per e-mail from anywhere. The app in front counts the same.
   */
  loginFailuresPerIp: { limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerIpAndEmail: { limit: 5, windowMs: 15 * MINUTE },
  loginFailuresPerEmail: { limit: 20, windowMs: HOUR },
  register: { limit: 5, windowMs: MINUTE },
  /**
   * Mails to one inbox, each kind on its own budget (a confirmation, a reset, a sign-in link), so
   * spending one kind never stops another. Past a reset's or a sign-in link's budget the inbox
   * already holds a live one (a reset code lives a day, a sign-in link as long as its window):
   * the call answers as always and sends nothing more.
   */
  mailPerEmail: { limit: 5, windowMs: HOUR },
  signInLinkMailPerEmail: { limit: 3, windowMs: 15 * MINUTE },
  mailPerIp: { limit: 20, windowMs: HOUR },
  /**
   * Wrong codes from a mail (a reset code, a sign-in link): per IP and per IP and e-mail, never
   * per e-mail alone, so nobody can spend the owner's tries.
   */
  mailedCodeFailuresPerIp: { limit: 10, windowMs: 15 * MINUTE },
  mailedCodeFailuresPerIpAndEmail: { limit: 5, windowMs: 15 * MINUTE },
  /** Current-password checks of a signed-in account (changing the address or password, deleting). */
  passwordCheck: { limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Rule>;

const MAX_KEYS = 50_000;

type Check = { key: string; rule: Rule };
type Verdict = { ok: true } | { ok: false; retryAfterS: number };

const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  /**
   * Records a hit for every key and answers whether all are within their rule; when not, the
   * seconds until the busiest key frees a slot. A refused request is not recorded.
   */
  take(checks: Check[], nowMs: number): Verdict {
    const verdict = this.check(checks, nowMs);
    if (verdict.ok) this.record(checks, nowMs);
    return verdict;
  }

  /** Whether every key is within its rule, recording nothing (failures are recorded only once they happen). */
  check(checks: Check[], nowMs: number): Verdict {
    let retryAfterMs = 0;
    for (const { key, rule } of checks) {
      const recent = this.recent(key, rule, nowMs);
      if (recent.length >= rule.limit) retryAfterMs = Math.max(retryAfterMs, recent[recent.length - rule.limit]! + rule.windowMs - nowMs);
    }
    return retryAfterMs > 0 ? { ok: false, retryAfterS: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { ok: true };
  }

  record(checks: Check[], nowMs: number): void {
    if (this.hits.size > MAX_KEYS) this.prune(nowMs);
    for (const { key, rule } of checks) this.hits.set(hashOf(key), [...this.recent(key, rule, nowMs), nowMs]);
  }

  forget(key: string): void {
    this.hits.delete(hashOf(key));
  }

  private recent(key: string, rule: Rule, nowMs: number): number[] {
    return (this.hits.get(hashOf(key)) ?? []).filter((t) => t > nowMs - rule.windowMs);
  }

  clear(): void {
    this.hits.clear();
  }

  private prune(nowMs: number): void {
    for (const [id, times] of this.hits) if (times.every((t) => t <= nowMs - HOUR)) this.hits.delete(id);
    if (this.hits.size > MAX_KEYS) this.hits.clear();
  }
}
