'use client';

import { useEffect } from 'react';

/**
 * A whole page arrives with the rules it uses inlined and its stylesheets linked as print-only
 * (server/steps/critical-css.ts), so the first paint waits for no stylesheet. Once the scripts
 * have run, the stylesheets apply in full: what the scripts add later (a dialog, a new page of a
 * client navigation) finds all its rules.
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
