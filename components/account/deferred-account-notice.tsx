'use client';

import dynamic from 'next/dynamic';

/** The notice is read from session storage, so it never shows on the server's HTML: its code loads after hydration. */
export const DeferredAccountNotice = dynamic(() => import('./account-notice').then((m) => m.AccountNotice), { ssr: false });
