import type { createClient } from 'redis';

export declare const DEADLINE_MS: number;
export declare function sharedRedis(url: string): {
  client: ReturnType<typeof createClient>;
  state: { down: boolean; skipUntil: number };
  reportDown(reason: string): void;
};
export declare function closeSharedRedis(): void;
