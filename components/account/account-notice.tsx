'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useBrowserValue } from '@/components/hooks/use-hydrated';
import styles from '@/components/ui/forms.module.css';

const KEY = 'ordering.notice';
const NOTICES = ['accountDeleted', 'signInAgain'] as const;
type Notice = (typeof NOTICES)[number];

/** What happened to the account, said on the page the customer is sent to next (this tab only). */
export function leaveNotice(notice: Notice) {
  try {
    sessionStorage.setItem(KEY, notice);
  } catch {
    // storage blocked: the page the customer lands on shows its own state
  }
}

let taken: Notice | null | undefined;
/** Read once per page load, and forgotten, so a reload does not say it again. */
function takeNotice(): Notice | null {
  if (taken !== undefined) return taken;
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    taken = NOTICES.find((n) => n === value) ?? null;
  } catch {
    taken = null;
  }
  return taken;
}

/**
 * The notice left before a full page load (an account deleted, a password changed and signed
 * out), shown on the page that load opened and gone once the customer moves on.
 */
export function AccountNotice() {
  const t = useTranslations('Account.notices');
  const pathname = usePathname();
  const [landing] = useState(pathname);
  const notice = useBrowserValue(takeNotice, null);
  // Shown only when there is something to say: it is at the top of the freshly loaded page.
  if (!notice || pathname !== landing) return null;
  return (
    <p role="status" className={styles.notice} data-testid="account-notice">
      {t(notice)}
    </p>
  );
}
