'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { useAuth } from '@/components/account/use-auth';
import { useEmailField } from '@/components/account/use-email-field';
import { useBasket } from '@/components/basket/basket-store';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { useNow } from '@/components/hooks/use-now';
import { firstChoice, useOfferedMethods } from '@/components/hooks/wallets';
import Link from '@/components/navigation/link';
import { usePageDraft } from '@/components/navigation/page-draft';
import { useRouter } from '@/components/navigation/use-router';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/forms.module.css';
import { usePriceText } from '@/components/ui/price';
import type { CheckoutRequest } from '@/lib/client/api';
import type { AppErrorCode } from '@/lib/domain/app-error';
import { checkoutOrderType, orderRequestItems } from '@/lib/domain/basket/order-request';
import { basketTotal } from '@/lib/domain/basket/rules';
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
import { isPaymentMethod, isWallet, type OrderType, type PaymentMethod } from '@/lib/domain/orders/order';
import { isOrderTooLarge } from '@/lib/domain/orders/order-size';
import { isOpenAt, type OpeningHoursEntry } from '@/lib/domain/shops/opening-hours';
import { namedPickupSlot, pickupSlots } from '@/lib/domain/shops/pickup-slots';
import { href } from '@/lib/routes';

import { BasketSummary } from './basket-summary';
import checkout from './checkout.module.css';
import { CheckoutAlert, type CheckoutFailure, TIME_ERRORS } from './checkout-alert';
import { ContactField } from './contact-field';
import { KnownAnswers } from './known-answers';
import { NoteField } from './note-field';
import { OrderDetailsFields } from './order-details-fields';
import { PaymentMethodField } from './payment-method-field';
import { useLastPaymentMethod } from './payment-method-store';
import { PickupTimeField } from './pickup-time-field';
import { useKitchenQuote } from './use-kitchen-quote';

type Props = {
  shop: { id: number; name: string; openingHours: OpeningHoursEntry[]; timeZone: string };
  orderTypes: OrderType[];
  spots: Array<{ id: number; name: string; orderType: OrderType }>;
  requireEmail: boolean;
  requirePhone: boolean;
  /** The methods the shop takes (the restaurant's list, or card and Swish). */
  paymentMethods: readonly PaymentMethod[];
};

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

/**
 * Checkout whose first screen pays: what is already known (order type, the QR code's table, "as
 * soon as possible" with the kitchen's ready range) in one row with Change, which opens the
 * order type, table, pickup time and note; then the shop's payment methods (the phone's wallet
 * first, else the last one used), the contact details asked for (none typed with a wallet: its
 * sheet gives the e-mail), and "Pay 158 kr" pinned to the bottom of the screen. Pay sends the
 * order; the restaurant prices it and the payment page goes on to the provider with the chosen
 * method. A signed-in customer's e-mail and phone are filled in until they type their own.
 * Contact details are checked before sending, and a refusal that names one of them marks that
 * field; a refusal about the table or the time opens the details.
 */
export function CheckoutForm({ shop, orderTypes, spots, requireEmail, requirePhone, paymentMethods }: Props) {
  const t = useTranslations('Checkout');
  const tOrder = useTranslations('OrderType');
  const tPay = useTranslations('Payment');
  const detailsId = useId();
  const router = useRouter();
  const hydrated = useHydrated();
  const basket = useBasket();
  const now = useNow(new Date().toISOString());
  const priceText = usePriceText();
  const { profile } = useAuth();
  const [note, setNote] = useState<string | null>(null);
  const [email, setEmail] = useEmailField();
  const [typedPhone, setPhone] = useState<string | null>(null);
  const phone = typedPhone ?? profile?.phone ?? '';
  const lastMethod = useLastPaymentMethod();
  const offered = useOfferedMethods(paymentMethods);
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(null);
  const method = chosenMethod && offered.includes(chosenMethod) ? chosenMethod : firstChoice(offered, lastMethod);
  // The answers already known stay in one row until the guest asks to change them.
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [contact, setContact] = useState<ContactProblems>({});
  // A language switch reloads the page: what the guest typed and chose comes back.
  usePageDraft('checkout', { email, phone: typedPhone, method: chosenMethod }, (saved) => {
    if (!saved || typeof saved !== 'object') return;
    const draft = saved as { email?: unknown; phone?: unknown; method?: unknown };
    if (typeof draft.email === 'string' && draft.email && draft.email.length <= 254) setEmail(draft.email);
    if (typeof draft.phone === 'string' && draft.phone.length <= 30) setPhone(draft.phone);
    if (isPaymentMethod(draft.method)) setMethod(draft.method);
  });
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const [pickup, setPickup] = useState('asap');
  // Kitchen capability: the chosen time's place, held for this basket until the order takes it over.
  const [hold, setHold] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  // Asked on entry at a shop that gives no hours: the restaurant's refusal, before the guest types anything.
  const [entryRefusal, setEntryRefusal] = useState<CheckoutFailure | null>(null);
  // A time the restaurant named (its next opening), chosen from that refusal: offered in the time list.
  const [namedTime, setNamedTime] = useState<string | null>(null);
  const [spotMissing, setSpotMissing] = useState(false);
  // The restaurant answered that this order needs a spot (its rule for an order type other than eat-in).
  const [spotDemanded, setSpotDemanded] = useState(false);
  const spotRef = useRef<HTMLSelectElement>(null);
  const timeRef = useRef<HTMLSelectElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const orderType = checkoutOrderType(basket, orderTypes);
  const typeSpots = spots.filter((s) => s.orderType === orderType);
  // Eat-in needs its table; another order type's spots (a pickup bay) are offered, and required
  // when the restaurant says so (DELIVERY_SPOT_REQUIRED marks the field).
  const spotRequired = typeSpots.length > 0 && (orderType === 'dineInPlace' || spotDemanded);
  const spotId = typeSpots.some((s) => s.id === basket.spotId) ? basket.spotId : null;
  // Kitchen capability: full slots are not offered, nearly full ones say so, ASAP is a range.
  const kitchenItems = orderRequestItems(basket);
  const quote = useKitchenQuote(shop.id, kitchenItems, hydrated && kitchenItems.length > 0 && basket.shopId === shop.id);
  const ownSlots = pickupSlots(shop.openingHours, now, shop.timeZone);
  const named = namedTime && !ownSlots.some((s) => s.iso === namedTime) ? namedPickupSlot(namedTime, now, shop.timeZone) : null;
  const slots = offeredSlots(named ? [...ownSlots, named] : ownSlots, quote);
  // A pickup time with "as soon as possible" as its only option asks nothing, unless the kitchen
  // has something to say about it (its ready range, a pause).
  const showPickupTime = slots.length > 0 || Boolean(quote?.asap || quote?.paused);
  // Closed now by its hours (a shop that opens later today takes orders for later): no "as soon as
  // possible"; the first time after opening is chosen until the guest picks another.
  const closedNow = shop.openingHours.length > 0 && !isOpenAt(shop.openingHours, now, shop.timeZone);
  const chosenPickup = closedNow && pickup === 'asap' ? (slots[0]?.iso ?? 'asap') : pickup;
  const symbol = basket.currencySymbol ?? CURRENCY_FALLBACK_SYMBOL;
  const total = basketTotal(basket);
  // A wallet's sheet gives the payer's e-mail: nothing to type unless the guest is signed in (then it is known).
  const wallet = isWallet(method);
  const askEmail = requireEmail && !wallet;
  const asked: AskedContact = { ...(askEmail ? { email } : {}), ...(requirePhone ? { phone } : {}) };
  // A basket over the order-size limit is refused by the restaurant too: say so before sending it.
  const tooLarge = isOrderTooLarge(basket.items);
  const shown: CheckoutFailure | null = failure ?? (tooLarge ? { code: 'ORDER_TOO_LARGE', products: [] } : entryRefusal);
  const nextTimes = (shown?.nextSlots ?? []).flatMap((iso) => namedPickupSlot(iso, now, shop.timeZone) ?? []);
  const checkAtEntry = hydrated && shop.openingHours.length === 0 && basket.items.length > 0 && basket.shopId === shop.id;

  // A shop that gives no opening hours: whether the restaurant takes this basket now is asked once,
  // on entry, so a closed shop is said before the guest types, with its next time when it names one.
  const entryAsked = useRef(false);
  useEffect(() => {
    if (!checkAtEntry || entryAsked.current) return;
    entryAsked.current = true;
    void (async () => {
      try {
        const { bff } = await import('@/lib/client/api');
        const { refusal } = await bff.checkShopTakesOrder(shop.id, { orderType, spotId, items: orderRequestItems(basket) });
        const { isAppErrorCode } = await import('@/lib/domain/app-error');
        if (refusal && isAppErrorCode(refusal.code)) setEntryRefusal({ code: refusal.code, products: [], nextSlots: refusal.nextSlots });
      } catch {
        // Cannot tell now: Pay asks the restaurant again.
      }
    })();
  }, [checkAtEntry, shop.id, orderType, spotId, basket]);

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
    await send(chosenPickup);
  }

  /**
   * After SLOT_FULL or a closed shop's refusal at Pay: one tap takes one of the next times and sends
   * the order again. From the refusal on entry, it only becomes the chosen time (nothing typed yet).
   */
  function takeSlot(iso: string) {
    setDetailsOpen(true);
    setNamedTime(iso);
    setPickup(iso);
    if (failure) {
      void send(iso);
      return;
    }
    setEntryRefusal(null);
    setTimeout(() => timeRef.current?.focus(), 0);
  }

  async function send(pickup: string) {
    if (busy) return;
    if (tooLarge) {
      alertRef.current?.focus();
      return;
    }
    setFailure(null);
    setEntryRefusal(null);
    if (spotRequired && spotId === null) {
      flushSync(() => setSpotMissing(true));
      spotRef.current?.focus();
      return;
    }
    if (showContactProblems(contactProblems(asked))) return;
    const asap = !showPickupTime || pickup === 'asap';
    const request: CheckoutRequest = {
      shopId: shop.id,
      orderType,
      asap,
      pickupTime: asap ? null : pickup,
      note: (note ?? basket.note)?.trim() || null,
      spotId,
      email: (wallet ? email : asked.email)?.trim() || null,
      phone: asked.phone?.trim() || null,
      items: orderRequestItems(basket),
      ...(hold ? { holdId: hold } : {}),
      ...(wallet ? { paymentMethod: method } : {}),
    };
    setBusy(true);
    try {
      // The BFF client and the order cache (SWR) load with the order, not with the form.
      const { bff } = await import('@/lib/client/api');
      const order = await bff.placeOrder(request);
      const { rememberReceiptEmail } = await import('@/components/orders/receipt-email');
      rememberReceiptEmail(order.orderId, request.email);
      const { seedOrder } = await import('@/components/orders/use-order');
      await seedOrder(order);
      if (basket.items.some((item) => item.guest)) {
        // A table's group order: the others follow this order on their phones.
        const { linkTableOrder } = await import('@/components/group/group-live');
        await linkTableOrder(order.orderId, basket.items);
      }
      // The payment page goes straight on to the provider with this method, unless the
      // restaurant's price differs from the one on the button.
      router.push(`${href.payment(shop.id, order.orderId)}?${new URLSearchParams({ method, total: String(total) })}`);
    } catch (error) {
      const { code, products, fields, nextSlots } = await checkoutProblem(error);
      setBusy(false);
      if (showContactProblems(contactProblemsFromFields(fields, code, asked))) return;
      setFailure({ code, products, nextSlots });
      if (code === 'DELIVERY_SPOT_REQUIRED' && typeSpots.length > 0) {
        // The field appears now (another order type's spot): drawn at once, so that it can take the focus.
        flushSync(() => {
          setSpotDemanded(true);
          setSpotMissing(true);
        });
        spotRef.current?.focus();
        return;
      }
      if (TIME_ERRORS.has(code)) setDetailsOpen(true);
      setTimeout(() => ((TIME_ERRORS.has(code) ? timeRef.current : null) ?? alertRef.current)?.focus(), 0);
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

  // The details open by themselves when something in them needs the guest: a table to choose, a time refused.
  const showDetails = detailsOpen || (spotRequired && spotId === null) || spotMissing || Boolean(shown && TIME_ERRORS.has(shown.code));
  const spotName = typeSpots.find((s) => s.id === spotId)?.name ?? null;
  const chosenSlot = slots.find((s) => s.iso === chosenPickup);
  const ready = quote?.asap ? { from: clockTime(quote.asap.from, shop.timeZone), to: clockTime(quote.asap.to, shop.timeZone) } : null;
  const when = chosenSlot
    ? t(chosenSlot.tomorrow ? 'tomorrowAt' : 'todayAt', { time: chosenSlot.label })
    : ready
      ? t('readyAt', ready)
      : orderType === 'dineInPlace' || !showPickupTime
        ? null
        : t('asap');
  const savedNote = (note ?? basket.note)?.trim() || null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <KnownAnswers
        parts={[tOrder(orderType), spotName, when, savedNote ? t('withNote') : null]}
        open={showDetails}
        onToggle={() => setDetailsOpen(!showDetails)}
        controls={detailsId}
      />
      <div id={detailsId} className={checkout.details} hidden={!showDetails}>
        <OrderDetailsFields
          orderTypes={orderTypes}
          orderType={orderType}
          spots={typeSpots}
          spotId={spotId}
          spotMissing={spotMissing}
          spotRequired={spotRequired}
          onSpotChosen={() => setSpotMissing(false)}
          spotRef={spotRef}
        />
        {showPickupTime ? (
          <PickupTimeField
            value={chosenPickup}
            onChange={(value) => void choose(value)}
            slots={slots}
            timeRef={timeRef}
            quote={quote}
            timeZone={shop.timeZone}
            asapOffered={!closedNow}
          />
        ) : null}
        <NoteField saved={basket.note} onChange={setNote} />
      </div>
      <PaymentMethodField methods={offered} value={method} onChange={setMethod} />
      {wallet && !email ? <p className={checkout.walletHint}>{t('walletReceipt', { wallet: tPay(method) })}</p> : null}
      {askEmail ? (
        <ContactField field="email" value={email} problem={contact.email} onChange={editContact('email', setEmail)} inputRef={emailRef} />
      ) : null}
      {requirePhone ? (
        <ContactField field="phone" value={phone} problem={contact.phone} onChange={editContact('phone', setPhone)} inputRef={phoneRef} />
      ) : null}
      {shown ? (
        <CheckoutAlert failure={shown} alertRef={alertRef} onResolved={() => setFailure(null)} nextTimes={nextTimes} onTakeSlot={takeSlot} />
      ) : null}
      <BasketSummary basket={basket} shopName={shop.name} symbol={symbol} />
      <div className={checkout.payBar}>
        <Button type="submit" wide disabled={busy} aria-busy={busy}>
          {busy ? t('placing') : t('payAmount', { amount: priceText(total, symbol) })}
        </Button>
      </div>
    </form>
  );
}
