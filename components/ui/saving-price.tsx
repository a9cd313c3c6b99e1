import { useTranslations } from 'next-intl';

import { usePriceText } from '@/components/ui/price';
import { savingOf } from '@/lib/domain/menu/offers';

import styles from './saving-price.module.css';

type Props = { price: number; regularPrice?: number; symbol: string; className?: string };

/**
 * A price, and when a campaign lowers it, the regular price struck through and the saving:
 * "179 kr  ~~199 kr~~ · Save 20 kr". A campaign that lowers no price shows the price alone: no
 * saving, no special-price words. The struck price is named for screen readers (a strike is not read).
 */
export function SavingPrice({ price, regularPrice, symbol, className }: Props) {
  const t = useTranslations('Offers');
  const priceText = usePriceText();
  const saving = savingOf(price, regularPrice);
  if (saving === 0 || regularPrice === undefined) return <span {...(className ? { className } : {})}>{priceText(price, symbol)}</span>;
  return (
    <span className={[styles.saving, className].filter(Boolean).join(' ')}>
      <span>{priceText(price, symbol)}</span>{' '}
      <s className={styles.was}>
        <span className="visually-hidden">{`${t('normalPrice')} `}</span>
        {priceText(regularPrice, symbol)}
      </s>{' '}
      <span className={styles.save}>{`·\u00a0${t('save', { amount: priceText(saving, symbol) })}`}</span>
    </span>
  );
}
