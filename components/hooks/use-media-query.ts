'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** Small screens are under 900 px wide or under 600 px high. */
export const LARGE_SCREEN = '(min-width: 900px) and (min-height: 600px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
