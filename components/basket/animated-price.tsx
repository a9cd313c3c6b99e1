'use client';

import { useEffect, useRef, useState } from 'react';

import { Price } from '@/components/ui/price';

const DURATION_MS = 1000;

/** The total counts to its new value over 1 s; instantly under reduced motion. */
export function AnimatedPrice({ amount, symbol }: { amount: number; symbol: string }) {
  const [shown, setShown] = useState(amount);
  const from = useRef(amount);

  useEffect(() => {
    const start = from.current;
    from.current = amount;
    if (start === amount) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let frame = 0;
    const began = performance.now();
    const step = (now: number) => {
      const progress = reduce ? 1 : Math.min(1, (now - began) / DURATION_MS);
      setShown(Math.round(start + (amount - start) * progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [amount]);

  return <Price amount={shown} symbol={symbol} />;
}
