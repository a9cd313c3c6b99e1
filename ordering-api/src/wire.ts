/**
 * Answers a .NET upstream may write either way, so the app's tests can meet each: the day of the
 * week by its number or by its name.
 */
import { flag } from './accounts/config.ts';

export type WireConfig = {
  /** Opening hours' dayOfWeek as its English name ("Monday", JsonStringEnumConverter), not its number. */
  dayNames: boolean;
};

/** ORDERING_API_DAY_NAMES (default 0); throws on an invalid value. */
export function wireConfigFromEnv(env: Record<string, string | undefined>): WireConfig {
  return { dayNames: flag(env.ORDERING_API_DAY_NAMES, false) };
}

/** Options win over the environment. */
export function resolveWireConfig(options: Partial<WireConfig> = {}, env: Record<string, string | undefined> = process.env): WireConfig {
  const fromEnv = wireConfigFromEnv(env);
  return { dayNames: options.dayNames ?? fromEnv.dayNames };
}
