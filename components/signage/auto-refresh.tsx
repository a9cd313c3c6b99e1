'use client';

import { useEffect } from 'react';

import { useRouter } from '@/components/navigation/use-router';

/** A screen nobody touches: fetch the menu again now and then so prices and sold-outs stay true. */
export function AutoRefresh({ seconds }: { seconds: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), seconds * 1000);
    return () => clearInterval(timer);
  }, [router, seconds]);
  return null;
}
