'use client';

import dynamic from 'next/dynamic';

/** The order-type chip shows the basket (saved in the browser): drawn after hydration, with the basket store's code, out of the first load. */
export const DeferredOrderChip = dynamic(() => import('./order-chip').then((m) => m.OrderChip), { ssr: false });
