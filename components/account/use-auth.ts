'use client';

import { useSyncExternalStore } from 'react';

import type { Profile } from '@/lib/client/api';
import { readCookie } from '@/lib/client/cookies';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/domain/account/signed-in-hint';

export type { Profile };

const AUTH_SIGNAL = 'ordering.auth';

/** The server's readable hint: this browser holds a signed-in session (see lib/domain/account/signed-in-hint.ts). */
const hasSignedInHint = () => typeof document !== 'undefined' && readCookie(SIGNED_IN_HINT_COOKIE) === '1';

/** The BFF client loads with the first call: a signed-out page makes none. */
const loadBff = () => import('@/lib/client/api').then((m) => m.bff);

type AuthState = { profile: Profile | null; loading: boolean };
const SIGNED_OUT: AuthState = { profile: null, loading: false };

// With the hint, the profile is on its way from the first render (no login link in between).
let state: AuthState = hasSignedInHint() ? { profile: null, loading: true } : SIGNED_OUT;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setState(next: AuthState) {
  if (next === state) return;
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * Asks for the profile, once at a time; a 401 or a failure means signed out. Without the
 * signed-in hint there is nothing to ask: the BFF would refuse.
 */
export function refreshProfile(): Promise<void> {
  if (!hasSignedInHint()) {
    setState(SIGNED_OUT);
    return Promise.resolve();
  }
  if (!state.profile && !state.loading) setState({ profile: null, loading: true });
  pending ??= loadBff()
    .then((bff) => bff.profile())
    .then(
      (profile) => setState({ profile, loading: false }),
      () => setState(SIGNED_OUT),
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Shows a changed profile at once (a favourite toggled); `refreshProfile` asks the BFF again. */
export function setProfile(profile: Profile | null) {
  setState({ profile, loading: false });
}

/** Signed in or out, here or in another tab: every tab asks again (each hears it through localStorage). */
function onStorage(event: StorageEvent) {
  if (event.key === AUTH_SIGNAL) void refreshProfile();
}
const onFocus = () => void refreshProfile();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    // The first component that asks (the top bar's, on every page) fetches; the rest share it.
    window.addEventListener('storage', onStorage);
    window.addEventListener('focus', onFocus);
    void refreshProfile();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', onFocus);
    }
  };
}

const getSnapshot = () => state;
const getServerSnapshot = () => SIGNED_OUT;

/** Another tab signed in or out, or this one did: every tab asks for the profile again; cached personal data is dropped. */
export function announceAuthChange() {
  try {
    localStorage.setItem(AUTH_SIGNAL, String(Date.now()));
  } catch {
    // storage blocked: other tabs catch up when they regain focus
  }
  void refreshProfile();
  // Orders read through SWR (order pages) are personal: fetched again as the new customer, the page
  // keeping what it shows meanwhile (signing in on an order's page leaves it in place; signing out reloads).
  void import('swr').then(({ mutate }) => mutate(() => true));
}

/** The profile is the truth about who is signed in; without the signed-in hint nothing is asked. */
export function useAuth() {
  const { profile, loading } = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { profile, isAuthenticated: Boolean(profile?.isAuthenticated), loading };
}

let hinted = false;
/** Once signed in during this page load, account code stays: signing out ends with a new page load. */
const signedInThisLoad = () => (hinted ||= hasSignedInHint());

/** Whether the server says this browser is signed in (or did during this page load): cheap, asks nothing. */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(subscribe, signedInThisLoad, () => false);
}

/** Signs out through the BFF, tells the service worker to drop its caches, and reloads (or opens `landing`). */
export async function signOut(landing?: string) {
  await loadBff()
    .then((bff) => bff.signOut())
    .catch(() => undefined);
  // A shared device (a family's tablet, a phone passed round the table): the next person starts
  // with an empty basket, not the last customer's order.
  await import('@/components/basket/basket-store').then(({ basketActions }) => basketActions.cancelOrder()).catch(() => undefined);
  navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_RUNTIME_CACHES' });
  announceAuthChange();
  if (landing) window.location.assign(landing);
  else window.location.reload();
}
