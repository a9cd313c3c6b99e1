'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import Link from '@/components/navigation/link';
import styles from '@/components/ui/top-bar.module.css';

import { LoginLink } from './login-link';
import { PersonIcon } from './person-icon';
import { signOut, useAuth } from './use-auth';

/**
 * The signed-in customer's menu: offers, favourites, history, profile, sign out. While the
 * profile is on its way the button says "Profile" (the server's hint said signed in); the login
 * link only once the profile says signed out.
 */
export function ProfileMenu() {
  const t = useTranslations('Account');
  const { profile, isAuthenticated, loading } = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (!isAuthenticated && !loading) return <LoginLink />;
  return (
    <div className={styles.menuWrap}>
      <button ref={button} type="button" className={styles.back} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        <PersonIcon />
        <span className={`${styles.words} ${styles.name}`}>{profile?.name ?? t('profile')}</span>
      </button>
      {open ? (
        <ul id={menuId} className={styles.menu} onClick={() => setOpen(false)}>
          <li>
            <Link href="/campaigns">{t('offers')}</Link>
          </li>
          <li>
            <Link href="/favorites">{t('favorites')}</Link>
          </li>
          <li>
            <Link href="/order-history">{t('orderHistory')}</Link>
          </li>
          <li>
            <Link href="/profile">{t('profile')}</Link>
          </li>
          <li>
            <button type="button" onClick={() => void signOut()}>
              {t('signOut')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
