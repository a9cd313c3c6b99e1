'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';

import { useEmailField } from '@/components/account/use-email-field';
import { useBasket } from '@/components/basket/basket-store';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { useNow } from '@/components/hooks/use-now';
import Link from '@/components/navigation/link';
import { useRouter } from '@/components/navigation/use-router';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import type { CheckoutRequest } from '@/lib/client/api';
import type { AppErrorCode } from '@/lib/domain/app-error';
import { checkoutOrderType, orderRequestItems } from '@/lib/domain/basket/order-request';
import { CURRENCY_FALLBACK_SYMBOL } from '@/lib/domain/menu/menu';
import {
  type AskedContact,
  type ContactField as Field,
  type ContactProblems,
  contactProblems,
  contactProblemsFromFields,
  firstContactProblem,
} from '@/lib/domain/orders/contact';
import { clockTime, offeredSlots } from '@/lib/domain/orders/kitchen';
import type { OrderType } from '@/lib/domain/orders/order';
import { isOrderTooLarge } from '@/lib/domain/orders/order-size';
import type { OpeningHoursEntry } from '@/lib/domain/shops/opening-hours';
import { pickupSlots } from '@/lib/domain/shops/pickup-slots';
import { href } from '@/lib/routes';

import { BasketSummary } from './basket-summary';
import { CheckoutAlert, type CheckoutFailure, TIME_ERRORS } from './checkout-alert';
import { ContactField } from './contact-field';
import { NoteField } from './note-field';
import { OrderDetailsFields } from './order-details-fields';
import { useKitchenQuote } from './use-kitchen-quote';

type Props = {
  shop: { id: number; name: string; openingHours: OpeningHoursEntry[]; timeZone: string };
  orderTypes: OrderType[];
  spots: Array<{ id: number; name: string; orderType: OrderType }>;
  requireEmail: boolean;
  requirePhone: boolean;
};

/**
 * Order type, spot, pickup time, note and contact details; the restaurant then prices the order.
 * A signed-in customer's e-mail is filled in until they type their own. Contact details are
 * checked before sending, and a refusal that names one of them marks that field.
 */
/** What a failed order says: the BFF's code (UNKNOWN for anything else), unavailable products and fields with a problem. */
async function checkoutProblem(error: unknown): Promise<{ code: AppErrorCode; products: string[]; fields: string[]; nextSlots: string[] }> {
  try {
    const [{ ApiProblem }, { isAppErrorCode }] = await Promise.all([import('@/lib/client/api'), import('@/lib/domain/app-error')]);
    if (error instanceof ApiProblem) {
      const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
      return {
        code: isAppErrorCode(error.code) ? error.code : 'UNKNOWN',
        products: list(error.details.products),
        fields: list(error.details.fields),
        nextSlots: list(error.details.nextSlots),
      };
    }
  } catch {
    // the code could not load (offline): an unknown failure
  }
  return { code: 'UNKNOWN', products: [], fields: [], nextSlots: [] };
}

export function CheckoutForm({ shop, orderTypes, spots, requireEmail, requirePhone }: Props) {
  const t = useTranslations('Checkout');
  const router = useRouter();
  const hydrated = useHydrated();
  const basket = useBasket();
  const now = useNow(new Date().toISOString());
  const ids = useId();
  const [note, setNote] = useState<string | null>(null);
  const [email, setEmail] = useEmailField();
  const [phone, setPhone] = useState('');
  const [contact, setContact] = useState<ContactProblems>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const [pickup, setPickup] = useState('asap');
  // Kitchen capability: the chosen time's place, held for this basket until the order takes it over.
  const [hold, setHold] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [spotMissing, setSpotMissing] = useState(false);
  const spotRef = useRef<HTMLSelectElement>(null);
  const timeRef = useRef<HTMLSelectElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const orderType = checkoutOrderType(basket, orderTypes);
  const typeSpots = spots.filter((s) => s.orderType === orderType);
  const spotRequired = orderType === 'dineInPlace' && typeSpots.length > 0;
  const spotId = typeSpots.some((s) => s.id === basket.spotId) ? basket.spotId : null;
  // Kitchen capability: full slots are not offered, nearly full ones say so, ASAP is a range.
  const kitchenItems = orderRequestItems(basket);
  const quote = useKitchenQuote(shop.id, kitchenItems, hydrated && kitchenItems.length > 0 && basket.shopId === shop.id);
  const slots = offeredSlots(pickupSlots(shop.openingHours, now, shop.timeZone), quote);
  const asked: AskedContact = { ...(requireEmail ? { email } : {}), ...(requirePhone ? { phone } : {}) };
  // A basket over the order-size limit is refused by the restaurant too: say so before sending it.
  const tooLarge = isOrderTooLarge(basket.items);
  const shown: CheckoutFailure | null = failure ?? (tooLarge ? { code: 'ORDER_TOO_LARGE', products: [] } : null);

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
    await send(pickup);
  }

  /** After SLOT_FULL: one tap takes one of the next free times and sends the order again. */
  function takeSlot(iso: string) {
    setPickup(iso);
    void send(iso);
  }

  async function send(pickup: string) {
    if (busy) return;
    if (tooLarge) {
      alertRef.current?.focus();
      return;
    }
    setFailure(null);
    if (spotRequired && spotId === null) {
      setSpotMissing(true);
      spotRef.current?.focus();
      return;
    }
    if (showContactProblems(contactProblems(asked))) return;
    const request: CheckoutRequest = {
      shopId: shop.id,
      orderType,
      asap: pickup === 'asap',
      pickupTime: pickup === 'asap' ? null : pickup,
      note: (note ?? basket.note)?.trim() || null,
      spotId,
      email: asked.email?.trim() || null,
      phone: asked.phone?.trim() || null,
      items: orderRequestItems(basket),
      ...(hold ? { holdId: hold } : {}),
    };
    setBusy(true);
    try {
      // The BFF client and the order cache (SWR) load with the order, not with the form.
      const { bff } = await import('@/lib/client/api');
      const order = await bff.placeOrder(request);
      const { seedOrder } = await import('@/components/orders/use-order');
      await seedOrder(order);
      router.push(href.payment(shop.id, order.orderId));
    } catch (error) {
      const { code, products, fields, nextSlots } = await checkoutProblem(error);
      setBusy(false);
      if (showContactProblems(contactProblemsFromFields(fields, code, asked))) return;
      setFailure({ code, products, nextSlots });
      if (code === 'DELIVERY_SPOT_REQUIRED') setSpotMissing(true);
      setTimeout(() => (TIME_ERRORS.has(code) ? timeRef.current : alertRef.current)?.focus(), 0);
    }
  }

  /** A time chosen in the list is held at once (the one before is given back); a full one says so with the next free times. */
  async function choose(value: string) {
    setPickup(value);
    setFailure(null);
    if (value === 'asap') return;
    try {
      const { bff } = await import('@/lib/client/api');
      const items = kitchenItems.map(({ code, quantity }) => ({ code, quantity }));
      const { hold: taken } = await bff.holdSlot(shop.id, { pickupTime: value, items, ...(hold ? { previous: hold } : {}) });
      setHold(taken?.holdId ?? null);
    } catch (error) {
      const { code, nextSlots } = await checkoutProblem(error);
      if (code !== 'SLOT_FULL') return; // the restaurant checks the time again when the order is placed
      setHold(null);
      setFailure({ code, products: [], nextSlots });
    }
  }

  /** Marks the fields with a problem and focuses the first; false when there is none. */
  function showContactProblems(problems: ContactProblems): boolean {
    setContact(problems);
    const first = firstContactProblem(problems);
    if (!first) return false;
    (first === 'email' ? emailRef : phoneRef).current?.focus();
    return true;
  }

  const editContact = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setContact(({ [field]: _, ...rest }) => rest);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <BasketSummary basket={basket} shopName={shop.name} symbol={basket.currencySymbol ?? CURRENCY_FALLBACK_SYMBOL} />
      <OrderDetailsFields
        orderTypes={orderTypes}
        orderType={orderType}
        spots={typeSpots}
        spotId={spotId}
        spotMissing={spotMissing}
        onSpotChosen={() => setSpotMissing(false)}
        spotRef={spotRef}
      />
      <div className={styles.field}>
        <label htmlFor={`${ids}-time`}>{t('pickupTime')}</label>
        <select id={`${ids}-time`} ref={timeRef} value={pickup} onChange={(e) => void choose(e.target.value)}>
          <option value="asap">
            {quote?.asap ? t('asapReady', { from: clockTime(quote.asap.from, shop.timeZone), to: clockTime(quote.asap.to, shop.timeZone) }) : t('asap')}
          </option>
          {slots.map((slot) => (
            <option key={slot.iso} value={slot.iso}>
              {slot.nearlyFull ? t('nearlyFull', { time: slot.label }) : t('todayAt', { time: slot.label })}
            </option>
          ))}
        </select>
        {quote?.paused ? (
          <p className={styles.hint} role="status" data-testid="kitchen-paused">
            {quote.resumesAt ? t('kitchenPaused', { time: clockTime(quote.resumesAt, shop.timeZone) }) : t('kitchenPausedNoTime')}
          </p>
        ) : null}
      </div>
      <NoteField saved={basket.note} onChange={setNote} />
      {requireEmail ? (
        <ContactField field="email" value={email} problem={contact.email} onChange={editContact('email', setEmail)} inputRef={emailRef} />
      ) : null}
      {requirePhone ? (
        <ContactField field="phone" value={phone} problem={contact.phone} onChange={editContact('phone', setPhone)} inputRef={phoneRef} />
      ) : null}
      {shown ? (
        <CheckoutAlert failure={shown} alertRef={alertRef} onResolved={() => setFailure(null)} timeZone={shop.timeZone} onTakeSlot={takeSlot} />
      ) : null}
      <Button type="submit" wide disabled={busy} aria-busy={busy}>
        {busy ? t('placing') : t('toPayment')}
      </Button>
    </form>
  );
}
