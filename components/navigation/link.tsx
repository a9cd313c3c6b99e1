'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';

import { useLinkPath } from './link-prefix';

/**
 * next/link for the app's pages: on a language URL (/en/...) the link keeps the prefix, in the
 * server's HTML too, so crawlers and guests without JavaScript stay in that language.
 */
export default function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const linkPath = useLinkPath();
  return <NextLink href={typeof href === 'string' ? linkPath(href) : href} {...props} />;
}
