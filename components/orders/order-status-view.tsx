'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { SaveDetailsOffer } from '@/components/account/save-details-offer';
import { useErrorMessage } from '@/components/errors/error-popup';
import { useBrowserValue } from '@/components/hooks/use-hydrated';
import { useNow } from '@/components/hooks/use-now';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { ApiProblem } from '@/lib/client/api';
import { isAppErrorCode } from '@/lib/domain/app-error';
import { clockTime } from '@/lib/domain/orders/kitchen';
import { isFinalStatus, PROGRESS_STEPS, readyWording, type ServiceStyle, statusKey } from '@/lib/domain/orders/order';
import { orderNumber, orderReference } from '@/lib/domain/orders/order-number';
import { applyStatus } from '@/lib/domain/orders/tracking';

import { CancelledNotice } from './cancelled-notice';
import { OrderDetails } from './order-details';
import { rememberOrderNumber } from './order-numbers-store';
import statusStyles from './order-status.module.css';
import { OrderSummary } from './order-summary';
import { paidOrdersStore } from './paid-orders-store';
import { createReadySignal } from './ready-signal';
import { rememberedReceiptEmail } from './receipt-email';
import { ReceiptForm } from './receipt-form';
import { useOrder } from './use-order';
import { useOrderShop } from './use-order-shop';

/** How fast the open order page follows the kitchen; it stops once the order is finished. */
export const LIVE_REFRESH_MS = 3000;

/**
 * The order's status, live while the page is open, with the number the guest watches for in large
 * type. Ready turns the whole card green and says what happens now: per order type, and for
 * eat-in per the restaurant's service. A notification, a tone and a buzz when it is ready, once
 * the guest asked for them.
 */
export function OrderStatusView({ orderId, service = null }: { orderId: string; service?: ServiceStyle | null }) {
  const t = useTranslations('OrderStatus');
  const errorMessage = useErrorMessage();
  const [notify, setNotify] = useState(false);
  const signal = useRef<(() => void) | null>(null);
  const previous = useRef<string | null>(null);
  const { data: order, error } = useOrder(orderId, {
    refreshInterval: (latest) => (latest && isFinalStatus(latest.status) ? 0 : LIVE_REFRESH_MS),
    refreshWhenHidden: true,
    revalidateOnFocus: true,
  });

  const shop = useOrderShop(order?.shopId ?? null);
  // The e-mail this tab gave at checkout: offered to keep, with a password, for next time.
  const receiptEmail = useBrowserValue(() => rememberedReceiptEmail(orderId), null);
  // The clock the "in about" minutes follow (it moves on each minute).
  const now = useNow(new Date().toISOString());

  useEffect(() => {
    if (!order) return;
    const before = previous.current;
    previous.current = order.status;
    paidOrdersStore.set((s) => applyStatus(s, order.orderId, order.status, Date.now()));
    // The orders list names the order by the number this card shows.
    rememberOrderNumber(order);
    if (before && before !== 'Done' && order.status === 'Done' && notify) {
      if ('Notification' in window && Notification.permission === 'granted') {
        const wording = readyWording(order.orderType, service);
        const body = wording === 'general' ? t('readyNotificationBody') : t(`ready.${wording}.detail`, { number: orderNumber(order) });
        new Notification(t('readyNotificationTitle'), { body, tag: order.orderId });
      }
      signal.current?.();
    }
  }, [order, notify, t, service]);

  if (error && !order) {
    const code = error instanceof ApiProblem && isAppErrorCode(error.code) ? error.code : 'UNKNOWN';
    return (
      <p role="alert" data-testid="order-error">
        {errorMessage(code, { orderId })}
      </p>
    );
  }
  if (!order) return <p role="status">{t('loading')}</p>;

  const key = statusKey(order.status);
  const zone = shop.timeZone ?? undefined;
  // A later pickup still ahead today: how long until then, to the nearest five minutes.
  const ahead = order.pickupTime && !order.asap ? Date.parse(order.pickupTime) - now.getTime() : NaN;
  const minutesAway = ahead > 0 && ahead < 12 * 3600_000 && !isFinalStatus(order.status) ? Math.max(5, Math.round(ahead / 300_000) * 5) : null;
  const reached = (PROGRESS_STEPS as readonly string[]).indexOf(order.status);
  const number = orderNumber(order);
  const reference = orderReference(order);
  const wording = key === 'ready' ? readyWording(order.orderType, service) : 'general';
  const title = wording === 'general' ? t(`status.${key}`) : t(`ready.${wording}.title`);
  const detail = wording === 'general' ? t(`detail.${key}`) : t(`ready.${wording}.detail`, { number });

  return (
    <>
      <section className={`${styles.status} ${statusStyles.card}`} aria-labelledby="order-status" data-status={key} data-testid="order-card">
        {key !== 'cancelled' ? (
          <p className={statusStyles.number}>
            <span className={statusStyles.numberLabel}>{t('pickupNumberLabel')}</span>
            <span className={statusStyles.numberValue} data-testid="pickup-number">
              {number}
            </span>
          </p>
        ) : null}
        <h2 id="order-status" aria-live="polite" data-testid="order-status">
          {title}
        </h2>
        <p>{detail}</p>
        {/* The id only as a small reference for support: the number above names the order. */}
        {reference ? (
          <p className={statusStyles.orderId} data-testid="order-reference">
            {t('reference', { ref: reference })}
          </p>
        ) : null}
        <OrderDetails order={order} />
        {key === 'cancelled' ? <CancelledNotice order={order} /> : null}
        {/* Times on the shop's clock (not the phone's), once its zone is known. */}
        {order.ready && !isFinalStatus(order.status) && shop.loaded ? (
          <p data-testid="ready-range">{t('readyRange', { from: clockTime(order.ready.from, zone), to: clockTime(order.ready.to, zone) })}</p>
        ) : null}
        {!order.asap && order.pickupTime && shop.loaded ? (
          <p data-testid="pickup-at">
            {t('pickupAt', { time: clockTime(order.pickupTime, zone) })}
            {minutesAway !== null ? ` (${t('inAbout', { minutes: minutesAway })})` : null}
          </p>
        ) : null}
        {key !== 'cancelled' ? (
          <ol className={statusStyles.steps} aria-label={t('progress')}>
            {PROGRESS_STEPS.map((step, index) => (
              <li key={step} data-done={index <= reached}>
                {/* "Ready" alone: whether it is fetched or brought is the heading's to say. */}
                {step === 'Done' ? t('stepReady') : t(`status.${statusKey(step)}`)}
              </li>
            ))}
          </ol>
        ) : null}
        {!notify && !isFinalStatus(order.status) && order.status !== 'Done' ? (
          <p>
            <Button
              variant="secondary"
              onClick={async () => {
                // The tap is the gesture that lets the tone play and the phone buzz later.
                signal.current = createReadySignal();
                if ('Notification' in window && Notification.permission === 'default') await Notification.requestPermission();
                setNotify(true);
              }}
            >
              {t('notifyMe')}
            </Button>
          </p>
        ) : null}
        {notify ? <p className={styles.muted}>{t('willNotify')}</p> : null}
      </section>
      {order.priced ? <OrderSummary priced={order.priced} shopId={order.shopId} /> : null}
      {/* A receipt for what was paid; a cancelled order has none to give. */}
      {order.status !== 'CalculatedPrice' && key !== 'cancelled' ? <ReceiptForm orderId={order.orderId} /> : null}
      <SaveDetailsOffer order={order} email={receiptEmail} />
    </>
  );
}
