'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';

import { useRouter } from '@/components/navigation/use-router';
import { Button } from '@/components/ui/button';

import { isSiteReachable, OFFLINE_RECHECK_MS } from './connectivity';

/** The offline page's own address (`/offline`, `/en/offline`), as opposed to a page it stands in for. */
const isOfflinePage = (pathname: string) => /^(\/[a-z]{2})?\/offline\/?$/.test(pathname);

/**
 * The offline screen: what a navigation that could not load shows (the service worker's fallback,
 * under the address the guest was going to). Try again probes the site; back online, that same
 * address loads; opened as the offline page itself, the guest goes home.
 */
export function OfflineView() {
  const t = useTranslations('Offline');
  const router = useRouter();
  const [checking, setChecking] = useState(false);

  const resume = useCallback(() => {
    if (isOfflinePage(window.location.pathname)) router.replace('/');
    else window.location.reload();
  }, [router]);

  const check = useCallback(async () => {
    setChecking(true);
    // Loading stays long enough to be seen, so a quick failure does not look like nothing happened.
    const [reachable] = await Promise.all([isSiteReachable(), new Promise((resolve) => setTimeout(resolve, 800))]);
    setChecking(false);
    if (reachable) resume();
  }, [resume]);

  useEffect(() => {
    const resumeIfOnline = () => {
      if (navigator.onLine) void isSiteReachable().then((ok) => ok && resume());
    };
    const first = setTimeout(resumeIfOnline, 0);
    const timer = setInterval(resumeIfOnline, OFFLINE_RECHECK_MS);
    window.addEventListener('online', resumeIfOnline);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      window.removeEventListener('online', resumeIfOnline);
    };
  }, [resume]);

  return (
    <section>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>{t('basketKept')}</p>
      <Button onClick={check} disabled={checking} aria-busy={checking}>
        {checking ? t('loading') : t('tryAgain')}
      </Button>
      <p className="visually-hidden" aria-live="polite">
        {checking ? t('loading') : ''}
      </p>
    </section>
  );
}
