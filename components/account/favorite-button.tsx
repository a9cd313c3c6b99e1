'use client';

import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';

import { useErrorPopup } from '@/components/errors/error-popup';

import styles from './account.module.css';
import { type Profile, PROFILE_KEY, useAuth } from './use-auth';

type Favorite = { code: string; type: 'article' | 'shop' };

/** SPEC.md §4 favourite button: toggles at once, calls the BFF, and rolls back if that fails. */
export function FavoriteButton({ code, type, name }: Favorite & { name: string }) {
  const t = useTranslations('Account');
  const { profile, isAuthenticated } = useAuth();
  const { showError } = useErrorPopup();
  const { mutate } = useSWRConfig();
  if (!isAuthenticated || !profile) return null;
  const active = profile.favorites.some((f) => f.code === code && f.type === type);

  async function toggle() {
    const before = profile!;
    const optimistic: Profile = {
      ...before,
      favorites: active ? before.favorites.filter((f) => !(f.code === code && f.type === type)) : [...before.favorites, { code, type }],
    };
    await mutate(PROFILE_KEY, optimistic, { revalidate: false });
    try {
      const response = await fetch('/api/user/favorite', {
        method: active ? 'DELETE' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, type }),
      });
      if (!response.ok) throw new Error(String(response.status));
      // SPEC.md §7: removing answers the full list, which replaces the local one.
      if (active) await mutate(PROFILE_KEY, { ...optimistic, favorites: (await response.json()) as Favorite[] }, { revalidate: false });
    } catch {
      await mutate(PROFILE_KEY, before, { revalidate: false });
      showError('SERVER');
    }
  }

  return (
    <button
      type="button"
      className={styles.favorite}
      aria-pressed={active}
      aria-label={active ? t('unfavorite', { name }) : t('favorite', { name })}
      onClick={() => void toggle()}
      data-testid="favorite-toggle"
    >
      <span aria-hidden="true">{active ? '♥' : '♡'}</span>
    </button>
  );
}
