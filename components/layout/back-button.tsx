'use client';

import { useTranslations } from 'next-intl';

import { loadBasketStore } from '@/components/basket/basket-store-loader';
import { useRoute } from '@/components/hooks/use-route';
import { useRouter } from '@/components/navigation/use-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import styles from '@/components/ui/top-bar.module.css';
import { buildsOrderLine } from '@/lib/routes';

import { navigationState } from './navigation-state';

/**
 * Back: on a cart-reset route with items, confirm and then clear shop and basket; on an article
 * page with unsaved changes, confirm; otherwise go back. On a narrow bar only the arrow shows;
 * the word stays its name.
 */
export function BackButton() {
  const t = useTranslations('Layout');
  const tb = useTranslations('Basket');
  const router = useRouter();
  const confirm = useConfirm();
  const { route } = useRoute();
  if (!route || route.name === 'home') return null;

  async function back() {
    const { basketActions, currentBasket } = await loadBasketStore();
    if (route?.meta.confirmCartReset && currentBasket().items.length > 0) {
      if (!(await confirm(tb('confirmReset')))) return;
      basketActions.cancelOrder();
    } else if (route && buildsOrderLine(route.meta) && navigationState.isOrderChanged()) {
      if (!(await confirm(tb('confirmDiscard')))) return;
    }
    if (window.history.length > 1) router.back();
    else router.push('/');
  }

  return (
    <button type="button" className={styles.back} onClick={back}>
      <span aria-hidden="true">←</span>
      <span className={styles.words}>{t('back')}</span>
    </button>
  );
}
