'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';

import styles from './top-bar.module.css';

/** Hidden on the home page; elsewhere goes back, or home when there is no history. */
export function BackButton() {
  const t = useTranslations('Layout');
  const router = useRouter();
  const pathname = usePathname();
  if (pathname === '/' || /^\/[a-z]{2}$/.test(pathname)) return null;
  return (
    <button
      type="button"
      className={styles.back}
      onClick={() => (window.history.length > 1 ? router.back() : router.push('/'))}
    >
      <span aria-hidden="true">← </span>
      {t('back')}
    </button>
  );
}
