// The order history as SPEC.md describes it: "GET /api/user/order-history?pageIndex&pageSize
// returns a list of orders". Our reference API answers a page ({ pageIndex, pageSize, totalCount,
// items }); a restaurant's API may answer a plain list, either all of it or the page asked for.
// Both are read here, entry by entry: an entry that cannot be read (no id) is left out and logged,
// the others keep their place, and fields SPEC.md leaves open get defaults.
import { z } from 'zod';

import { readMoney } from './money.ts';
import { ORDER_ID_PATTERN } from './schemas/common.ts';
import type { OrderHistory } from './schemas/user.ts';

type Entry = OrderHistory['items'][number];

const record = (raw: unknown): Record<string, unknown> | undefined => (raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined);
const text = (raw: unknown, max: number): string | undefined => (typeof raw === 'string' && raw.length <= max ? raw : undefined);
/** An order id as the restaurant writes it: letters, digits, `-` and `_`, or a number. */
const orderId = (raw: unknown): string | undefined => {
  const value = typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? String(raw) : text(raw, 64);
  return value && ORDER_ID_PATTERN.test(value) ? value : undefined;
};
const int = (raw: unknown, min: number, max: number): number | undefined => (Number.isInteger(raw) && (raw as number) >= min && (raw as number) <= max ? (raw as number) : undefined);

/** Our two order types, in whatever case the restaurant writes them; anything else is left out. */
function orderTypeOf(raw: unknown): { orderType?: 'takeAway' | 'dineInPlace' } {
  const value = typeof raw === 'string' ? raw.toLowerCase() : '';
  if (value === 'takeaway') return { orderType: 'takeAway' };
  if (value === 'dineinplace') return { orderType: 'dineInPlace' };
  return {};
}

function readEntry(raw: unknown): Entry | undefined {
  const entry = record(raw);
  const id = orderId(entry?.orderId ?? entry?.id);
  if (!entry || !id) return undefined;
  const created = text(entry.createdAt ?? entry.created, 40);
  const items = Array.isArray(entry.items) ? entry.items.slice(0, 100) : [];
  // The pickup number, as the order read gives it (a number or a short code); anything else is left out.
  const pickup = typeof entry.pickupNumber === 'number' && Number.isSafeInteger(entry.pickupNumber) ? String(entry.pickupNumber) : text(entry.pickupNumber, 12);
  return {
    orderId: id,
    ...(pickup && /^[A-Za-z0-9-]{1,12}$/.test(pickup) ? { pickupNumber: pickup } : {}),
    shopId: int(entry.shopId, 1, 2 ** 31) ?? 0,
    shopName: text(entry.shopName, 200) ?? '',
    ...orderTypeOf(entry.orderType),
    createdAt: created && z.iso.datetime({ offset: true }).safeParse(created).success ? created : new Date(0).toISOString(),
    status: text(entry.status, 30) ?? '',
    total: readMoney(entry.total) ?? 0,
    currency: text(entry.currency, 3)?.length === 3 ? (entry.currency as string) : '',
    items: items.flatMap((rawItem) => {
      const item = record(rawItem);
      const code = text(item?.code, 50);
      if (!item || !code) return [];
      const choices = Array.isArray(item.choices) ? item.choices.slice(0, 50) : [];
      return [
        {
          code,
          name: text(item.name, 200) ?? code,
          quantity: int(item.quantity, 1, 99) ?? 1,
          choices: choices.flatMap((rawChoice) => {
            const choice = record(rawChoice);
            const choiceCode = text(choice?.code, 50);
            return choice && choiceCode ? [{ level: int(choice.level, 0, 50) ?? 0, code: choiceCode, name: text(choice.name, 200) ?? choiceCode }] : [];
          }),
        },
      ];
    }),
  };
}

/**
 * One page of the history (pageIndex counts from 0), from a page or a plain list; undefined when it
 * is neither. A plain list longer than a page is all of it, and is paged here. A plain list of at
 * most pageSize entries is the page asked for, paged by the restaurant: a short one is the last page,
 * so the total is known; a full one does not say how many follow (totalCount null), so a next page
 * is offered.
 */
export function readOrderHistory(raw: unknown, pageIndex: number, pageSize: number, skipped: string[] = []): OrderHistory | undefined {
  const page = record(raw);
  const list = Array.isArray(raw) ? raw : Array.isArray(page?.items) ? (page!.items as unknown[]) : undefined;
  if (!list) return undefined;
  const read = (entries: unknown[]) =>
    entries.slice(0, 1000).flatMap((entry) => {
      const value = readEntry(entry);
      if (!value) skipped.push(String(record(entry)?.orderId ?? '?').slice(0, 64));
      return value ? [value] : [];
    });
  if (Array.isArray(raw) && raw.length <= pageSize) {
    // Counted as the restaurant sent them: a full page with an unreadable entry is still full.
    return { pageIndex, pageSize, totalCount: raw.length < pageSize ? pageIndex * pageSize + raw.length : null, items: read(raw) };
  }
  if (Array.isArray(raw)) {
    const all = read(raw);
    return { pageIndex, pageSize, totalCount: all.length, items: all.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) };
  }
  const items = read(list).slice(0, 100);
  return {
    pageIndex: int(page!.pageIndex, 0, 1e6) ?? pageIndex,
    pageSize: int(page!.pageSize, 1, 100) ?? pageSize,
    totalCount: int(page!.totalCount, 0, 1e9) ?? items.length,
    items,
  };
}
