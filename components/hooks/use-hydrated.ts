'use client';

import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * A value only the browser knows (the address, session storage), read once hydrated; `server`
 * while hydrating. `read` must answer the same value each time it is asked (a primitive, or cached).
 */
export const useBrowserValue = <T>(read: () => T, server: T): T => useSyncExternalStore(noop, read, () => server);

/** False while hydrating (server snapshot), true once the browser's own state can be read. */
export const useHydrated = () => useBrowserValue(() => true, false);
