/**
 * In-memory sliding-window rate limits (one process; a restart forgets them). Keys are hashed,
 * so e-mail addresses are not kept in memory in clear text.
 */
import { createHash } from 'node:crypto';

export type Rule = { limit: number; windowMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Per IP and per e-mail (security.md §8). */
export const RATE_RULES = {
  login: { limit: 10, windowMs: MINUTE },
  register: { limit: 5, windowMs: MINUTE },
  /** forgotPassword and resendConfirmationEmail share these (they send mail). */
  mailPerEmail: { limit: 5, windowMs: HOUR },
  mailPerIp: { limit: 20, windowMs: HOUR },
  /** Current-password checks of a signed-in account (changing the address or password, deleting). */
  passwordCheck: { limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Rule>;

const MAX_KEYS = 50_000;

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  /**
   * Records a hit for every key and answers whether all are within their rule; when not, the
   * seconds until the busiest key frees a slot. A refused request is not recorded.
   */
  take(checks: { key: string; rule: Rule }[], nowMs: number): { ok: true } | { ok: false; retryAfterS: number } {
    let retryAfterMs = 0;
    const windows = checks.map(({ key, rule }) => {
      const id = createHash('sha256').update(key).digest('base64url');
      const recent = (this.hits.get(id) ?? []).filter((t) => t > nowMs - rule.windowMs);
      if (recent.length >= rule.limit) retryAfterMs = Math.max(retryAfterMs, recent[recent.length - rule.limit]! + rule.windowMs - nowMs);
      return { id, recent };
    });
    if (retryAfterMs > 0) return { ok: false, retryAfterS: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    if (this.hits.size > MAX_KEYS) this.prune(nowMs);
    for (const { id, recent } of windows) this.hits.set(id, [...recent, nowMs]);
    return { ok: true };
  }

  clear(): void {
    this.hits.clear();
  }

  private prune(nowMs: number): void {
    for (const [id, times] of this.hits) if (times.every((t) => t <= nowMs - HOUR)) this.hits.delete(id);
    if (this.hits.size > MAX_KEYS) this.hits.clear();
  }
}
