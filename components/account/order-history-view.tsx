'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';

import { basketNotice } from '@/components/basket/basket-notice';
import { basketActions } from '@/components/basket/basket-store';
import { useRouter } from '@/components/navigation/use-router';
import { Button } from '@/components/ui/button';
import { api, bff, type OrderHistoryEntry, type OrderHistoryPage } from '@/lib/client/api';
import { newId } from '@/lib/client/ids';
import { regionLocale } from '@/lib/domain/locale/locale';
import { currencySymbol } from '@/lib/domain/menu/menu';
import { reorderLines } from '@/lib/domain/menu/reorder';
import { href } from '@/lib/routes';

import styles from './account.module.css';
import { HistoryEntry } from './history-entry';

const PAGE_SIZE = 10;

/** The signed-in customer's order history, paged, with one-tap re-order. */
export function OrderHistoryView() {
  const t = useTranslations('Account');
  const locale = useLocale();
  const router = useRouter();
  const [page, setPage] = useState(0);
  const [notice, setNotice] = useState('');
  const { data } = useSWR(api.orderHistory(page, PAGE_SIZE), () => bff.orderHistory(page, PAGE_SIZE));
  // The page before, as already shown: a restaurant that ignores paging sends the same orders again.
  const { cache } = useSWRConfig();
  const before =
    page > 0 ? (cache.get(api.orderHistory(page - 1, PAGE_SIZE))?.data as OrderHistoryPage | undefined) : undefined;

  async function reorder(entry: OrderHistoryEntry) {
    const menu = await bff.menu(entry.shopId);
    const { lines, skipped } = reorderLines(menu, entry, locale);
    const shop = { id: entry.shopId, name: entry.shopName };
    basketActions.addLines(
      shop,
      lines.map((line) => ({ ...line, id: newId() })),
    );
    basketActions.describeShop(shop, currencySymbol(menu));
    // The way the guest ate then (a table order asks for its table again at checkout).
    if (entry.orderType) basketActions.setOrderType(entry.orderType);
    setNotice(skipped.length ? t('reorderSkipped', { items: skipped.join(', ') }) : '');
    if (!skipped.length) {
      // The basket says what it just got, on the menu it opens over.
      const date = new Intl.DateTimeFormat(regionLocale(locale), { day: 'numeric', month: 'short' }).format(new Date(entry.createdAt));
      basketNotice.set(href.menu(entry.shopId), t('reorderAdded', { date }));
      router.push(href.menu(entry.shopId));
    }
  }

  if (!data) return <p role="status">{t('loading')}</p>;
  if (data.items.length === 0 && page === 0) return <p>{t('noOrders')}</p>;
  const ids = (history: OrderHistoryPage) => history.items.map((entry) => entry.orderId).join();
  // Past the last order: an empty page after a full one, or the previous page over again.
  const past = data.items.length === 0 || (before !== undefined && ids(before) === ids(data));
  // No total: the restaurant paged its list without saying how long it is, and this page was full.
  const pages = data.totalCount === null ? null : Math.ceil(data.totalCount / PAGE_SIZE);
  const more = !past && (pages === null || page + 1 < pages);
  return (
    <>
      <p role="status">{notice}</p>
      {past ? (
        <p>{t('noMoreOrders')}</p>
      ) : (
        <ul className={styles.list}>
          {data.items.map((entry) => (
            <HistoryEntry key={entry.orderId} entry={entry} onReorder={() => void reorder(entry)} />
          ))}
        </ul>
      )}
      {page > 0 || more ? (
        <nav aria-label={t('pages')} className={styles.row}>
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            {t('previous')}
          </Button>
          {past ? null : (
            <span>{pages === null ? t('page', { page: page + 1 }) : t('pageOf', { page: page + 1, pages })}</span>
          )}
          <Button variant="secondary" disabled={!more} onClick={() => setPage((p) => p + 1)}>
            {t('next')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
