import { useTranslations } from 'next-intl';

import Link from '@/components/navigation/link';
import type { Crumb } from '@/lib/domain/menu/menu';
import { href } from '@/lib/routes';

import styles from './menu.module.css';

export function Breadcrumbs({ shopId, trail, current }: { shopId: number; trail: Crumb[]; current?: string }) {
  const t = useTranslations('Menu');
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.crumbs}>
      <ol>
        <li>
          <Link href={href.menu(shopId)}>{t('menu')}</Link>
        </li>
        {trail.map((crumb, index) => (
          <li key={crumb.path.join('/')}>
            {index === trail.length - 1 && !current ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link href={href.menu(shopId, crumb.path)}>{crumb.label}</Link>
            )}
          </li>
        ))}
        {current ? (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
