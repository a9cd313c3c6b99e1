'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent } from 'react';

import { useLinkPath } from './link-prefix';

let hover: boolean | undefined;
/** A mouse (or trackpad) that can hover: a desktop. Phones cannot, and tap what they see. */
const canHover = () => (hover ??= typeof window !== 'undefined' && window.matchMedia('(hover: hover) and (pointer: fine)').matches);

/**
 * next/link for the app's pages: on a language URL (/en/...) the link keeps the prefix, in the
 * server's HTML too, so crawlers and guests without JavaScript stay in that language.
 * Prefetching follows where a tap is likely: on a phone, the links in view (Next's default);
 * on a desktop, the link the pointer rests on or the keyboard reaches, not every link on the page.
 */
export default function Link({ href, prefetch, onMouseEnter, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const linkPath = useLinkPath();
  const router = useRouter();
  const target = typeof href === 'string' ? linkPath(href) : href;
  if (prefetch !== undefined || typeof target !== 'string' || !canHover()) {
    return <NextLink href={target} prefetch={prefetch} onMouseEnter={onMouseEnter} onFocus={onFocus} {...props} />;
  }
  return (
    <NextLink
      href={target}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        router.prefetch(target);
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        router.prefetch(target);
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
