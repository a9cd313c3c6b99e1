'use client';

import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';

import { useErrorPopup } from '@/components/errors/error-popup';
import { bff, type Favorite } from '@/lib/client/api';

import styles from './account.module.css';
import { type Profile, PROFILE_KEY, useAuth } from './use-auth';


/** Toggles at once, then tells the BFF; rolls back if that fails. Removing answers the whole list. */
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
      if (active) {
        const favorites = await bff.removeFavorite({ code, type });
        await mutate(PROFILE_KEY, { ...optimistic, favorites }, { revalidate: false });
      } else {
        await bff.addFavorite({ code, type });
      }
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
