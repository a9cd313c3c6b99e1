import { useTranslations } from 'next-intl';

import { OrderChipSlot } from '@/components/basket/order-chip-slot';
import type { MenuOffer } from '@/lib/domain/menu/offers';
import type { MenuPageData } from '@/lib/domain/menu/view';
import type { OrderType } from '@/lib/domain/orders/order';

import { AllergenFilter } from './allergen-filter';
import styles from './menu.module.css';
import { MenuOffers } from './menu-offers';
import { MenuSearch } from './menu-search';
import { MenuSections } from './menu-sections';
import { MenuTabs } from './menu-tabs';

type Page = Extract<MenuPageData, { kind: 'menu' }>;

/**
 * The whole menu on one page: sticky category tabs over every category's articles; a category
 * inside another is a section of its own under its heading. A category's address opens this page
 * at its section. The shop's offers, if any, head the menu for every guest.
 */
export function MenuView({ page, orderTypes, offers = [] }: { page: Page; orderTypes: OrderType[]; offers?: readonly MenuOffer[] }) {
  const t = useTranslations('Menu');
  const top = page.sections.filter((s) => s.depth === 0);
  const anyArticles = page.sections.some((s) => s.articles.length > 0);
  return (
    <section>
      <h1>{t('title', { shop: page.shop.name })}</h1>
      <OrderChipSlot shopId={page.shop.id} orderTypes={orderTypes} />
      <MenuOffers shopId={page.shop.id} symbol={page.symbol} offers={offers} />
      <div className={styles.tools}>
        <MenuSearch shopId={page.shop.id} symbol={page.symbol} />
        {anyArticles ? <AllergenFilter /> : null}
      </div>
      {top.length ? (
        <MenuTabs
          label={t('categories')}
          openAt={page.openAt}
          tabs={top.map((s) => {
            const category = page.categories.find((c) => c.name === s.path[0]);
            return { id: s.id, label: s.label, imageUrl: category?.imageUrl ?? null, href: category?.href ?? '' };
          })}
        />
      ) : null}
      <MenuSections shopId={page.shop.id} symbol={page.symbol} sections={page.sections} />
    </section>
  );
}
