
import { AccountMenu } from '@/components/account/account-menu';
import { DeferredGroupLink } from '@/components/group/deferred-group-link';
import { DeferredPaidOrdersLink } from '@/components/orders/deferred-paid-orders-link';
import styles from '@/components/ui/top-bar.module.css';
import type { Locale } from '@/lib/domain/locale/locale';

import { BackButton } from './back-button';
import { LanguageSelector } from './language-selector';
import { LogoLink } from './logo-link';
import { OffersLink } from './offers-link';

export function TopBar({ showLogin, languages }: { showLogin: boolean; languages: readonly Locale[] }) {
  return (
    <header className={styles.bar}>
      <BackButton />
      <LogoLink />
      <span className={styles.spacer} />
      {/* Offers are for every guest, signed in or not. */}
      <OffersLink />
      <LanguageSelector languages={languages} />
      <DeferredGroupLink />
      <DeferredPaidOrdersLink />
      {showLogin ? <AccountMenu /> : null}
    </header>
  );
}
