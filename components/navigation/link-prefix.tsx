'use client';

import { createContext, type ReactNode, useCallback, useContext } from 'react';

import { linkPath } from '@/lib/domain/locale/locale';

const LinkPrefix = createContext('');

/** The language prefix ('' or /{locale}) every link and navigation on this page keeps. */
export function LinkPrefixProvider({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <LinkPrefix.Provider value={prefix}>{children}</LinkPrefix.Provider>;
}

/** A page path as this page links to it: under the language URL's prefix when the page has one. */
export function useLinkPath() {
  const prefix = useContext(LinkPrefix);
  return useCallback((path: string) => linkPath(prefix, path), [prefix]);
}
