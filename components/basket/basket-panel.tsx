'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import { Button, buttonClass } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import type { Basket } from '@/lib/domain/basket/basket';
import { basketTotal, clearBasket, decrease, increase, itemCount, removeItem, taxesByRate } from '@/lib/domain/basket/rules';
import { CURRENCY_FALLBACK_SYMBOL } from '@/lib/domain/menu/menu';
import { href, matchRoute } from '@/lib/routes';

import { AnimatedPrice } from './animated-price';
import styles from './basket.module.css';
import { BasketLine } from './basket-line';
import { basketStore, useBasket } from './basket-store';
import { LARGE_SCREEN, useMediaQuery } from './use-media-query';

type OrderType = 'takeAway' | 'dineInPlace';

/** SPEC.md §2: shown on showCart routes when it has items, on large screens, and on article pages. */
export function isBasketVisible(pathname: string, basket: Basket, large: boolean): boolean {
  const route = matchRoute(pathname);
  if (!route?.meta.showCart) return false;
  return basket.items.length > 0 || large || route.name === 'editOrder' || route.name === 'menuArticlePage';
}

export function BasketPanel({ orderTypes }: { orderTypes: OrderType[] }) {
  const t = useTranslations('Basket');
  const pathname = usePathname();
  const router = useRouter();
  const confirm = useConfirm();
  const basket = useBasket();
  const large = useMediaQuery(LARGE_SCREEN);
  const [openLine, setOpenLine] = useState<string | null>(null);
  // The phone dock closes by itself on every new page (e.g. after following Change).
  const [expandedOn, setExpandedOn] = useState<string | null>(null);
  const expanded = expandedOn === pathname;
  const headingId = useId();
  const route = matchRoute(pathname);
  const disabled = Boolean(route?.meta.disableCart);
  const symbol = basket.currencySymbol ?? CURRENCY_FALLBACK_SYMBOL;
  const total = basketTotal(basket);
  const count = itemCount(basket);

  const visible = isBasketVisible(pathname, basket, large);
  const toggle = useRef<HTMLButtonElement>(null);

  // The phone dock closes with Escape like any disclosure, and focus goes back to its toggle.
  function closeOnEscape(event: React.KeyboardEvent) {
    if (event.key !== 'Escape' || !expanded || event.defaultPrevented) return;
    event.preventDefault();
    setExpandedOn(null);
    toggle.current?.focus();
  }

  async function cancelOrder() {
    if (basket.items.length === 0 || (await confirm(t('confirmCancel')))) {
      basketStore.set((b) => clearBasket(b, { withShop: true }));
      router.push(href.home());
    }
  }

  const content = (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="basket">
      <h2 id={headingId}>{t('title')}</h2>
      {basket.shopName ? <p className={styles.muted}>{basket.shopName}</p> : null}
      {/* SPEC.md §2 guard step 11: on small screens a disabled basket also hides the order info. */}
      {disabled && !large ? null : <OrderTypeSelect orderTypes={orderTypes} value={basket.orderType} disabled={disabled} />}
      {basket.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.lines}>
          {basket.items.map((item, index) => (
            <BasketLine
              key={item.id}
              item={item}
              index={index}
              shopId={basket.shopId ?? 0}
              symbol={symbol}
              open={openLine === item.id}
              disabled={disabled}
              onToggle={() => setOpenLine((id) => (id === item.id ? null : item.id))}
              onIncrease={() => basketStore.set((b) => increase(b, item.id))}
              onDecrease={() => basketStore.set((b) => decrease(b, item.id))}
              onRemove={() => basketStore.set((b) => removeItem(b, item.id))}
            />
          ))}
        </ul>
      )}
      <div className={styles.totals}>
        <div className={`${styles.row} ${styles.total}`}>
          <span>{t('total')}</span>
          <AnimatedPrice amount={total} symbol={symbol} />
        </div>
        {taxesByRate(basket).map((tax) => (
          <div key={tax.percent} className={`${styles.row} ${styles.muted}`}>
            <span>{t('tax', { percent: tax.percent })}</span>
            <AnimatedPrice amount={tax.amount} symbol={symbol} />
          </div>
        ))}
      </div>
      {!disabled ? (
        <div className={styles.actions}>
          {basket.items.length && basket.shopId ? (
            <Link className={buttonClass()} href={href.checkout(basket.shopId)}>
              {t('checkout')}
            </Link>
          ) : null}
          <Button variant="secondary" onClick={cancelOrder}>
            {t('cancel')}
          </Button>
        </div>
      ) : null}
    </section>
  );

  return (
    <>
      <BasketAnnouncer basket={basket} />
      {!visible ? null : large ? (
        <aside className="basket-aside">{content}</aside>
      ) : (
        // Where the basket cannot be changed (article, checkout) the dock stays in the flow, so it never covers the form.
        <aside className={disabled ? `${styles.dock} ${styles.inFlow}` : styles.dock} onKeyDown={closeOnEscape}>
          {expanded ? content : null}
          <Button
            ref={toggle}
            wide
            className={styles.summary}
            aria-expanded={expanded}
            data-testid="basket-toggle"
            onClick={() => setExpandedOn(expanded ? null : pathname)}
          >
            {expanded ? t('hide') : t('show', { count })} · <AnimatedPrice amount={total} symbol={symbol} />
          </Button>
        </aside>
      )}
    </>
  );
}

function OrderTypeSelect({ orderTypes, value, disabled }: { orderTypes: OrderType[]; value: OrderType | null; disabled: boolean }) {
  const t = useTranslations('OrderType');
  const tb = useTranslations('Basket');
  const id = useId();
  const [only] = orderTypes;
  if (orderTypes.length === 1 && only) return <p className={styles.orderType}>{t(only)}</p>;
  return (
    <div className={styles.orderType}>
      <label htmlFor={id}>{tb('orderType')}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => basketStore.set((b) => ({ ...b, orderType: e.target.value as OrderType }))}
      >
        {value === null ? <option value="">{tb('chooseOrderType')}</option> : null}
        {orderTypes.map((type) => (
          <option key={type} value={type}>
            {t(type)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Announces basket changes to screen readers (count and total, e.g. after an edit), never the first load. */
function BasketAnnouncer({ basket }: { basket: Basket }) {
  const t = useTranslations('Basket');
  const format = useFormatter();
  const count = itemCount(basket);
  const total = basketTotal(basket);
  const previous = useRef<string | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const before = previous.current;
    previous.current = `${count}:${total}`;
    if (before === null || before === previous.current) return;
    const amount = `${format.number(total / 100, { maximumFractionDigits: 2 })} ${basket.currencySymbol ?? CURRENCY_FALLBACK_SYMBOL}`;
    const timer = setTimeout(() => setMessage(t('announce', { count, total: amount })), 0);
    return () => clearTimeout(timer);
  }, [count, total, format, t, basket.currencySymbol]);
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="basket-announcer">
      {message}
    </p>
  );
}
