import { getTranslations } from 'next-intl/server';

import Link from '@/components/navigation/link';
import styles from '@/components/ui/top-bar.module.css';
import { href } from '@/lib/routes';

export async function Footer({ version }: { version: string | null }) {
  const t = await getTranslations('Layout');
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footerNav')}>
        <ul className={styles.footerLinks}>
          <li>
            <Link href={href.terms()} prefetch={false}>
              {t('terms')}
            </Link>
          </li>
          <li>
            <Link href={href.privacy()} prefetch={false}>
              {t('privacy')}
            </Link>
          </li>
          <li>
            <Link href={href.accessibility()} prefetch={false}>
              {t('accessibility')}
            </Link>
          </li>
        </ul>
      </nav>
      {version ? <p>{t('version', { version })}</p> : null}
    </footer>
  );
}
