import { useTranslations } from 'next-intl';

import { Price } from '@/components/ui/price';
import type { SignageSection } from '@/lib/domain/menu/signage';

import styles from './signage.module.css';

export function SignageMenu({ title, footer, sections, symbol }: { title: string; footer: string; sections: SignageSection[]; symbol: string }) {
  const t = useTranslations('Menu');
  return (
    <section className={styles.screen} data-signage>
      <h1>{title}</h1>
      <div className={styles.sections}>
        {sections.map((section) => (
          <section key={section.title} className={styles.section}>
            <h2>{section.title}</h2>
            <ul>
              {section.items.map((item) => (
                <li key={item.code} className={item.soldOut ? styles.soldOut : undefined}>
                  <span>
                    {item.name}
                    {item.campaign ? <span className={styles.campaign}>{item.campaign}</span> : null}
                    {item.soldOut ? <span className="visually-hidden"> ({t('soldOut')})</span> : null}
                  </span>
                  <Price amount={item.price} symbol={symbol} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className={styles.footer}>{footer}</p>
    </section>
  );
}
