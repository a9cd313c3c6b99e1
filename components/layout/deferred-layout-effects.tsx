'use client';

import dynamic from 'next/dynamic';

/**
 * The layout's effects draw nothing on the first paint, so their code loads after the page has
 * hydrated, in a chunk of its own, instead of with the first-load JavaScript of every page.
 */
export const DeferredLayoutEffects = dynamic(() => import('./layout-effects').then((m) => m.LayoutEffects), { ssr: false });
