import { useTranslations } from 'next-intl';

import Link from '@/components/navigation/link';
import { MenuImage } from '@/components/ui/menu-image';
import { SavingPrice } from '@/components/ui/saving-price';
import type { MenuOffer } from '@/lib/domain/menu/offers';
import { href } from '@/lib/routes';

import styles from './menu-offers.module.css';

type Props = { shopId: number; symbol: string; offers: readonly MenuOffer[] };

/**
 * The offers row at the top of a shop's menu, the same for every guest (signed in or not): each
 * offer's first dish under the offer's name (its pictures load lazily: the menu's first picture stays the first to load), with its price and, where the campaign lowers it, the
 * saving; the whole card opens the dish. "All offers" opens the offers page. No offers, no row.
 */
export function MenuOffers({ shopId, symbol, offers }: Props) {
  const t = useTranslations('Offers');
  if (offers.length === 0) return null;
  return (
    <section className={styles.row} aria-labelledby="menu-offers-title" data-testid="menu-offers">
      <div className={styles.head}>
        <h2 id="menu-offers-title">{t('title')}</h2>
        <Link href={href.campaigns()}>{t('all')}</Link>
      </div>
      <ul className={styles.cards}>
        {offers.map(({ offerName, article }) => (
          <li key={article.code}>
            <MenuImage path={article.imageUrl} width={64} height={48} lazy />
            <div>
              <small>{offerName}</small>
              <Link href={href.article(shopId, article.categoryPath, article.code)}>
                {article.name}
              </Link>
              <SavingPrice price={article.price} regularPrice={article.regularPrice} symbol={symbol} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
