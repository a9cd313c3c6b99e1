
import { AccountMenu } from '@/components/account/account-menu';
import { DeferredPaidOrdersLink } from '@/components/orders/deferred-paid-orders-link';
import styles from '@/components/ui/top-bar.module.css';

import { BackButton } from './back-button';
import { LanguageSelector } from './language-selector';
import { LogoLink } from './logo-link';

export function TopBar({ showLogin }: { showLogin: boolean }) {
  return (
    <header className={styles.bar}>
      <BackButton />
      <LogoLink />
      <span className={styles.spacer} />
      <LanguageSelector />
      <DeferredPaidOrdersLink />
      {showLogin ? <AccountMenu /> : null}
    </header>
  );
}
