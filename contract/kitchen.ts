/**
 * The kitchen capability (optional; lib/upstream/schemas/kitchen.ts): a basket's quote, a hold in
 * a slot with room and its release. An upstream without it answers the quote 404: the three
 * checks are then skipped, not failed (the app offers its own quarter hours there).
 */
import { slotHoldSchema, slotQuoteSchema } from '../lib/upstream/schemas/index.ts';
import type { CheckResult, ShopRef } from './support.ts';
import { check, issuesText, send } from './support.ts';

const ABSENT = { skipped: 'the upstream does not offer the kitchen capability (404): the app offers its own pickup times' };

/** The first article code of a menu: any object with a string `code` and a `price`. */
function firstArticleCode(node: unknown): string | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = firstArticleCode(item);
      if (found) return found;
    }
    return undefined;
  }
  if (!node || typeof node !== 'object') return undefined;
  const record = node as Record<string, unknown>;
  if (typeof record.code === 'string' && record.price !== undefined) return record.code;
  return firstArticleCode(record.items);
}

export async function checkKitchen(baseUrl: string, results: CheckResult[], shops: ShopRef[] | undefined): Promise<void> {
  const shopId = shops?.[0]?.id;
  let items: { code: string; quantity: number }[] | undefined;
  let absent = false;
  let slot: string | undefined;
  let holdId: string | undefined;
  await check(results, `quoteSlots POST /api/shops/{shopId}/slots/quote answers slotQuoteSchema or 404`, async () => {
    if (shopId === undefined) return { skipped: 'no shop' };
    const menu = await send(baseUrl, 'GET', `/api/shops/${shopId}/menu`);
    const code = menu.ok ? firstArticleCode(((await menu.json()) as { items?: unknown }).items) : undefined;
    if (!code) return { skipped: 'no article code on the first menu' };
    items = [{ code, quantity: 1 }];
    const res = await send(baseUrl, 'POST', `/api/shops/${shopId}/slots/quote`, { items });
    if (res.status === 404) {
      absent = true;
      await res.text();
      return ABSENT;
    }
    if (res.status !== 200) return `status ${res.status}, expected 200 or 404`;
    const parsed = slotQuoteSchema.safeParse(await res.json());
    if (!parsed.success) return issuesText(parsed.error);
    slot = parsed.data.slots.find((s) => s.state !== 'full')?.start;
    return null;
  });
  await check(results, 'holdSlot POST /api/shops/{shopId}/slots/hold holds a slot with room (slotHoldSchema)', async () => {
    if (absent) return ABSENT;
    if (!slot || !items) return { skipped: 'no slot with room was quoted' };
    const res = await send(baseUrl, 'POST', `/api/shops/${shopId}/slots/hold`, { pickupTime: slot, items });
    if (res.status !== 201 && res.status !== 200) return `status ${res.status}, expected 201`;
    const parsed = slotHoldSchema.safeParse(await res.json());
    if (!parsed.success) return issuesText(parsed.error);
    holdId = parsed.data.holdId;
    return Date.parse(parsed.data.expiresAt) > Date.now() - 60_000 ? null : `the hold expired at once (${parsed.data.expiresAt})`;
  });
  await check(results, 'releaseHold DELETE /api/shops/{shopId}/slots/hold/{holdId} answers 204', async () => {
    if (absent) return ABSENT;
    if (!holdId) return { skipped: 'no hold was taken' };
    const res = await send(baseUrl, 'DELETE', `/api/shops/${shopId}/slots/hold/${encodeURIComponent(holdId)}`);
    await res.text();
    return res.status === 204 || res.status === 200 ? null : `status ${res.status}, expected 204`;
  });
}
