'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

function Loading() {
  const t = useTranslations('Checkout');
  return <p>{t('loading')}</p>;
}

/**
 * The basket lives in local storage, so the form can show nothing before hydration but the same
 * line its own first render shows: its code (the basket store, contact checks, pickup times, the
 * failure messages) loads after the page's first paint, not with it.
 */
export const DeferredCheckoutForm = dynamic(() => import('./checkout-form').then((m) => m.CheckoutForm), { ssr: false, loading: Loading });
