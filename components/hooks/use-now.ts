'use client';

import { useEffect, useState } from 'react';

import { whenIdle } from './when-idle';

const minuteOf = (date: Date) => Math.floor(date.getTime() / 60_000);

/**
 * The render time first (so hydration matches the server), then the real clock: caught up once
 * the page is idle after hydrating (a cached page may be minutes old), then each minute. Within
 * the same minute nothing renders again.
 */
export function useNow(renderedAt: string): Date {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    const tick = () =>
      setNow((previous) => {
        const next = new Date();
        return minuteOf(next) === minuteOf(previous) ? previous : next;
      });
    const cancelFirst = whenIdle(tick);
    const timer = setInterval(tick, 60_000);
    return () => {
      cancelFirst();
      clearInterval(timer);
    };
  }, []);
  return now;
}
