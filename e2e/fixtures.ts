import { readFileSync } from 'node:fs';

import { expect,test as base } from '@playwright/test';

import { DAY_OF_WEEK_NAMES } from '../lib/upstream/schemas/shops';
import { E2E } from '../playwright.config';

export { expect };

type Messages = typeof import('../messages/en.json');
const load = (locale: string): Messages => JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8'));
/** Assertions use the real message files, never hard-coded copies of the texts. */
export const messages = { sv: load('sv'), en: load('en'), fi: load('fi'), ru: load('ru'), no: load('no') };

/** Controls of the reference ordering API and the app's cache, for arranging a scenario. */
export const upstream = {
  async call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${E2E.apiUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return response.status === 204 ? undefined : ((await response.json().catch(() => undefined)) as unknown);
  },
  async revalidate(tags: string[]) {
    const response = await fetch(`${E2E.appUrl}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': E2E.revalidateSecret },
      body: JSON.stringify({ tags }),
    });
    if (!response.ok) throw new Error(`revalidate: ${response.status}`);
  },
  fault: (mode: 'reset' | 'slow' | 'invalid-json' | 'error500', pathPrefix: string, count = 1, delayMs?: number) =>
    upstream.call('POST', '/_dev/fault', { mode, pathPrefix, count, delayMs }),
  clearFaults: () => upstream.call('DELETE', '/_dev/fault'),
  showOnlyShops: (visibleIds: number[] | null) => upstream.call('POST', '/_dev/shops/visibility', { visibleIds }),
  /**
   * Opens the shops all day, so that a test that pays "as soon as possible" passes at any hour of
   * the machine's clock; the returned function gives each shop back its own hours.
   */
  async openAllDay(shopIds: number[]): Promise<() => Promise<void>> {
    // Read as the API answers them (a weekday may come as its English name), given back as numbers.
    const days: readonly string[] = DAY_OF_WEEK_NAMES;
    const own = await Promise.all(shopIds.map(async (id) => {
      const shop = (await upstream.call('GET', `/api/shops/${id}`)) as { openingHours: Array<{ dayOfWeek: number | string; opens: string; closes: string }> };
      const openingHours = shop.openingHours.map(({ dayOfWeek, opens, closes }) => ({ dayOfWeek: typeof dayOfWeek === 'string' ? days.indexOf(dayOfWeek) : dayOfWeek, opens, closes }));
      return { id, openingHours };
    }));
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, opens: '00:00:00', closes: '23:59:59' }));
    const put = async (id: number, openingHours: unknown[]) => {
      await upstream.call('PUT', `/_dev/shops/${id}/opening-hours`, { openingHours });
      await upstream.revalidate(['shops', `shop:${id}`]);
    };
    for (const { id } of own) await put(id, allDay);
    return async () => {
      for (const { id, openingHours } of own) await put(id, openingHours);
    };
  },
};

/**
 * A client address per test, as the reverse proxy in front of the app names it (the e2e app runs
 * with TRUSTED_PROXY=1): the app's rate limits stay on, and each test is a guest of its own, as
 * guests on different phones are. From the benchmarking range 198.18.0.0/15: only a name in a
 * header, never dialled.
 */
export function clientAddress(seed: string): string {
  const n = [...seed].reduce((hash, ch) => (Math.imul(hash, 31) + ch.charCodeAt(0)) >>> 0, 7) % 131_072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** The wallet the phone pays with: none unless a test says (a browser's Payment Request API alone is no wallet set up). */
export type Wallet = 'applepay' | 'googlepay' | null;

/** Before any page script: the device's wallet as the app detects it (components/hooks/wallets.ts). */
export function walletScript(wallet: Wallet) {
  const w = window as unknown as Record<string, unknown>;
  if (wallet === 'applepay') w.ApplePaySession = { canMakePayments: () => true };
  if (wallet !== 'googlepay') Object.defineProperty(window, 'PaymentRequest', { value: undefined, configurable: true });
}

/** A browser that asks for no language we offer, so the app's default decides. */
export const test = base.extend<{ wallet: Wallet }>({
  locale: 'de-DE',
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    await provide({ 'x-forwarded-for': clientAddress(`${testInfo.testId} ${testInfo.retry}`) });
  },
  wallet: [null, { option: true }],
  context: async ({ context, wallet }, provide) => {
    await context.addInitScript(walletScript, wallet);
    await provide(context);
  },
});
