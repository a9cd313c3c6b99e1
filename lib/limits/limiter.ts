import 'server-only';

import { createHash } from 'node:crypto';

import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { AppError } from '@/lib/domain/app-error';
import { env } from '@/lib/env';
import { sharedRedis } from '@/next-cache/redis-client.mjs';

import { POLICIES, type PolicyName } from './policies';

/** One key under one policy, e.g. the client's address under `registrationsPerAddress`. */
export type Check = { policy: PolicyName; key: string };

/**
 * The counters live in this process's memory, or in Redis when REDIS_URL is set, so that every
 * instance counts the same hits. While Redis is unreachable each instance counts in its own
 * memory instead (rate-limiter-flexible's insurance limiter): limits loosen, nothing fails.
 */
function createLimiter(name: PolicyName): RateLimiterAbstract {
  const { points, windowSeconds: duration } = POLICIES[name];
  const memory = new RateLimiterMemory({ points, duration, keyPrefix: name });
  if (!env.REDIS_URL) return memory;
  return new RateLimiterRedis({
    storeClient: sharedRedis(env.REDIS_URL).client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    points,
    duration,
    keyPrefix: `ordering-web:limit:${name}`,
    insuranceLimiter: memory,
  });
}

const limiters = new Map<PolicyName, RateLimiterAbstract>();
function limiter(name: PolicyName): RateLimiterAbstract {
  let found = limiters.get(name);
  if (!found) limiters.set(name, (found = createLimiter(name)));
  return found;
}

/** Keys are hashed: no e-mail or address is kept in clear, in memory or in Redis. */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

const tooMany = (ms: number) => new AppError('RATE_LIMITED', 429, 'rate limited', { retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) });

/** Throws 429 RATE_LIMITED, with the longest wait, when any key has used up its policy; counts nothing. */
export async function assertUnder(checks: Check[]): Promise<void> {
  const waits = await Promise.all(
    checks.map(async ({ policy, key }) => {
      const state = await limiter(policy).get(hashed(key));
      return state && state.consumedPoints >= POLICIES[policy].points ? state.msBeforeNext : 0;
    }),
  );
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw tooMany(wait);
}

/** Counts a hit on every key; a key that reaches a limit with `blockSeconds` then waits that long. */
export async function count(checks: Check[]): Promise<void> {
  await Promise.all(
    checks.map(async ({ policy, key }) => {
      const { points, blockSeconds } = POLICIES[policy] as { points: number; blockSeconds?: number };
      const state = await limiter(policy).penalty(hashed(key));
      if (blockSeconds && state.consumedPoints >= points) await limiter(policy).block(hashed(key), blockSeconds);
    }),
  );
}

/**
 * Counts the hit on every key, or refuses (429) when that would take any key past its policy (and
 * then counts nothing). The count goes first, so requests that arrive together cannot all slip
 * through under the limit: each sees the count the ones before it left.
 */
export async function take(checks: Check[]): Promise<void> {
  const states = await Promise.all(checks.map(({ policy, key }) => limiter(policy).penalty(hashed(key))));
  const waits = states.map((state, i) => (state.consumedPoints > POLICIES[checks[i]!.policy].points ? state.msBeforeNext : 0));
  const wait = Math.max(0, ...waits);
  if (wait === 0) return;
  await Promise.all(checks.map(({ policy, key }) => limiter(policy).reward(hashed(key))));
  throw tooMany(wait);
}

/** Forgets the keys' counts (a successful sign-in clears that account's failures from that address). */
export async function forget(checks: Check[]): Promise<void> {
  await Promise.all(checks.map(({ policy, key }) => limiter(policy).delete(hashed(key))));
}

/** Gives one hit back to every key that has one (a paid order frees its place among the unpaid). */
export async function giveBack(checks: Check[]): Promise<void> {
  await Promise.all(
    checks.map(async ({ policy, key }) => {
      const state = await limiter(policy).get(hashed(key));
      if (state && state.consumedPoints > 0) await limiter(policy).reward(hashed(key));
    }),
  );
}

/** True only the first time `key` is marked under a one-point policy within its window. */
export async function firstTime(policy: PolicyName, key: string): Promise<boolean> {
  try {
    await limiter(policy).consume(hashed(key));
    return true;
  } catch (refused) {
    if (refused instanceof RateLimiterRes) return false;
    throw refused;
  }
}

/** Marks `key` under a one-point policy for its window (again: nothing changes). */
export async function mark(policy: PolicyName, key: string): Promise<void> {
  await firstTime(policy, key);
}

/** Whether `key` is marked under a one-point policy. */
export async function isMarked(policy: PolicyName, key: string): Promise<boolean> {
  const state = await limiter(policy).get(hashed(key));
  return Boolean(state && state.consumedPoints >= 1);
}

/** Whether any key has used up its policy (nothing counted). */
export async function anyOver(checks: Check[]): Promise<boolean> {
  try {
    await assertUnder(checks);
    return false;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return true;
    throw error;
  }
}
