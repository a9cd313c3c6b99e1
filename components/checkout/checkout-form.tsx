'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';

import { basketStore, useBasket } from '@/components/basket/basket-store';
import { useHydrated } from '@/components/basket/use-hydrated';
import { useErrorMessage } from '@/components/errors/error-popup';
import { useNow } from '@/components/shops/use-now';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { type AppErrorCode, isAppErrorCode } from '@/lib/domain/app-error';
import { basketTotal, lineTotal, removeItem } from '@/lib/domain/basket/rules';
import { localize } from '@/lib/domain/locale/i18n-text';
import { CURRENCY_FALLBACK_SYMBOL } from '@/lib/domain/menu/menu';
import type { OpeningHoursEntry } from '@/lib/domain/shops/opening-hours';
import { pickupSlots } from '@/lib/domain/shops/pickup-slots';
import { href } from '@/lib/routes';

import { ApiProblem, idempotencyKeyFor, postJson } from './api-client';
import styles from './checkout.module.css';

type OrderType = 'takeAway' | 'dineInPlace';
type Props = {
  shop: { id: number; name: string; openingHours: OpeningHoursEntry[]; timeZone: string };
  orderTypes: OrderType[];
  spots: Array<{ id: number; name: string; orderType: OrderType }>;
  requireEmail: boolean;
  requirePhone: boolean;
};
type Failure = { code: AppErrorCode; products: string[] };

const PRODUCT_ERRORS = new Set(['UNAVAILABLE_PRODUCTS', 'CREATE_ORDER_FAILED_MISSING_RECIPE_ITEMS', 'SHOP_ERROR_ARTICLES_NOT_AVAILABLE', 'SHOP_ERROR_RECIPE_ITEMS_MISSING']);
const TIME_ERRORS = new Set(['SHOP_CLOSED_AT_PICKUPTIME', 'SHOP_ERROR_DATE_TIME_IN_THE_PAST', 'SHOP_ERROR_INVALID_DATE_TIME', 'SHOP_ERROR_SLOT_NOT_AVAILABLE']);
const SHOP_ERRORS = new Set(['SHOP_CLOSED', 'SHOP_PAUSED', 'SHOP_OFFLINE', 'SHOP_METHOD_NOT_SUPPORTED']);

/** SPEC.md §2 checkoutPage: order type, spot, note, contact details and pickup time, then payment. */
export function CheckoutForm({ shop, orderTypes, spots, requireEmail, requirePhone }: Props) {
  const t = useTranslations('Checkout');
  const tOrder = useTranslations('OrderType');
  const errorMessage = useErrorMessage();
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const basket = useBasket();
  const now = useNow(new Date().toISOString());
  const ids = useId();
  const [note, setNote] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [pickup, setPickup] = useState('asap');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [spotMissing, setSpotMissing] = useState(false);
  const spotRef = useRef<HTMLSelectElement>(null);
  const timeRef = useRef<HTMLSelectElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const orderType: OrderType = basket.orderType && orderTypes.includes(basket.orderType) ? basket.orderType : orderTypes[0]!;
  const typeSpots = spots.filter((s) => s.orderType === orderType);
  const spotRequired = orderType === 'dineInPlace' && typeSpots.length > 0;
  const spotId = typeSpots.some((s) => s.id === basket.spotId) ? basket.spotId : null;
  const slots = pickupSlots(shop.openingHours, now, shop.timeZone);
  const symbol = basket.currencySymbol ?? CURRENCY_FALLBACK_SYMBOL;

  if (!hydrated) return <p>{t('loading')}</p>;
  if (basket.items.length === 0 || basket.shopId !== shop.id) {
    return (
      <p>
        {t('empty')} <Link href={href.menu(shop.id)}>{t('toMenu')}</Link>
      </p>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (spotRequired && spotId === null) {
      setSpotMissing(true);
      spotRef.current?.focus();
      return;
    }
    const body = {
      shopId: shop.id,
      orderType,
      asap: pickup === 'asap',
      pickupTime: pickup === 'asap' ? null : pickup,
      note: (note ?? basket.note)?.trim() || null,
      spotId,
      email: requireEmail || email ? email.trim() || null : null,
      phone: requirePhone || phone ? phone.trim() || null : null,
      items: basket.items.map((item) => ({
        code: item.article.code,
        quantity: item.quantity,
        choices: item.choices.map((c) => ({ level: c.level, code: c.code })),
      })),
    };
    setBusy(true);
    try {
      const order = await postJson<{ orderId: string }>('/api/order', body, await idempotencyKeyFor(body));
      router.push(href.payment(shop.id, order.orderId));
    } catch (error) {
      const code = error instanceof ApiProblem && isAppErrorCode(error.code) ? error.code : 'UNKNOWN';
      const products = error instanceof ApiProblem && Array.isArray(error.details.products) ? (error.details.products as string[]) : [];
      setFailure({ code, products });
      setBusy(false);
      if (code === 'DELIVERY_SPOT_REQUIRED') setSpotMissing(true);
      setTimeout(() => (TIME_ERRORS.has(code) ? timeRef.current : alertRef.current)?.focus(), 0);
    }
  }

  function removeUnavailable(codes: string[]) {
    basketStore.set((b) => b.items.filter((i) => codes.includes(i.article.code)).reduce((acc, i) => removeItem(acc, i.id), b));
    setFailure(null);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <section className={styles.summary} aria-labelledby={`${ids}-summary`}>
        <h2 id={`${ids}-summary`}>{t('yourOrder', { shop: shop.name })}</h2>
        <ul>
          {basket.items.map((item) => (
            <li key={item.id}>
              <div className={styles.row}>
                <span>
                  {item.quantity}× {localize(item.article.i18n, locale, item.article.description)}
                </span>
                <Price amount={lineTotal(item)} symbol={symbol} />
              </div>
              {item.choices.length ? (
                <ul className={styles.choices}>
                  {item.choices.map((c) => (
                    <li key={`${c.level}-${c.code}`}>{localize(c.article.i18n, locale, c.article.description)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <div className={`${styles.row} ${styles.total}`}>
          <span>{t('estimatedTotal')}</span>
          <Price amount={basketTotal(basket)} symbol={symbol} />
        </div>
        <p className={styles.muted}>{t('pricesConfirmed')}</p>
      </section>

      <div className={styles.field}>
        {orderTypes.length > 1 ? <label htmlFor={`${ids}-type`}>{t('orderType')}</label> : <span className={styles.label}>{t('orderType')}</span>}
        {orderTypes.length > 1 ? (
          <select
            id={`${ids}-type`}
            value={orderType}
            onChange={(e) => basketStore.set((b) => ({ ...b, orderType: e.target.value as OrderType, spotId: null }))}
          >
            {orderTypes.map((type) => (
              <option key={type} value={type}>
                {tOrder(type)}
              </option>
            ))}
          </select>
        ) : (
          <p className={styles.value}>{tOrder(orderType)}</p>
        )}
      </div>

      {typeSpots.length ? (
        <div className={styles.field}>
          <label htmlFor={`${ids}-spot`}>{t('spot')}</label>
          <select
            id={`${ids}-spot`}
            ref={spotRef}
            value={spotId ?? ''}
            aria-invalid={spotMissing && spotId === null}
            aria-describedby={spotMissing && spotId === null ? `${ids}-spot-error` : undefined}
            onChange={(e) => {
              setSpotMissing(false);
              basketStore.set((b) => ({ ...b, spotId: e.target.value ? Number(e.target.value) : null }));
            }}
          >
            <option value="">{t('notSelected')}</option>
            {typeSpots.map((spot) => (
              <option key={spot.id} value={spot.id}>
                {spot.name}
              </option>
            ))}
          </select>
          {spotMissing && spotId === null ? (
            <p id={`${ids}-spot-error`} className={styles.error}>
              {errorMessage('DELIVERY_SPOT_REQUIRED')}
            </p>
          ) : null}
        </div>
      ) : null}

      <div className={styles.field}>
        <label htmlFor={`${ids}-time`}>{t('pickupTime')}</label>
        <select id={`${ids}-time`} ref={timeRef} value={pickup} onChange={(e) => setPickup(e.target.value)}>
          <option value="asap">{t('asap')}</option>
          {slots.map((slot) => (
            <option key={slot.iso} value={slot.iso}>
              {t('todayAt', { time: slot.label })}
            </option>
          ))}
        </select>
      </div>

      <div className={styles.field}>
        <label htmlFor={`${ids}-note`}>{t('note')}</label>
        <textarea
          id={`${ids}-note`}
          maxLength={90}
          value={note ?? basket.note ?? ''}
          aria-describedby={`${ids}-note-hint`}
          onChange={(e) => setNote(e.target.value.slice(0, 90))}
          onBlur={() => basketStore.set((b) => ({ ...b, note: note?.trim() ? note.slice(0, 90) : null }))}
        />
        <p id={`${ids}-note-hint`} className={styles.hint}>
          {t('noteHint', { count: 90 - (note ?? basket.note ?? '').length })}
        </p>
      </div>

      {requireEmail ? (
        <div className={styles.field}>
          <label htmlFor={`${ids}-email`}>{t('email')}</label>
          <input id={`${ids}-email`} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
      ) : null}
      {requirePhone ? (
        <div className={styles.field}>
          <label htmlFor={`${ids}-phone`}>{t('phone')}</label>
          <input id={`${ids}-phone`} type="tel" autoComplete="tel" required value={phone} onChange={(e) => setPhone(e.target.value)} />
        </div>
      ) : null}

      {failure ? (
        <div className={styles.alert} role="alert" tabIndex={-1} ref={alertRef} data-testid="checkout-alert">
          <p className={styles.error}>{errorMessage(failure.code)}</p>
          {PRODUCT_ERRORS.has(failure.code) && failure.products.length ? (
            <Button variant="secondary" onClick={() => removeUnavailable(failure.products)}>
              {t('removeUnavailable')}
            </Button>
          ) : null}
          {SHOP_ERRORS.has(failure.code) ? <Link href={href.home()}>{t('otherShop')}</Link> : null}
        </div>
      ) : null}

      <Button type="submit" wide disabled={busy} aria-busy={busy}>
        {busy ? t('placing') : t('toPayment')}
      </Button>
    </form>
  );
}
