import { getTranslations } from 'next-intl/server';

import Link from '@/components/navigation/link';
import { buttonClass } from '@/components/ui/button';

/** What a guest reads on any not-found page, in the page's language. */
export async function NotFoundView() {
  const t = await getTranslations('NotFound');
  return (
    <section>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href="/" className={buttonClass()}>
        {t('home')}
      </Link>
    </section>
  );
}
