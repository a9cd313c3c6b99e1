import { useTranslations } from 'next-intl';

import { useLinkPath } from '@/components/navigation/link-prefix';
import { Button, buttonClass } from '@/components/ui/button';
import { isSingleShopEnabled, singleShopAction } from '@/lib/domain/shops/shop-status';
import type { ShopView } from '@/lib/domain/shops/shop-view';

import styles from './shops.module.css';
import { TodaysHours } from './todays-hours';

/**
 * A chain with exactly one shop shows today's hours and one button labelled by its status. When it
 * can be chosen the button is a link (a tap before the page's scripts run still gets there); once
 * they run, the tap chooses the shop in place.
 */
export function SingleShop({ shop, now, href, onSelect }: { shop: ShopView; now: Date; href: string; onSelect: () => void }) {
  const t = useTranslations('ShopList');
  const enabled = isSingleShopEnabled(shop);
  const linkPath = useLinkPath();
  return (
    <section className={styles.single} aria-labelledby="single-shop-name">
      <h2 id="single-shop-name" className={styles.name}>
        {shop.name}
      </h2>
      {shop.description ? <p className={styles.description}>{shop.description}</p> : null}
      <p className={styles.meta}>
        <TodaysHours shop={shop} now={now} />
      </p>
      {enabled ? (
        <a
          className={buttonClass('primary', true)}
          href={linkPath(href)}
          onClick={(event) => {
            if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onSelect();
          }}
        >
          {t(`singleAction.${singleShopAction(shop)}`)}
        </a>
      ) : (
        <Button wide disabled>
          {t(`singleAction.${singleShopAction(shop)}`)}
        </Button>
      )}
    </section>
  );
}
