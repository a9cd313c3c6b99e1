'use client';

import { useEffect } from 'react';
import useSWR, { mutate } from 'swr';

import { api, bff, type Profile } from '@/lib/client/api';

export type { Profile };

/** The SWR key of the signed-in customer's profile. */
export const PROFILE_KEY = api.profile();
const AUTH_SIGNAL = 'ordering.auth';

/** Another tab signed in or out: refetch here too. Every tab hears it through localStorage. */
export function announceAuthChange() {
  try {
    localStorage.setItem(AUTH_SIGNAL, String(Date.now()));
  } catch {
    // storage blocked: other tabs catch up on their next profile fetch
  }
  void mutate(() => true, undefined, { revalidate: true });
}

/** The profile is the truth about who is signed in; a 401 from it means signed out. */
export function useAuth() {
  const { data, error, isLoading, mutate: refetch } = useSWR(PROFILE_KEY, bff.profile, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_SIGNAL) void refetch();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [refetch]);
  return { profile: data ?? null, isAuthenticated: Boolean(data?.isAuthenticated), loading: isLoading && !error };
}

/** Signs out through the BFF, tells the service worker to drop its caches, and reloads (or opens `landing`). */
export async function signOut(landing?: string) {
  await bff.signOut().catch(() => undefined);
  navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_RUNTIME_CACHES' });
  announceAuthChange();
  if (landing) window.location.assign(landing);
  else window.location.reload();
}
