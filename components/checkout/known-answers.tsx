'use client';

import { useTranslations } from 'next-intl';

import checkout from './checkout.module.css';

type Props = {
  /** What the checkout already knows, in reading order; null parts are left out. */
  parts: ReadonlyArray<string | null>;
  open: boolean;
  onToggle: () => void;
  /** The id of the details this row opens. */
  controls: string;
};

/** "Eat here · Table 1 · Ready 12:30–12:40" and Change, which opens the details behind them. */
export function KnownAnswers({ parts, open, onToggle, controls }: Props) {
  const t = useTranslations('Checkout');
  return (
    <div className={checkout.known} data-testid="known-answers">
      <ul className={checkout.knownParts} aria-label={t('knownAnswers')}>
        {parts.flatMap((part, i) => (part ? [<li key={i}>{part}</li>] : []))}
      </ul>
      <button type="button" className={checkout.change} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
        {open ? t('doneChanging') : t('change')}
      </button>
    </div>
  );
}
