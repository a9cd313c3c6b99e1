'use client';

import { useTranslations } from 'next-intl';

import { useErrorPopup } from '@/components/errors/error-popup';
import { bff, type Favorite } from '@/lib/client/api';
import { popupCodeFor } from '@/lib/domain/popup-errors';

import styles from './account.module.css';
import { type Profile, setProfile, useAuth } from './use-auth';


/** The toggle itself: toggles at once, then tells the BFF; rolls back if that fails. Removing answers the whole list. */
export function FavoriteToggle({ code, type, name }: Favorite & { name: string }) {
  const t = useTranslations('Account');
  const { profile, isAuthenticated } = useAuth();
  const { showError } = useErrorPopup();
  if (!isAuthenticated || !profile) return null;
  const active = profile.favorites.some((f) => f.code === code && f.type === type);

  async function toggle() {
    const before = profile!;
    const optimistic: Profile = {
      ...before,
      favorites: active ? before.favorites.filter((f) => !(f.code === code && f.type === type)) : [...before.favorites, { code, type }],
    };
    setProfile(optimistic);
    try {
      if (active) {
        const favorites = await bff.removeFavorite({ code, type });
        setProfile({ ...optimistic, favorites });
      } else {
        await bff.addFavorite({ code, type });
      }
    } catch (error) {
      setProfile(before);
      showError(popupCodeFor(error));
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
