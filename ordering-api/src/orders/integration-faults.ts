/**
 * Dev faults inside the order flow (the shop's POS and the mail relay), set with
 * `POST /_dev/integration-fault`. In memory, per app; each use consumes one of `count`.
 *
 * - `create-order`: the POS rejects the next order → POST /api/order answers 502 `create-order-failed`.
 * - `send-order`: the POS rejects a paid order on confirm → 502 `create-order-failed`, the payment is
 *   refunded and the order becomes Rollbacked.
 * - `email`: the mail relay fails → POST …/receipt answers 502 `email-failed`.
 */
import { z } from 'zod';

export const INTEGRATION_FAULT_TARGETS = ['create-order', 'send-order', 'email'] as const;
export type IntegrationFaultTarget = (typeof INTEGRATION_FAULT_TARGETS)[number];

export const integrationFaultRequestSchema = z.object({
  target: z.enum(INTEGRATION_FAULT_TARGETS),
  count: z.number().int().min(1).max(100),
});

export class IntegrationFaults {
  #remaining = new Map<IntegrationFaultTarget, number>();

  set(target: IntegrationFaultTarget, count: number): void {
    this.#remaining.set(target, count);
  }

  clear(): void {
    this.#remaining.clear();
  }

  current(): Partial<Record<IntegrationFaultTarget, number>> {
    return Object.fromEntries(this.#remaining);
  }

  /** True (and one use consumed) when a fault is armed for `target`. */
  take(target: IntegrationFaultTarget): boolean {
    const n = this.#remaining.get(target) ?? 0;
    if (n <= 0) return false;
    if (n === 1) this.#remaining.delete(target);
    else this.#remaining.set(target, n - 1);
    return true;
  }
}
