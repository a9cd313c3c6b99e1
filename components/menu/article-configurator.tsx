'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';

import { basketStore } from '@/components/basket/basket-store';
import { navigationState } from '@/components/layout/navigation-state';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import type { BasketItem } from '@/lib/domain/basket/basket';
import { addItemForShop, lineAllergens, MAX_QUANTITY, unitPrice } from '@/lib/domain/basket/rules';
import type { ArticleView, ChoiceGroupView } from '@/lib/domain/menu/view';
import { href } from '@/lib/routes';

import { ArticleTags } from './article-tags';
import styles from './menu.module.css';

type Props = {
  shop: { id: number; name: string };
  article: ArticleView;
  groups: ChoiceGroupView[];
  symbol: string;
  hasSuggestions: boolean;
  /** The basket line being edited (editOrder); its id is kept so saving replaces it. */
  line?: BasketItem;
};

type Selection = Record<number, string[]>;

function initialSelection(groups: ChoiceGroupView[], line: BasketItem | undefined): Selection {
  const selection: Selection = {};
  for (const group of groups) {
    selection[group.level] = line ? line.choices.filter((c) => c.level === group.level).map((c) => c.code) : [];
  }
  return selection;
}

/** Choices by level (max and min checked inline), quantity, and add to basket or save an edited line. */
export function ArticleConfigurator({ shop, article, groups, symbol, hasSuggestions, line }: Props) {
  const t = useTranslations('Article');
  const router = useRouter();
  const formId = useId();
  const lineId = line?.id;
  const [selection, setSelection] = useState<Selection>(() => initialSelection(groups, line));
  const [quantity, setQuantity] = useState(line?.quantity ?? 1);
  const [submitted, setSubmitted] = useState(false);
  const groupRefs = useRef<Record<number, HTMLFieldSetElement | null>>({});

  const chosen = groups.flatMap((group) =>
    (selection[group.level] ?? []).flatMap((code) => {
      const choice = group.choices.find((c) => c.code === code);
      return choice ? [{ level: group.level, code, article: choice.basketArticle }] : [];
    }),
  );
  const item: BasketItem = {
    id: lineId ?? '',
    type: 'article',
    quantity,
    article: article.basketArticle,
    choices: chosen,
    categoryPath: article.categoryPath,
  };
  const tooFew = (g: ChoiceGroupView) => (selection[g.level]?.length ?? 0) < g.min;
  const invalid = groups.filter(tooFew);

  function toggle(group: ChoiceGroupView, code: string, on: boolean) {
    navigationState.markOrderChanged();
    setSelection((current) => {
      const list = current[group.level] ?? [];
      if (group.max === 1) return { ...current, [group.level]: on ? [code] : [] };
      if (on && list.length >= group.max) return current;
      return { ...current, [group.level]: on ? [...list, code] : list.filter((c) => c !== code) };
    });
  }

  function changeQuantity(delta: number) {
    navigationState.markOrderChanged();
    setQuantity((q) => Math.min(MAX_QUANTITY, Math.max(1, q + delta)));
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const [first] = invalid;
    if (first) {
      groupRefs.current[first.level]?.querySelector('input')?.focus();
      return;
    }
    if (!article.available) return;
    const saved = { ...item, id: lineId ?? crypto.randomUUID() };
    navigationState.markOrderChanged(false);
    basketStore.set((current) => addItemForShop({ ...current, currencySymbol: symbol }, shop, saved));
    if (!lineId && hasSuggestions) router.push(href.suggested(shop.id, article.categoryPath, article.code));
    else router.push(href.menu(shop.id, article.categoryPath));
  }

  return (
    <form id={formId} onSubmit={submit} noValidate>
      {groups.map((group) => {
        const count = selection[group.level]?.length ?? 0;
        const showError = submitted && tooFew(group);
        const errorId = `${formId}-${group.level}-error`;
        return (
          <fieldset
            key={group.level}
            ref={(el) => {
              groupRefs.current[group.level] = el;
            }}
            className={styles.group}
            aria-describedby={showError ? errorId : undefined}
            aria-invalid={showError || undefined}
          >
            <legend>{group.name}</legend>
            <p className={styles.hint}>
              {group.min > 0 ? t('minChoices', { value: group.min }) : t('optional')} · {t('maxChoices', { value: group.max })}
            </p>
            {group.choices.map((choice) => {
              const checked = selection[group.level]?.includes(choice.code) ?? false;
              const full = !checked && group.max > 1 && count >= group.max;
              return (
                <label key={choice.code} className={styles.choice}>
                  <input
                    type={group.max === 1 ? 'radio' : 'checkbox'}
                    name={`level-${group.level}`}
                    value={choice.code}
                    checked={checked}
                    disabled={!choice.available || full}
                    onChange={(e) => toggle(group, choice.code, e.target.checked)}
                    onClick={group.max === 1 && group.min === 0 && checked ? () => toggle(group, choice.code, false) : undefined}
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
      })}

      <ArticleTags allergens={lineAllergens(item)} />

      <div className={styles.quantity} role="group" aria-label={t('quantity')}>
        <button type="button" className={styles.round} aria-label={t('decrease', { name: article.name })} disabled={quantity <= 1} onClick={() => changeQuantity(-1)}>
          −
        </button>
        <output aria-live="polite">{quantity}</output>
        <button
          type="button"
          className={styles.round}
          aria-label={t('increase', { name: article.name })}
          disabled={quantity >= MAX_QUANTITY}
          onClick={() => changeQuantity(1)}
        >
          +
        </button>
      </div>

      <Button type="submit" wide disabled={!article.available}>
        {!article.available ? (
          t('soldOut')
        ) : (
          <>
            {lineId ? t('save') : t('add')} · <Price amount={unitPrice(item) * quantity} symbol={symbol} />
          </>
        )}
      </Button>
    </form>
  );
}
