'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** How long "Connected again" stays after the connection returns. */
const BACK_MS = 4000;

/**
 * Losing the connection keeps the guest where they are: a thin banner says so and that nothing
 * is lost, and the page (the menu, an order being followed) stays; a navigation that cannot load
 * shows the offline screen instead (the service worker's fallback). Part of the first load (a
 * few lines), not of the layout's deferred effects: the network may drop while the rest loads.
 * The live region is always in the page, so a screen reader hears each change.
 */
export function ConnectionBanner() {
  const t = useTranslations('Connection');
  const [state, setState] = useState<'online' | 'offline' | 'back'>('online');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setState('offline');
    };
    const online = () => {
      setState('back');
      clearTimeout(timer);
      timer = setTimeout(() => setState('online'), BACK_MS);
    };
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return (
    <div className="connection" role="status" data-state={state} data-testid="connection-banner">
      {state === 'offline' ? t('lost') : state === 'back' ? t('back') : ''}
    </div>
  );
}
