'use client';

import dynamic from 'next/dynamic';

/** Naming the shop to the basket draws nothing: it runs after hydration, with the basket store's code, out of the first load. */
export const DeferredShopInBasket = dynamic(() => import('./shop-in-basket').then((m) => m.ShopInBasket), { ssr: false });
