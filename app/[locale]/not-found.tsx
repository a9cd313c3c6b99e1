import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { buttonClass } from '@/components/ui/button';

export default async function NotFound() {
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
