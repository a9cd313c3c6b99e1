'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';

import { basketStore, shopStore } from '@/components/basket/basket-store';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { clearBasket } from '@/lib/domain/basket/rules';

import styles from './top-bar.module.css';

/** SPEC.md §2: the logo with items in the basket asks, then clears everything and goes home. */
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
        if (basketStore.get().items.length === 0) return;
        event.preventDefault();
        if (!(await confirm(tb('confirmLeave')))) return;
        basketStore.set((b) => clearBasket(b, { withShop: true }));
        shopStore.set(null);
        router.push('/');
      }}
    >
      <img src="/icons/logo.svg" alt="" width={32} height={32} />
      <span>{t('brand')}</span>
    </Link>
  );
}
