'use client';

import { useEffect } from 'react';
import useSWR, { mutate } from 'swr';

export type Profile = {
  isAuthenticated: boolean;
  favorites: Array<{ code: string; type: 'article' | 'shop' }>;
  name: string | null;
  lastName: string | null;
  email?: string | null;
  phone?: string | null;
  favoriteShopId?: number | null;
};

export const PROFILE_KEY = '/api/user/profile';
const AUTH_SIGNAL = 'ordering.auth';

/** SPEC.md §4 auth: the profile is the truth; a 401 means signed out. */
async function fetchProfile(url: string): Promise<Profile | null> {
  const response = await fetch(url, { cache: 'no-store' });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as Profile;
}

/** Another tab signed in or out: refetch here too. Every tab hears it through localStorage. */
export function announceAuthChange() {
  try {
    localStorage.setItem(AUTH_SIGNAL, String(Date.now()));
  } catch {
    // storage blocked: other tabs catch up on their next profile fetch
  }
  void mutate(() => true, undefined, { revalidate: true });
}

export function useAuth() {
  const { data, error, isLoading, mutate: refetch } = useSWR(PROFILE_KEY, fetchProfile, {
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

/** Signs out through the BFF, tells the service worker to drop its caches, and reloads. */
export async function signOut() {
  await fetch('/api/user/logout', { method: 'POST' }).catch(() => undefined);
  navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_RUNTIME_CACHES' });
  announceAuthChange();
  window.location.reload();
}
