'use client';

import { useLocale, useTranslations } from 'next-intl';

import { useMenuNames } from '@/components/hooks/use-menu';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import type { OrderHistoryEntry } from '@/lib/client/api';
import { regionLocale } from '@/lib/domain/locale/locale';
import { symbolForCurrency } from '@/lib/domain/menu/menu';
import { orderNumber, orderReference } from '@/lib/domain/orders/order-number';

import styles from './account.module.css';

/** When the order was placed, as the guest's language writes dates: 28 Nov 2026, 15:29 in English, never US-style. */
function dateTimeText(iso: string, locale: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(regionLocale(locale), { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(at);
}

/**
 * One past order, named by its pickup number as its status card, the orders list and the mails name
 * it (the id only as a small reference): its dishes named from the shop's menu in the guest's
 * language, and one-tap re-order.
 */
export function HistoryEntry({ entry, onReorder }: { entry: OrderHistoryEntry; onReorder: () => void }) {
  const t = useTranslations('Account');
  const tOrders = useTranslations('Orders');
  const tStatus = useTranslations('OrderStatus');
  const reference = orderReference(entry);
  const locale = useLocale();
  const names = useMenuNames(entry.shopId);
  return (
    <li className={styles.item} data-testid="history-entry">
      <div className={styles.row}>
        <strong data-testid="history-order">{tOrders('orderAt', { id: orderNumber(entry), shop: entry.shopName })}</strong>
        <span className={styles.muted}>
          {dateTimeText(entry.createdAt, locale)}
          {reference ? <small> · {tStatus('reference', { ref: reference })}</small> : null}
        </span>
      </div>
      <p className={styles.muted}>
        {entry.items
          .map((item) => {
            const choices = item.choices.map((c) => names.choice(item.code, { level: c.level, choiceCode: c.code }, c.name));
            return `${item.quantity}× ${names.article(item.code, item.name)}${choices.length ? ` (${choices.join(', ')})` : ''}`;
          })
          .join(', ')}
      </p>
      <div className={styles.row}>
        <Price amount={entry.total} symbol={symbolForCurrency(entry.currency)} />
        <Button variant="secondary" onClick={onReorder}>
          {t('reorder')}
        </Button>
      </div>
    </li>
  );
}
