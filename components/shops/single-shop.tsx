import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { isSingleShopEnabled, singleShopAction } from '@/lib/domain/shops/shop-status';
import type { ShopView } from '@/lib/domain/shops/shop-view';

import styles from './shops.module.css';
import { TodaysHours } from './todays-hours';

/** A chain with exactly one shop shows today's hours and one button labelled by its status. */
export function SingleShop({ shop, now, onSelect }: { shop: ShopView; now: Date; onSelect: () => void }) {
  const t = useTranslations('ShopList');
  const enabled = isSingleShopEnabled(shop);
  return (
    <section className={styles.single} aria-labelledby="single-shop-name">
      <h2 id="single-shop-name" className={styles.name}>
        {shop.name}
      </h2>
      {shop.description ? <p className={styles.description}>{shop.description}</p> : null}
      <p className={styles.meta}>
        <TodaysHours shop={shop} now={now} />
      </p>
      <Button wide disabled={!enabled} onClick={onSelect}>
        {t(`singleAction.${singleShopAction(shop)}`)}
      </Button>
    </section>
  );
}
