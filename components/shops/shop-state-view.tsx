import type { useTranslations } from 'next-intl';

import Link from '@/components/navigation/link';
import styles from '@/components/ui/forms.module.css';
import { weekdayName } from '@/lib/domain/shops/opening-hours';
import type { OrderBlock } from '@/lib/domain/shops/shop-status';
import { href } from '@/lib/routes';

/** The banner's id: a disabled add button points at it for its reason (aria-describedby). */
export const SHOP_STATE_ID = 'shop-state';

type Props = {
  block: OrderBlock | null;
  name: string;
  now: Date;
  timeZone: string;
  locale: string;
  t: ReturnType<typeof useTranslations<'ShopState'>>;
};

/**
 * The shop-state banner's words and link, for the server's render and the live banner alike:
 * why the shop cannot take an order (in the guest's language), and what to do: come back when
 * it opens, if the hours tell, or choose another restaurant. Nothing when it can.
 */
export function ShopStateView({ block, name, now, timeZone, locale, t }: Props) {
  if (!block) return null;
  function comeBack(block: OrderBlock): string | null {
    if (block.reason === 'paused' || block.reason === 'offline') return t('tryLater');
    if (!('opens' in block) || !block.opens) return null;
    const { daysAhead, time } = block.opens;
    // Later today: the order is taken now, for then (not "come back then").
    if (daysAhead === 0) return t('orderForLater', { time });
    if (daysAhead === 1) return t('opensTomorrow', { time });
    return t('opensOn', { day: weekdayName(now, daysAhead, timeZone, locale), time });
  }
  return (
    <div className={styles.alert} role="status" data-testid="shop-state">
      <p id={SHOP_STATE_ID} className={styles.error}>
        {t(`why.${block.reason}`, { shop: name })} {comeBack(block)}
      </p>
      <Link href={href.home()}>{t('chooseAnother')}</Link>
    </div>
  );
}
