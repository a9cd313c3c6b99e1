'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useSyncExternalStore } from 'react';

import { useErrorMessage } from '@/components/errors/error-popup';
import { type PaymentMethod } from '@/lib/domain/orders/order';
import { paymentAddress } from '@/lib/domain/orders/payment-address';
import { decodeSegment } from '@/lib/routes';

import { PaymentView } from './payment-view';

const noChanges = () => () => {};

/**
 * The payment of the order the address names. The page around it is one cached page per shop
 * (the proxy rewrites every `/shop/{id}/checkout/payment/{orderId}` to it), so a guest back from
 * the provider is answered at once, however many guests pay: the order, the provider's answer
 * and the checkout's choice are read from the address here, in the browser, and the order
 * through the BFF as before. Before the scripts run, and on the server, it says it is loading
 * (the page wraps it in a Suspense boundary that says so: the query is the browser's to read).
 */
export function PaymentAtAddress({ shopId, paymentMethods }: { shopId: number; paymentMethods: readonly PaymentMethod[] }) {
  const t = useTranslations('Payment');
  const errorMessage = useErrorMessage();
  const pathname = usePathname();
  // The router's query, not the window's: on a navigation from checkout this renders before the address bar changes.
  const query = useSearchParams();
  const inBrowser = useSyncExternalStore(noChanges, () => true, () => false);
  const address = useMemo(() => (inBrowser ? paymentAddress(pathname, query.toString()) : undefined), [inBrowser, pathname, query]);
  if (address === undefined) return <p role="status">{t('loading')}</p>;
  if (address === null) return <p role="alert">{errorMessage('FAILED_FIND_ORDER', { orderId: decodeSegment(pathname.split('/').pop() ?? '') })}</p>;
  return (
    <PaymentView
      key={address.orderId}
      shopId={shopId}
      orderId={address.orderId}
      returning={address.returning}
      chosen={address.chosen}
      paymentMethods={paymentMethods}
    />
  );
}
