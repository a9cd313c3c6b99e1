'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

import styles from './top-bar.module.css';

/** SPEC.md §2: /login?redirectUri={current path}, so sign-in returns the visitor here. */
export function LoginLink() {
  const t = useTranslations('Layout');
  const pathname = usePathname();
  const href = pathname === '/' ? '/login' : `/login?redirectUri=${encodeURIComponent(pathname)}`;
  return (
    <Link href={href} className={styles.link}>
      {t('login')}
    </Link>
  );
}
