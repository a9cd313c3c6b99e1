'use client';

import dynamic from 'next/dynamic';

/** The paid orders live in local storage, so the icon never shows on the server's HTML: its code loads after hydration. */
export const DeferredPaidOrdersLink = dynamic(() => import('./paid-orders-link').then((m) => m.PaidOrdersLink), { ssr: false });
