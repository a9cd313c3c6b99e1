'use client';

import { useTranslations } from 'next-intl';

import { loadBasketStore, loadedBasketStore } from '@/components/basket/basket-store-loader';
import Link from '@/components/navigation/link';
import { useRouter } from '@/components/navigation/use-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import styles from '@/components/ui/top-bar.module.css';

/** The logo with items in the basket asks, then clears everything and goes home. A narrow bar shows the mark only. */
export function LogoLink() {
  const t = useTranslations('Layout');
  const tb = useTranslations('Basket');
  const router = useRouter();
  const confirm = useConfirm();
  return (
    <Link
      href="/"
      className={styles.logo}
      aria-label={t('home')}
      onClick={async (event) => {
        const ready = loadedBasketStore();
        if (ready && ready.currentBasket().items.length === 0) return;
        event.preventDefault();
        const { basketActions, currentBasket } = ready ?? (await loadBasketStore());
        if (currentBasket().items.length > 0) {
          if (!(await confirm(tb('confirmLeave')))) return;
          basketActions.cancelOrder();
        }
        router.push('/');
      }}
    >
      {/* Low priority, so it is not preloaded ahead of the page's own picture: it is small and found at once in the HTML. */}
      <img src="/icons/logo.svg" alt="" width={32} height={32} fetchPriority="low" />
      <span className={styles.words}>{t('brand')}</span>
    </Link>
  );
}
