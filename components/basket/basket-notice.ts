'use client';

import { useSyncExternalStore } from 'react';

/**
 * One thing to say about the basket on the next page the guest lands on ("Added from your order of
 * 28 Nov"): set just before a navigation in this page load, shown by the basket once, on that page.
 */
type Notice = { path: string; text: string } | null;
let notice: Notice = null;
const listeners = new Set<() => void>();

export const basketNotice = {
  /** Says `text` in the basket on the page at `path` (without a language prefix or with one, as navigated). */
  set(path: string, text: string) {
    notice = { path, text };
    for (const listener of listeners) listener();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The notice for the page at `pathname`, or null. */
export function useBasketNotice(pathname: string): string | null {
  const current = useSyncExternalStore(subscribe, () => notice, () => null);
  return current && (current.path === pathname || pathname.endsWith(current.path)) ? current.text : null;
}
