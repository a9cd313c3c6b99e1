'use client';

import { useTranslations } from 'next-intl';

import { Price } from '@/components/ui/price';
import type { ChoiceGroupView } from '@/lib/domain/menu/view';

import styles from './menu.module.css';

type Props = {
  group: ChoiceGroupView;
  selected: readonly string[];
  symbol: string;
  /** Shown once the guest tried to add without the required choices. */
  showError: boolean;
  errorId: string;
  onToggle: (code: string, on: boolean) => void;
  fieldsetRef: (element: HTMLFieldSetElement | null) => void;
};

/** One level of choices: radio buttons for a single choice, check boxes up to its max. */
export function ChoiceGroup({ group, selected, symbol, showError, errorId, onToggle, fieldsetRef }: Props) {
  const t = useTranslations('Article');
  return (
    <fieldset
      ref={fieldsetRef}
      className={styles.group}
      aria-describedby={showError ? errorId : undefined}
      aria-invalid={showError || undefined}
    >
      <legend>{group.name}</legend>
      {/* What the group needs, before the first tap: "Required · choose 1", or at least n of up to m. */}
      <p className={group.min > 0 ? `${styles.hint} ${styles.required}` : styles.hint}>
        {group.min > 0 && group.min === group.max
          ? `${t('required')} · ${t('chooseExactly', { count: group.min })}`
          : group.min > 0
            ? `${t('required')} · ${t('minChoices', { count: group.min })} · ${t('maxChoices', { count: group.max })}`
            : `${t('optional')} · ${t('maxChoices', { count: group.max })}`}
      </p>
      {group.choices.map((choice) => {
        const checked = selected.includes(choice.code);
        const full = !checked && group.max > 1 && selected.length >= group.max;
        return (
          <label key={choice.code} className={styles.choice}>
            <input
              type={group.max === 1 ? 'radio' : 'checkbox'}
              name={`level-${group.level}`}
              value={choice.code}
              checked={checked}
              disabled={!choice.available || full}
              onChange={(e) => onToggle(choice.code, e.target.checked)}
              onClick={group.max === 1 && group.min === 0 && checked ? () => onToggle(choice.code, false) : undefined}
            />
            <span className={styles.name}>
              {choice.name}
              {!choice.available ? ` (${t('soldOut')})` : ''}
            </span>
            {choice.price > 0 ? (
              <span>
                +<Price amount={choice.price} symbol={symbol} />
              </span>
            ) : null}
          </label>
        );
      })}
      {showError ? (
        <p id={errorId} className={styles.invalid}>
          {t('chooseAtLeast', { value: group.min, level: group.name })}
        </p>
      ) : null}
    </fieldset>
  );
}
