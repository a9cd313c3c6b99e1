import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { BackButton } from './back-button';
import { LanguageSelector } from './language-selector';
import { LoginLink } from './login-link';
import styles from './top-bar.module.css';

export async function TopBar({ showLogin }: { showLogin: boolean }) {
  const t = await getTranslations('Layout');
  return (
    <header className={styles.bar}>
      <BackButton />
      <Link href="/" className={styles.logo} aria-label={t('home')}>
        <img src="/icons/logo.svg" alt="" width={32} height={32} />
        <span>{t('brand')}</span>
      </Link>
      <span className={styles.spacer} />
      <LanguageSelector />
      {showLogin ? <LoginLink /> : null}
    </header>
  );
}
