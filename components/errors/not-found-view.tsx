import { getTranslations } from 'next-intl/server';

import Link from '@/components/navigation/link';
import { buttonClass } from '@/components/ui/button';

import { LazyShopMenuLink } from './lazy-shop-menu-link';

/**
 * What a guest reads on any not-found page, in the page's language. Inside a shop (an article or
 * category it does not have) the way back to that shop's menu comes first, then the start page.
 */
export async function NotFoundView() {
  const t = await getTranslations('NotFound');
  return (
    <section>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <LazyShopMenuLink label={t('toMenu')} />
        <Link href="/" className={buttonClass('secondary')}>
          {t('home')}
        </Link>
      </p>
    </section>
  );
}
