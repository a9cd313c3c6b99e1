'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

import Link from '@/components/navigation/link';
import styles from '@/components/ui/top-bar.module.css';
import { href } from '@/lib/routes';

import { PersonIcon } from './person-icon';

/** The top bar's way to sign in, back to this page afterwards. */
export function LoginLink() {
  const tl = useTranslations('Layout');
  const pathname = usePathname();
  return (
    <Link href={pathname === '/' ? href.login() : href.login(pathname)} className={styles.link} prefetch={false}>
      <PersonIcon />
      <span className={styles.words}>{tl('login')}</span>
    </Link>
  );
}
