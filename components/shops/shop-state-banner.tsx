import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/domain/locale/locale';
import { orderBlock } from '@/lib/domain/shops/shop-status';
import type { ShopAvailability } from '@/lib/domain/shops/shop-view';

import { LiveShopState } from './live-shop-state';
import { ShopStateView } from './shop-state-view';

type Props = { name: string; availability: ShopAvailability; locale: Locale };

/**
 * On a shop's pages, when it cannot take an order: the banner as it stood when the page was
 * rendered, in the server's HTML; once the browser is idle, the live banner takes over and
 * follows the guest's clock (a cached menu rendered at 21:58 says "closed" at 22:01). The hours
 * logic is not part of the page's first scripts.
 */
export async function ShopStateBanner({ name, availability, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'ShopState' });
  const renderedAt = new Date(availability.renderedAt);
  return (
    <LiveShopState name={name} availability={availability}>
      <ShopStateView
        block={orderBlock(availability, renderedAt)}
        name={name}
        now={renderedAt}
        timeZone={availability.timeZone}
        locale={locale}
        t={t}
      />
    </LiveShopState>
  );
}
