'use client';

import { useCallback, useState } from 'react';

import { imagePath } from '@/lib/routes';

/** Shown in the same box when a menu item has no picture or its picture does not load. */
export const FALLBACK_IMAGE = '/images/menu-fallback.svg';

type Props = {
  /** The upstream image path (it may end in a `?_t=` cache-buster), or null when there is none. */
  path: string | null;
  width: number;
  height: number;
  className?: string;
  /** Below the fold: loaded only when it nears the viewport. */
  lazy?: boolean;
  /**
   * The page's largest picture, at the top: fetched at high priority, alongside the stylesheets,
   * so it is there for the first paint (a browser otherwise holds back a picture's request until
   * the stylesheets have loaded and layout has shown it to be on screen).
   */
  priority?: boolean;
  /** The picture's own bytes as a data URL, when the page carries them: no request, so it paints with the page. */
  inlineSrc?: string;
};

/**
 * The picture of an article, a category or a suggestion. Decorative (the name is beside it), so
 * its alt text is empty. No path, or a picture that fails to load, shows the fallback picture.
 */
export function MenuImage({ path, width, height, className, lazy = false, priority = false, inlineSrc }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = path && failed !== path;
  const src = usable ? (inlineSrc ?? imagePath(path)) : FALLBACK_IMAGE;
  // A picture that failed before the page was hydrated fired its error before React listened.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && path && img.getAttribute('src') !== FALLBACK_IMAGE && img.complete && img.naturalWidth === 0) setFailed(path);
    },
    [path],
  );
  return (
    <img
      ref={checkLoaded}
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(path)}
    />
  );
}
