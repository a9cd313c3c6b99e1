'use client';

import { useLocale, useTranslations } from 'next-intl';

import Link from '@/components/navigation/link';
import { Price } from '@/components/ui/price';
import type { BasketItem } from '@/lib/domain/basket/basket';
import { lineTotal } from '@/lib/domain/basket/rules';
import { localize } from '@/lib/domain/locale/i18n-text';
import { href } from '@/lib/routes';

import styles from './basket.module.css';

type Props = {
  item: BasketItem;
  index: number;
  shopId: number;
  symbol: string;
  open: boolean;
  disabled: boolean;
  onToggle: () => void;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
};

/** A basket line: tap to show its controls (one line at a time), prices in the menu's currency. */
export function BasketLine({ item, index, shopId, symbol, open, disabled, onToggle, onIncrease, onDecrease, onRemove }: Props) {
  const t = useTranslations('Basket');
  const locale = useLocale();
  const name = localize(item.article.i18n, locale, item.article.description);
  const campaign = item.article.campaigns[0];
  const controlsId = `basket-line-${item.id}`;
  return (
    <li className={styles.line} style={{ animationDelay: `${index * 0.15}s` }} data-testid="basket-line">
      <button type="button" className={styles.lineButton} aria-expanded={disabled ? undefined : open} aria-controls={open && !disabled ? controlsId : undefined} disabled={disabled} onClick={onToggle}>
        <span className={styles.qty}>{item.quantity}×</span>
        <span>
          {name}
          {campaign ? <span className={styles.campaign}> {localize(campaign.i18n, locale, campaign.name)}</span> : null}
          {item.choices.length ? (
            <ul className={styles.choices}>
              {item.choices.map((choice) => (
                <li key={`${choice.level}-${choice.code}`}>
                  {localize(choice.article.i18n, locale, choice.article.description)}
                  {choice.article.price > 0 ? (
                    <>
                      {' '}
                      +<Price amount={choice.article.price} symbol={symbol} />
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </span>
        <Price amount={lineTotal(item)} symbol={symbol} />
      </button>
      {open && !disabled ? (
        <div id={controlsId} className={styles.controls}>
          <button type="button" className={styles.small} onClick={onDecrease} disabled={item.quantity <= 1} aria-label={t('decrease', { name })}>
            −
          </button>
          <button type="button" className={styles.small} onClick={onIncrease} aria-label={t('increase', { name })}>
            +
          </button>
          <button type="button" className={styles.small} onClick={onRemove} aria-label={t('remove', { name })}>
            {t('removeShort')}
          </button>
          {item.type === 'article' ? (
            <Link className={styles.small} href={href.editLine(shopId, item.categoryPath ?? [], item.article.code, item.id)} aria-label={t('edit', { name })}>
              {t('editShort')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
