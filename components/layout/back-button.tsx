'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';

import { basketStore, shopStore } from '@/components/basket/basket-store';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { clearBasket } from '@/lib/domain/basket/rules';
import { matchRoute } from '@/lib/routes';

import { navigationState } from './navigation-state';
import styles from './top-bar.module.css';

const EDITING_ROUTES = new Set(['menuArticlePage', 'editOrder', 'suggestedArticlesPage']);

/**
 * SPEC.md §2 back button: on a cart-reset route with items, confirm and then clear shop and
 * basket; on an article page with unsaved changes, confirm; otherwise go back.
 */
export function BackButton() {
  const t = useTranslations('Layout');
  const tb = useTranslations('Basket');
  const router = useRouter();
  const pathname = usePathname();
  const confirm = useConfirm();
  const route = matchRoute(pathname);
  if (!route || route.name === 'home') return null;

  async function back() {
    const basket = basketStore.get();
    if (route?.meta.confirmCartReset && basket.items.length > 0) {
      if (!(await confirm(tb('confirmReset')))) return;
      basketStore.set((b) => clearBasket(b, { withShop: true }));
      shopStore.set(null);
    } else if (route && EDITING_ROUTES.has(route.name) && navigationState.isOrderChanged()) {
      if (!(await confirm(tb('confirmDiscard')))) return;
    }
    if (window.history.length > 1) router.back();
    else router.push('/');
  }

  return (
    <button type="button" className={styles.back} onClick={back}>
      <span aria-hidden="true">← </span>
      {t('back')}
    </button>
  );
}
