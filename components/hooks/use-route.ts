'use client';

import { usePathname } from 'next/navigation';
import { useMemo } from 'react';

import { matchRoute } from '@/lib/routes';

/** The current route and its flags: the one place the browser matches a path to the route table. */
export function useRoute() {
  const pathname = usePathname();
  return { pathname, route: useMemo(() => matchRoute(pathname), [pathname]) };
}
