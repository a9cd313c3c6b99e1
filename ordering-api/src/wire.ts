/**
 * Answers a .NET upstream may write either way, so the app's tests can meet each: the day of the
 * week by its number or by its name, and an order read as the whole order or only its status.
 */
import { flag } from './accounts/config.ts';

export type WireConfig = {
  /** Opening hours' dayOfWeek as its English name ("Monday", JsonStringEnumConverter), not its number. */
  dayNames: boolean;
  /** GET /api/order/{id} answers only the order's status, as a JSON string ("Added"). */
  orderStatusOnly: boolean;
};

/** ORDERING_API_DAY_NAMES and ORDERING_API_ORDER_STATUS_ONLY (default 0 each); throws on an invalid value. */
export function wireConfigFromEnv(env: Record<string, string | undefined>): WireConfig {
  return { dayNames: flag(env.ORDERING_API_DAY_NAMES, false), orderStatusOnly: flag(env.ORDERING_API_ORDER_STATUS_ONLY, false) };
}

/** Options win over the environment. */
export function resolveWireConfig(options: Partial<WireConfig> = {}, env: Record<string, string | undefined> = process.env): WireConfig {
  const fromEnv = wireConfigFromEnv(env);
  return { dayNames: options.dayNames ?? fromEnv.dayNames, orderStatusOnly: options.orderStatusOnly ?? fromEnv.orderStatusOnly };
}
