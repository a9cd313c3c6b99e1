'use client';

import { useLocale, useTranslations } from 'next-intl';

import Link from '@/components/navigation/link';
import { LineChoices } from '@/components/ui/line-choices';
import { Price } from '@/components/ui/price';
import type { BasketItem } from '@/lib/domain/basket/basket';
import { localize } from '@/lib/domain/locale/i18n-text';
import { basketLinePrices } from '@/lib/domain/orders/line-price';
import { keepUnitsTogether } from '@/lib/domain/text/units';
import { href } from '@/lib/routes';

import styles from './basket.module.css';

type Props = {
  item: BasketItem;
  index: number;
  shopId: number;
  symbol: string;
  disabled: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
};

/** A basket line with its controls always in sight (− + edit remove), prices in the menu's currency. */
export function BasketLine({ item, index, shopId, symbol, disabled, onIncrease, onDecrease, onRemove }: Props) {
  const t = useTranslations('Basket');
  const locale = useLocale();
  const name = keepUnitsTogether(localize(item.article.i18n, locale, item.article.description));
  const campaign = item.article.campaigns[0];
  // One price rule for extras on every surface: "+15 kr" for one item, "2 × 79 kr", the line's total.
  const prices = basketLinePrices(item);
  return (
    <li className={styles.line} style={{ animationDelay: `${index * 0.15}s` }} data-testid="basket-line">
      <div className={styles.lineMain}>
        <span className={styles.qty}>{item.quantity}×</span>
        <span className={styles.lineName}>
          {name}
          {campaign ? (
            <>
              {' '}
              <span className={styles.campaign}>{localize(campaign.i18n, locale, campaign.name)}</span>
            </>
          ) : null}
          <LineChoices
            className={styles.choices}
            names={item.choices.map((choice) => keepUnitsTogether(localize(choice.article.i18n, locale, choice.article.description)))}
            prices={prices}
            quantity={item.quantity}
            symbol={symbol}
          />
        </span>
        <Price className={styles.linePrice} amount={prices.total} symbol={symbol} />
      </div>
      {!disabled ? (
        <div className={styles.controls}>
          <button type="button" className={styles.step} onClick={onDecrease} disabled={item.quantity <= 1} aria-label={t('decrease', { name })}>
            −
          </button>
          <button type="button" className={styles.step} onClick={onIncrease} aria-label={t('increase', { name })}>
            +
          </button>
          {item.type === 'article' && item.configurable !== false ? (
            <Link className={styles.quiet} href={href.editLine(shopId, item.categoryPath ?? [], item.article.code, item.id)} aria-label={t('edit', { name })}>
              {t('editShort')}
            </Link>
          ) : null}
          <button type="button" className={styles.quiet} onClick={onRemove} aria-label={t('remove', { name })}>
            {t('removeShort')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
