'use client';

import { useEffect } from 'react';

import { basketActions, chosenShop, currentBasket } from '@/components/basket/basket-store';
import { useConfirmShopSwitch } from '@/components/basket/use-shop-switch';
import { useErrorPopup } from '@/components/errors/error-popup';
import { useRoute } from '@/components/hooks/use-route';
import { useRouter } from '@/components/navigation/use-router';
import { bff } from '@/lib/client/api';
import { readCookie } from '@/lib/client/cookies';
import { safeRedirectPath } from '@/lib/domain/account/redirect';
import { QR_COOKIE, qrParamsSchema } from '@/lib/domain/basket/qr';
import type { OrderType } from '@/lib/domain/orders/order';
import { href, keepLocale, shopChoiceRedirect } from '@/lib/routes';

import { navigationState, recordPage } from './navigation-state';
import { admitsShop } from './shop-guard';

function takeQrCookie() {
  const raw = readCookie(QR_COOKIE);
  if (!raw) return null;
  document.cookie = `${QR_COOKIE}=; path=/; max-age=0; samesite=lax`;
  try {
    const parsed = qrParamsSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The browser's half of the navigation guard, on every route change: the page is recorded, the
 * shop's body class set, spot and note cleared on home and offline; a route that requires a
 * shop goes home when its shop is unknown or not open for business (the server still answers
 * 404 for an unknown one, for crawlers), or, naming no shop, when none is chosen (with a
 * redirectUri back); another shop's basket is given up only when the guest agrees, and QR
 * values (which the proxy took out of the URL) applied. Redirects keep a /{locale} prefix.
 */
export function RouteEffects({ orderTypes }: { orderTypes: OrderType[] }) {
  const { pathname, route } = useRoute();
  const router = useRouter();
  const confirmShopSwitch = useConfirmShopSwitch();
  const { showError } = useErrorPopup();

  useEffect(() => {
    navigationState.markOrderChanged(false);
    if (route) recordPage(route.name, pathname);

    // The shop's body class (guard step 9): the shop the page names, else the basket's, on every
    // page but home and offline.
    const leaving = route?.name === 'home' || route?.name === 'offline';
    for (const cls of [...document.body.classList]) if (cls.startsWith('shop-')) document.body.classList.remove(cls);
    const shopId = route?.params.shopId && /^\d+$/.test(route.params.shopId) ? Number(route.params.shopId) : null;
    const classShop = leaving ? null : (shopId ?? currentBasket().shopId);
    if (classShop) document.body.classList.add(`shop-${classShop}`);
    // Home forgets the table and the note (guard step 9); the offline page keeps them: nothing
    // about connectivity changes the guest's order.
    if (route?.name === 'home') basketActions.leaveShop();
    if (route?.name === 'home') chosenShop.clear();

    let cancelled = false;
    // The shop could not be loaded for a passing reason: the page stays and says so (offline has its own page).
    const shopUnreachable = () => {
      if (!cancelled && navigator.onLine) showError('SHOP_LOAD_FAILED');
    };
    void (async () => {
      const choose = shopChoiceRedirect(route, pathname + window.location.search, chosenShop.get());
      if (choose) return router.replace(choose);
      if (route?.meta.requiresShop && route.params.shopId !== undefined && !(await admitsShop(route.params.shopId, shopUnreachable))) {
        if (!cancelled) router.replace(keepLocale(pathname, href.home()));
        return;
      }
      if (cancelled) return;
      if (shopId && route?.name !== 'digitalSignage') {
        const basketShop = currentBasket().shopId;
        if (!(await confirmShopSwitch(shopId))) {
          if (!cancelled && basketShop !== null) router.replace(href.menu(basketShop));
          return;
        }
        if (cancelled) return;
        basketActions.enterShop(shopId);
        chosenShop.set(shopId);
        const qr = takeQrCookie();
        if (qr && qr.shopId === shopId) {
          const spots = qr.spotId === undefined ? [] : await bff.deliverySpots(shopId).catch(() => []);
          // Taken from their cookie, the values are applied even when the guest has already tapped
          // on to another page of the shop (else the table is lost), never into another shop's basket.
          if (currentBasket().shopId === shopId) basketActions.applyQr(qr, { orderTypes, spots });
          // A table's QR code told how the guest eats (the proxy skips the question when the link
          // names the order type itself): the order-type page has nothing left to ask.
          if (!cancelled && route?.name === 'shopPage' && qr.spotId !== undefined && currentBasket().spotId === qr.spotId) {
            router.replace(keepLocale(pathname, href.menu(shopId)));
          }
        }
      }
      // A shop's link chose this shop for a page that needed one (a tap before the scripts ran):
      // with the shop now chosen, the guest goes back there.
      const back = route?.name === 'shopPage' ? safeRedirectPath(new URLSearchParams(window.location.search).get('redirectUri'), '') : '';
      if (back && !cancelled && chosenShop.get() === shopId) return router.replace(back);
      window.dispatchEvent(new CustomEvent('ordering:navigate', { detail: { name: route?.name ?? null, path: pathname } }));
    })();
    return () => {
      cancelled = true;
    };
  }, [pathname, route, confirmShopSwitch, router, orderTypes, showError]);

  return null;
}
