'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

import { basketStore, shopStore } from '@/components/basket/basket-store';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { readCookie } from '@/lib/client/cookies';
import { applyQrParams, QR_COOKIE, qrParamsSchema } from '@/lib/domain/basket/qr';
import { clearBasket } from '@/lib/domain/basket/rules';
import { href, matchRoute } from '@/lib/routes';

import { navigationState, recordPage } from './navigation-state';

type OrderType = 'takeAway' | 'dineInPlace';

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

async function loadSpots(shopId: number): Promise<Array<{ id: number; orderType: string }>> {
  try {
    const response = await fetch(`/api/shops/${shopId}/delivery-spots`);
    return response.ok ? ((await response.json()) as Array<{ id: number; orderType: string }>) : [];
  } catch {
    return [];
  }
}

/** The client half of SPEC.md §2's navigation guard (steps 3, 7, 9, 10 and 12), on every route change. */
export function RouteEffects({ orderTypes }: { orderTypes: OrderType[] }) {
  const pathname = usePathname();
  const router = useRouter();
  const confirm = useConfirm();
  const t = useTranslations('Basket');

  useEffect(() => {
    const route = matchRoute(pathname);
    navigationState.markOrderChanged(false);
    if (route) recordPage(route.name, pathname);

    // Step 9: shop-specific body classes only on shop pages.
    for (const cls of [...document.body.classList]) if (cls.startsWith('shop-')) document.body.classList.remove(cls);
    const shopId = route?.params.shopId && /^\d+$/.test(route.params.shopId) ? Number(route.params.shopId) : null;
    if (shopId) document.body.classList.add(`shop-${shopId}`);

    let cancelled = false;
    void (async () => {
      if (shopId && route?.name !== 'digitalSignage') {
        const basket = basketStore.get();
        // Step 10: another shop's items never mix in; the guest decides before they go.
        if (basket.shopId !== null && basket.shopId !== shopId && basket.items.length > 0) {
          const fresh = await confirm(t('otherShop', { shop: basket.shopName ?? '' }), { confirmLabel: t('startNew') });
          if (cancelled) return;
          if (!fresh) {
            router.replace(href.menu(basket.shopId));
            return;
          }
          basketStore.set((b) => clearBasket(b, { withShop: true }));
        }
        if (basketStore.get().shopId !== shopId) basketStore.set((b) => ({ ...b, shopId, shopName: null, items: [], note: null, spotId: null }));
        shopStore.set(shopId);
        // Step 3: QR values the proxy took out of the URL.
        const qr = takeQrCookie();
        if (qr && qr.shopId === shopId) {
          const spots = qr.spotId === undefined ? [] : await loadSpots(shopId);
          if (!cancelled) basketStore.set((b) => applyQrParams(b, qr, { orderTypes, spots }));
        }
      }
      window.dispatchEvent(new CustomEvent('ordering:navigate', { detail: { name: route?.name ?? null, path: pathname } }));
    })();
    return () => {
      cancelled = true;
    };
  }, [pathname, confirm, router, t, orderTypes]);

  return null;
}
