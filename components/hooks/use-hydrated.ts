'use client';

import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False while hydrating (server snapshot), true once the browser's own state can be read. */
export const useHydrated = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
