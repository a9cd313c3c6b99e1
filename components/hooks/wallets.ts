'use client';

import { useSyncExternalStore } from 'react';

import { isWallet, type PaymentMethod, type WalletMethod } from '@/lib/domain/orders/order';

type ApplePayWindow = Window & { ApplePaySession?: { canMakePayments?: () => boolean } };

/**
 * The wallet this phone pays with, if any: Apple Pay where Safari says it can pay, Google Pay in
 * a browser with the Payment Request API that is not Apple's. The provider's page does the rest.
 */
export function deviceWallet(): WalletMethod | null {
  if (typeof window === 'undefined') return null;
  try {
    const apple = (window as ApplePayWindow).ApplePaySession;
    if (apple?.canMakePayments?.()) return 'applepay';
  } catch {
    // Apple Pay refuses to answer outside a secure context: no wallet from it.
  }
  const paymentRequest = (window as Window & { PaymentRequest?: unknown }).PaymentRequest;
  return typeof paymentRequest === 'function' && !/iPhone|iPad|Macintosh/.test(navigator.userAgent) ? 'googlepay' : null;
}

const noChange = () => () => {};

/** The phone's wallet after hydration (null on the server and while the page is server-rendered). */
export const useDeviceWallet = () => useSyncExternalStore(noChange, deviceWallet, () => null);

/**
 * What this guest is offered, in order: of the shop's methods, a wallet only when it is the
 * phone's own; the rest as the shop gives them (wallet first, then card, then the country's app).
 */
export const offeredMethods = (shopMethods: readonly PaymentMethod[], wallet: WalletMethod | null): PaymentMethod[] =>
  shopMethods.filter((m) => !isWallet(m) || m === wallet);

/** The method chosen before the guest chooses: the last one used if offered, else the first offered. */
export const firstChoice = (offered: readonly PaymentMethod[], last: PaymentMethod | null): PaymentMethod =>
  last && offered.includes(last) ? last : (offered[0] ?? 'card');

/** The shop's methods this phone can use, in the order offered. */
export const useOfferedMethods = (shopMethods: readonly PaymentMethod[]): PaymentMethod[] => offeredMethods(shopMethods, useDeviceWallet());
