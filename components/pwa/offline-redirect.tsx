'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Going offline anywhere leads to the offline page. Part of the first load (a few lines), not of
 * the layout's deferred effects: the network may drop while the rest is still loading.
 */
export function OfflineRedirect() {
  const router = useRouter();
  useEffect(() => {
    const onOffline = () => {
      if (window.location.pathname !== '/offline') router.push('/offline');
    };
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, [router]);
  return null;
}
