'use client';

import { useRouter as useNextRouter } from 'next/navigation';
import { useMemo } from 'react';

import { useLinkPath } from './link-prefix';

type NextRouter = ReturnType<typeof useNextRouter>;

/** Next's router whose push, replace and prefetch keep the page's language prefix, as links do. */
export function useRouter(): NextRouter {
  const router = useNextRouter();
  const linkPath = useLinkPath();
  return useMemo(
    () => ({
      ...router,
      push: (href, options) => router.push(linkPath(href), options),
      replace: (href, options) => router.replace(linkPath(href), options),
      prefetch: (href, options) => router.prefetch(linkPath(href), options),
    }),
    [router, linkPath],
  );
}
