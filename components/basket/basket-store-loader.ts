'use client';

type BasketStore = typeof import('./basket-store');

let loaded: BasketStore | undefined;
let loading: Promise<BasketStore> | undefined;

/**
 * The basket store for parts of every page that need it only when tapped (back, logo, choosing a
 * shop): its code (store, reducer, validation of the saved basket) stays out of the first-load
 * JavaScript. The layout's deferred effects load it right after hydration, so a tap rarely waits.
 */
export function loadBasketStore(): Promise<BasketStore> {
  return (loading ??= import('./basket-store').then((store) => (loaded = store)));
}

/** The store when already loaded: for a decision a click must take at once (whether to keep its default action). */
export const loadedBasketStore = (): BasketStore | undefined => loaded;
