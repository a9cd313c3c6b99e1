import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { localize } from '@/lib/domain/i18n-text';
import { pageLocale } from '@/lib/i18n/page-locale';
import { loadMenu } from '@/lib/services/catalog';
import { requireShop } from '@/lib/services/shop-page';

export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/shop/[shopId]/menu/[[...path]]'>): Promise<Metadata> {
  const { shopId, locale: raw } = await params;
  const locale = pageLocale(raw);
  const [shop, t] = await Promise.all([requireShop(shopId), getTranslations({ locale, namespace: 'Menu' })]);
  return { title: t('metaTitle', { shop: shop.name }) };
}

/** The shop's menu: its top-level categories for now; browsing and the basket come next. */
export default async function MenuPage({ params }: PageProps<'/[locale]/shop/[shopId]/menu/[[...path]]'>) {
  const { shopId, locale: raw } = await params;
  const locale = pageLocale(raw);
  const shop = await requireShop(shopId);
  const [menu, t] = await Promise.all([loadMenu(shop.id, locale), getTranslations('Menu')]);
  const categories = menu.items.filter((item) => item.type === 'container');
  return (
    <section>
      <h1>{t('title', { shop: shop.name })}</h1>
      <ul>
        {categories.map((category) => (
          <li key={category.name}>{localize(category.i18n, locale, category.name)}</li>
        ))}
      </ul>
    </section>
  );
}
