'use client';

import { useEffect, useRef } from 'react';

import { splitLocalePrefix } from '@/lib/domain/locale/locale';

/** Sent just before the page reloads in another language: each draft on the page is kept. */
const BEFORE_LANGUAGE_CHANGE = 'ordering:before-language-change';
const PREFIX = 'ordering.draft.';
/** A draft older than this is not restored (a tab reopened much later starts afresh). */
const MAX_AGE_MS = 10 * 60_000;

/** The language selector calls this before it reloads: every page draft is written down. */
export function keepDraftsForLanguageChange(): void {
  window.dispatchEvent(new Event(BEFORE_LANGUAGE_CHANGE));
}

/** Under the page's address without its language prefix, so the draft is found after the switch. */
const keyFor = (name: string) => `${PREFIX}${name}:${splitLocalePrefix(window.location.pathname).path}`;

/**
 * Work on a page that a language switch (a reload) must not throw away: the article's choices and
 * quantity, checkout's typed fields. `value` is written to this tab's session storage just before
 * the switch, and given back once to `restore` when the same page opens again in the new language.
 * What comes back is untrusted: `restore` takes only what it recognises.
 */
export function usePageDraft<T>(name: string, value: T, restore: (saved: unknown) => void): void {
  const current = useRef(value);
  const restoreRef = useRef(restore);
  // The latest value and restore, kept after each render (before the effect below runs on mount).
  useEffect(() => {
    current.current = value;
    restoreRef.current = restore;
  });

  useEffect(() => {
    const key = keyFor(name);
    let raw: string | null = null;
    try {
      raw = sessionStorage.getItem(key);
      if (raw !== null) sessionStorage.removeItem(key);
    } catch {
      // Storage refused (private mode): nothing to restore.
    }
    if (raw !== null) {
      try {
        const saved = JSON.parse(raw) as { at?: unknown; value?: unknown };
        if (typeof saved.at === 'number' && Date.now() - saved.at < MAX_AGE_MS) restoreRef.current(saved.value);
      } catch {
        // Not ours, or broken: ignored.
      }
    }
    const keep = () => {
      try {
        sessionStorage.setItem(key, JSON.stringify({ at: Date.now(), value: current.current }));
      } catch {
        // Storage full or refused: the switch goes on without it.
      }
    };
    window.addEventListener(BEFORE_LANGUAGE_CHANGE, keep);
    return () => window.removeEventListener(BEFORE_LANGUAGE_CHANGE, keep);
  }, [name]);
}
