'use client';

import { useRouter } from 'next/navigation';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';

import { basketStore } from '@/components/basket/basket-store';
import { getJson } from '@/components/checkout/api-client';
import { currencySymbolOf } from '@/components/checkout/order-summary';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { addItemForShop } from '@/lib/domain/basket/rules';
import { currencySymbol, type Menu } from '@/lib/domain/menu/menu';
import { reorderLines } from '@/lib/domain/menu/reorder';
import { href } from '@/lib/routes';

import styles from './account.module.css';

type Entry = {
  orderId: string;
  shopId: number;
  shopName: string;
  createdAt: string;
  total: number;
  currency: string;
  items: Array<{ code: string; name: string; quantity: number; choices: Array<{ level: number; code: string; name: string }> }>;
};
type Page = { pageIndex: number; pageSize: number; totalCount: number; items: Entry[] };
const PAGE_SIZE = 10;

/** SPEC.md §2 order history (signed in), paged, with one-tap re-order. */
export function OrderHistoryView() {
  const t = useTranslations('Account');
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  const [page, setPage] = useState(0);
  const [notice, setNotice] = useState('');
  const { data } = useSWR<Page>(`/api/user/order-history?pageIndex=${page}&pageSize=${PAGE_SIZE}`, getJson);

  async function reorder(entry: Entry) {
    const menu = await getJson<Menu>(`/api/shops/${entry.shopId}/menu`);
    const { lines, skipped } = reorderLines(menu, entry, locale);
    basketStore.set((basket) =>
      lines.reduce(
        (b, line) => addItemForShop({ ...b, currencySymbol: currencySymbol(menu) }, { id: entry.shopId, name: entry.shopName }, { ...line, id: crypto.randomUUID() }),
        basket,
      ),
    );
    setNotice(skipped.length ? t('reorderSkipped', { items: skipped.join(', ') }) : '');
    if (!skipped.length) router.push(href.menu(entry.shopId));
  }

  if (!data) return <p role="status">{t('loading')}</p>;
  if (data.items.length === 0) return <p>{t('noOrders')}</p>;
  const pages = Math.ceil(data.totalCount / PAGE_SIZE);
  return (
    <>
      <p role="status">{notice}</p>
      <ul className={styles.list}>
        {data.items.map((entry) => (
          <li key={entry.orderId} className={styles.item} data-testid="history-entry">
            <div className={styles.row}>
              <strong>{entry.shopName}</strong>
              <span className={styles.muted}>{format.dateTime(new Date(entry.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</span>
            </div>
            <p className={styles.muted}>{entry.items.map((i) => `${i.quantity}× ${i.name}`).join(', ')}</p>
            <div className={styles.row}>
              <Price amount={entry.total} symbol={currencySymbolOf(entry.currency)} />
              <Button variant="secondary" onClick={() => void reorder(entry)}>
                {t('reorder')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('pages')} className={styles.row}>
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            {t('previous')}
          </Button>
          <span>{t('pageOf', { page: page + 1, pages })}</span>
          <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('next')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
