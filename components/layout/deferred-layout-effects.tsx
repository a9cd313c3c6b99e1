'use client';

import dynamic from 'next/dynamic';

import { watchInlinedStylesheets } from './inlined-stylesheets';

// When this module runs (the page's start-up, before hydration), no chunk has loaded yet: the
// stylesheets already inline, and those a later page brings, are marked so that no chunk asks for them again.
if (typeof document !== 'undefined') watchInlinedStylesheets(document);

/**
 * The layout's effects draw nothing on the first paint, so their code loads after the page has
 * hydrated, in a chunk of its own, instead of with the first-load JavaScript of every page.
 */
export const DeferredLayoutEffects = dynamic(() => import('./layout-effects').then((m) => m.LayoutEffects), { ssr: false });
