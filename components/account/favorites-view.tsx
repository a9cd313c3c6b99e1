'use client';

import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';

import Link from '@/components/navigation/link';
import { api, bff } from '@/lib/client/api';
import { localize } from '@/lib/domain/locale/i18n-text';
import { allArticles } from '@/lib/domain/menu/menu';
import { href } from '@/lib/routes';

import styles from './account.module.css';
import { FavoriteButton } from './favorite-button';
import { useAuth } from './use-auth';

/** Favourites open without login; a guest is offered sign-in instead of a list. */
export function FavoritesView() {
  const t = useTranslations('Account');
  const locale = useLocale();
  const { profile, isAuthenticated, loading } = useAuth();
  const shopIds = (profile?.favorites ?? []).filter((f) => f.type === 'shop').map((f) => Number(f.code));
  const articleCodes = (profile?.favorites ?? []).filter((f) => f.type === 'article').map((f) => f.code);
  const menuShop = profile?.favoriteShopId ?? shopIds[0] ?? 1;
  const { data: shops } = useSWR(isAuthenticated ? api.shops() : null, bff.shops);
  const { data: menu } = useSWR(isAuthenticated && articleCodes.length ? api.menu(menuShop) : null, () => bff.menu(menuShop));

  if (loading) return <p role="status">{t('loading')}</p>;
  if (!isAuthenticated) {
    return (
      <p>
        {t('favoritesSignIn')} <Link href={href.login('/favorites')}>{t('signIn')}</Link>
      </p>
    );
  }
  const articles = menu ? allArticles(menu).filter((a) => articleCodes.includes(a.article.code)) : [];
  return (
    <>
      <h2>{t('favoriteShops')}</h2>
      {shopIds.length === 0 ? <p>{t('noFavoriteShops')}</p> : null}
      <ul className={styles.list}>
        {(shops ?? [])
          .filter((s) => shopIds.includes(s.id))
          .map((shop) => (
            <li key={shop.id} className={`${styles.item} ${styles.row}`}>
              <Link href={href.orderType(shop.id)}>{shop.name}</Link>
              <FavoriteButton code={String(shop.id)} type="shop" name={shop.name} />
            </li>
          ))}
      </ul>
      <h2>{t('favoriteArticles')}</h2>
      {articleCodes.length === 0 ? <p>{t('noFavoriteArticles')}</p> : null}
      <ul className={styles.list}>
        {articles.map(({ article, categoryPath }) => {
          const name = localize(article.i18n, locale, article.description);
          return (
            <li key={article.code} className={`${styles.item} ${styles.row}`}>
              <Link href={href.article(menuShop, categoryPath, article.code)}>{name}</Link>
              <FavoriteButton code={article.code} type="article" name={name} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
