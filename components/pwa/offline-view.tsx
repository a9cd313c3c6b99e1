'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';

import { useRouter } from '@/components/navigation/use-router';
import { Button } from '@/components/ui/button';

import { isSiteReachable, OFFLINE_RECHECK_MS } from './connectivity';

/** Offline page: Try again probes the site; back online, the guest goes home. */
export function OfflineView() {
  const t = useTranslations('Offline');
  const router = useRouter();
  const [checking, setChecking] = useState(false);

  const check = useCallback(async () => {
    setChecking(true);
    // Loading stays long enough to be seen, so a quick failure does not look like nothing happened.
    const [reachable] = await Promise.all([isSiteReachable(), new Promise((resolve) => setTimeout(resolve, 800))]);
    setChecking(false);
    if (reachable) router.replace('/');
  }, [router]);

  useEffect(() => {
    const goHomeIfOnline = () => {
      if (navigator.onLine) void isSiteReachable().then((ok) => ok && router.replace('/'));
    };
    const first = setTimeout(goHomeIfOnline, 0);
    const timer = setInterval(goHomeIfOnline, OFFLINE_RECHECK_MS);
    window.addEventListener('online', goHomeIfOnline);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      window.removeEventListener('online', goHomeIfOnline);
    };
  }, [router]);

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
