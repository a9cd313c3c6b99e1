import type { OrderDeps } from '../orders/service.ts';
import type { IdentityConfig } from './config.ts';
import type { RateLimiter } from './rate-limit.ts';

/** What the account routes need: the order deps (clock, db, kitchen) plus identity settings. */
export type AccountDeps = OrderDeps & { identity: IdentityConfig; limiter: RateLimiter };
