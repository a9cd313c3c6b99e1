'use client';

import { useTranslations } from 'next-intl';

import Link from '@/components/navigation/link';
import { buttonClass } from '@/components/ui/button';
import { usePriceText } from '@/components/ui/price';
import { symbolForCurrency } from '@/lib/domain/menu/menu';
import { isWallet, type OrderView } from '@/lib/domain/orders/order';
import { href } from '@/lib/routes';

import { useOrderShop } from './use-order-shop';

/** What happened to the money of a cancelled order, as far as the order tells: refunded, released, or not said. */
export function refundState(order: Pick<OrderView, 'payment'>): 'refunded' | 'released' | 'unknown' {
  const status = order.payment?.status;
  if (status === 'Refunded') return 'refunded';
  if (status === 'Cancelled' || status === 'Failed' || status === 'NotStarted') return 'released';
  return 'unknown';
}

/**
 * A cancelled order says what happened to the guest's money, from the order itself: the amount on
 * its way back to their card or Swish (or the way they paid, when the order does not name it), or
 * the card reservation removed; only when the restaurant
 * does not say, SPEC.md's general words. Then the shop's phone number, when it gives one, and the
 * way on: order again (the menu), no receipt form.
 */
export function CancelledNotice({ order }: { order: OrderView }) {
  const t = useTranslations('OrderStatus.refund');
  const ts = useTranslations('OrderStatus');
  const priceText = usePriceText();
  const phone = useOrderShop(order.shopId).phoneNumber;
  const amount = order.priced ? priceText(order.priced.total, symbolForCurrency(order.priced.currency)) : null;
  const method = order.payment?.method ?? null;
  const state = refundState(order);
  // Back where it came from: a wallet pays with a card. A method the restaurant does not name (or a
  // country's own app) is not guessed: the money goes back the way the guest paid.
  const where = method === 'swish' ? 'swish' : method === 'card' || (method && isWallet(method)) ? 'card' : 'sameWay';

  return (
    <div data-testid="refund">
      {state === 'refunded' && amount ? (
        <p>{t(`refunded.${where}`, { amount })}</p>
      ) : state === 'released' ? (
        <p>{t('nothingCharged')}</p>
      ) : (
        <>
          <p>{ts('cardReservation')}</p>
          <p>{ts('swishNote')}</p>
        </>
      )}
      {phone ? (
        <p>
          {t('questions')} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </p>
      ) : null}
      {order.shopId ? (
        <p>
          <Link className={buttonClass('primary', true)} href={href.menu(order.shopId)}>
            {t('orderAgain')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
