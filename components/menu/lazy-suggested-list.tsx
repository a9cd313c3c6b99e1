'use client';

import dynamic from 'next/dynamic';

/** The suggestions step's list: its code loads only on that page, not with every menu page. */
export const LazySuggestedList = dynamic(() => import('./suggested-list').then((m) => m.SuggestedList));
