import styles from '@/components/account/account.module.css';
import { localize } from '@/lib/domain/locale/i18n-text';

import { OfferArticles } from './offer-articles';

type Offer = { code: string; name: string; description: string; i18n: Array<{ language: string; text: string }> };

/** Campaigns: the chain's current offers in the visitor's language. */
export function CampaignsView({ offers, locale, empty }: { offers: Offer[]; locale: string; empty: string }) {
  if (offers.length === 0) return <p>{empty}</p>;
  return (
    <ul className={styles.list}>
      {offers.map((offer) => (
        <li key={offer.code} className={styles.item}>
          <h2>{localize(offer.i18n, locale, offer.name)}</h2>
          <p>{offer.description}</p>
          <OfferArticles code={offer.code} />
        </li>
      ))}
    </ul>
  );
}
