'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { whenIdle } from '@/components/hooks/when-idle';
import { Button } from '@/components/ui/button';

import styles from './pwa.module.css';

/**
 * Registers the service worker (production builds only) and shows the update banner when a new
 * version is waiting (components/pwa/offline-redirect.tsx handles a dropped network).
 */
export function ServiceWorker() {
  const t = useTranslations('Update');
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const updateRequested = useRef(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    let updateTimer: ReturnType<typeof setInterval> | undefined;
    const track = (registration: ServiceWorkerRegistration) => {
      const offer = (worker: ServiceWorker | null) => {
        if (worker && navigator.serviceWorker.controller && !cancelled) setWaiting(worker);
      };
      offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') offer(installing);
        });
      });
    };
    const register = () =>
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .then((registration) => {
          if (cancelled) return;
          track(registration);
          // Look for a new version now and then while the app stays open.
          updateTimer = setInterval(() => void registration.update().catch(() => {}), 30 * 60_000);
        })
        .catch((error: unknown) => console.warn('[sw] registration failed', error));
    // Registering starts the precache downloads: only after the page has loaded and the browser is idle.
    let cancelIdle = () => {};
    const onLoad = () => {
      cancelIdle = whenIdle(() => void register(), 10_000);
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    // Reload only when the guest asked for the update (a first install also changes the controller).
    const onControllerChange = () => {
      if (!updateRequested.current) return;
      updateRequested.current = false;
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    return () => {
      cancelled = true;
      window.removeEventListener('load', onLoad);
      cancelIdle();
      clearInterval(updateTimer);
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    };
  }, []);

  if (!waiting) return null;
  return (
    <div className={styles.banner} role="status" data-testid="update-banner">
      <p>{t('available')}</p>
      <Button
        onClick={() => {
          updateRequested.current = true;
          waiting.postMessage({ type: 'SKIP_WAITING' });
        }}
      >
        {t('update')}
      </Button>
    </div>
  );
}
