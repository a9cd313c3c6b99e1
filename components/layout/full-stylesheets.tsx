'use client';

import { useEffect } from 'react';

/**
 * A whole page arrives with the rules it uses inlined and its stylesheets linked as print-only
 * (server/steps/critical-css.ts), so the first paint waits for no stylesheet. As the page
 * hydrates (in the layout's first commit, before any part drawn only in the browser — the
 * checkout form, the basket, an offer's dishes — has loaded its code), the stylesheets apply in
 * full: what the scripts add finds all its rules.
 */
export function FullStylesheets() {
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-critical-rest]')) {
      link.media = 'all';
      link.removeAttribute('data-critical-rest');
    }
  }, []);
  return null;
}
