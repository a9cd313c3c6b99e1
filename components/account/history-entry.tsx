'use client';

import { useFormatter, useTranslations } from 'next-intl';

import { useMenuNames } from '@/components/hooks/use-menu';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import type { OrderHistoryEntry } from '@/lib/client/api';
import { symbolForCurrency } from '@/lib/domain/menu/menu';

import styles from './account.module.css';

/** One past order: its dishes named from the shop's menu in the guest's language, and one-tap re-order. */
export function HistoryEntry({ entry, onReorder }: { entry: OrderHistoryEntry; onReorder: () => void }) {
  const t = useTranslations('Account');
  const format = useFormatter();
  const names = useMenuNames(entry.shopId);
  return (
    <li className={styles.item} data-testid="history-entry">
      <div className={styles.row}>
        <strong>{entry.shopName}</strong>
        <span className={styles.muted}>{format.dateTime(new Date(entry.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</span>
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
