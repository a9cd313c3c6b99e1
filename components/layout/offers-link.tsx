import { useTranslations } from 'next-intl';

import Link from '@/components/navigation/link';
import styles from '@/components/ui/top-bar.module.css';
import { href } from '@/lib/routes';

/**
 * The top bar's way to the offers, for every guest (offers are public, not an account's). A
 * narrow bar shows the tag icon only, named by the hidden word. Not prefetched: it is on every page.
 */
export function OffersLink() {
  const t = useTranslations('Offers');
  return (
    <Link href={href.campaigns()} className={styles.link} prefetch={false} data-testid="offers-link">
      <svg className={styles.icon} aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
        <circle cx="8" cy="8" r="1.5" />
      </svg>
      <span className={styles.words}>{t('title')}</span>
    </Link>
  );
}
