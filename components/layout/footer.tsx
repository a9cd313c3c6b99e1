import { getTranslations } from 'next-intl/server';

import styles from './top-bar.module.css';

export async function Footer({ version }: { version: string | null }) {
  const t = await getTranslations('Layout');
  return <footer className={styles.footer}>{version ? t('version', { version }) : null}</footer>;
}
