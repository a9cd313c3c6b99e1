'use client';

import dynamic from 'next/dynamic';

/**
 * The way back to a shop's menu on a not-found page. Next carries the not-found boundary with
 * every page, so its code (and the data fetching it needs) loads only when a not-found page shows;
 * it draws nothing on the server either way (it waits for the shop to be known).
 */
export const LazyShopMenuLink = dynamic(() => import('./shop-menu-link').then((m) => m.ShopMenuLink), { ssr: false });
