'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { LARGE_SCREEN, useMediaQuery } from '@/components/hooks/use-media-query';
import { useRoute } from '@/components/hooks/use-route';
import { basketTotal, itemCount } from '@/lib/domain/basket/rules';
import { CURRENCY_FALLBACK_SYMBOL } from '@/lib/domain/menu/menu';
import type { OrderType } from '@/lib/domain/orders/order';

import { AnimatedPrice } from './animated-price';
import styles from './basket.module.css';
import { BasketAnnouncer } from './basket-announcer';
import { BasketContents } from './basket-contents';
import { useBasketNotice } from './basket-notice';
import { useBasket } from './basket-store';
import { isBasketVisible } from './basket-visibility';

/** The basket beside the page on large screens, as a dock that opens on phones. */
export function BasketPanel({ orderTypes }: { orderTypes: OrderType[] }) {
  const t = useTranslations('Basket');
  const { pathname, route } = useRoute();
  const basket = useBasket();
  const large = useMediaQuery(LARGE_SCREEN);
  // The phone dock closes by itself on every new page (e.g. after following Change).
  const [expandedOn, setExpandedOn] = useState<string | null>(null);
  // A notice about what just landed in the basket ("Added from your order of 28 Nov") opens it on its page.
  const notice = useBasketNotice(pathname);
  const expanded = expandedOn === pathname || (notice !== null && expandedOn !== `closed:${pathname}`);
  const toggle = useRef<HTMLButtonElement>(null);
  const disabled = Boolean(route?.meta.disableCart);
  const symbol = basket.currencySymbol ?? CURRENCY_FALLBACK_SYMBOL;

  // Closed by the guest: it stays closed on this page, notice or not.
  const close = () => setExpandedOn(`closed:${pathname}`);

  // The phone dock closes with Escape like any disclosure, and focus goes back to its toggle.
  function closeOnEscape(event: React.KeyboardEvent) {
    if (event.key !== 'Escape' || !expanded || event.defaultPrevented) return;
    event.preventDefault();
    close();
    toggle.current?.focus();
  }

  // Where the basket cannot be changed, small screens also hide the order info.
  const content = (
    <>
      {notice ? (
        <p role="status" className={styles.notice} data-testid="basket-notice">
          {notice}
        </p>
      ) : null}
      <BasketContents basket={basket} orderTypes={orderTypes} symbol={symbol} disabled={disabled} showOrderInfo={!disabled || large} />
    </>
  );
  const visible = isBasketVisible(route, basket, large);
  return (
    <>
      <BasketAnnouncer basket={basket} />
      {!visible ? null : large ? (
        <aside className="basket-aside">{content}</aside>
      ) : (
        // Where the basket cannot be changed (article, checkout) the dock stays in the flow, so it never covers the form.
        <>
          {/* Behind the open sheet the page dims; a tap on it closes the sheet (Escape does too). */}
          {expanded && !disabled ? <div className={styles.backdrop} aria-hidden="true" onClick={close} /> : null}
          <aside className={[styles.dock, disabled && styles.inFlow, expanded && styles.open].filter(Boolean).join(' ')} onKeyDown={closeOnEscape}>
            {expanded ? content : null}
            {/* The basket bar: a dark bar, apart from the page's own (brand-coloured) primary button. */}
            <button
              ref={toggle}
              type="button"
              className={styles.summary}
              aria-expanded={expanded}
              data-testid="basket-toggle"
              onClick={() => (expanded ? close() : setExpandedOn(pathname))}
            >
              <span>{expanded ? t('hide') : t('show', { count: itemCount(basket) })}</span>
              <AnimatedPrice amount={basketTotal(basket)} symbol={symbol} />
            </button>
          </aside>
        </>
      )}
    </>
  );
}
