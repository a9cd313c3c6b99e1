'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';

import { basketActions } from '@/components/basket/basket-store';
import { navigationState } from '@/components/layout/navigation-state';
import { usePageDraft } from '@/components/navigation/page-draft';
import { useRouter } from '@/components/navigation/use-router';
import { SHOP_STATE_ID, useOrderBlock } from '@/components/shops/use-order-block';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { newId } from '@/lib/client/ids';
import type { BasketItem } from '@/lib/domain/basket/basket';
import { lineAllergens, MAX_QUANTITY, unitPrice } from '@/lib/domain/basket/rules';
import type { ArticleView, ChoiceGroupView } from '@/lib/domain/menu/view';
import { laterToday, orderBlock, stopsAdding } from '@/lib/domain/shops/shop-status';
import type { ShopAvailability } from '@/lib/domain/shops/shop-view';
import { href } from '@/lib/routes';

import { ArticleTags } from './article-tags';
import { ChoiceGroup } from './choice-group';
import styles from './menu.module.css';
import { QuantityStepper } from './quantity-stepper';

type Props = {
  shop: { id: number; name: string };
  /** A shop that cannot take an order now keeps the add button disabled, saying why. */
  availability: ShopAvailability;
  article: ArticleView;
  groups: ChoiceGroupView[];
  symbol: string;
  hasSuggestions: boolean;
  /** The basket line being edited (editOrder); its id is kept so saving replaces it. */
  line?: BasketItem;
};

type Selection = Record<number, string[]>;

/** An edited line's own choices; a new one starts from what the restaurant marks as default (and nothing else). */
function initialSelection(groups: ChoiceGroupView[], line: BasketItem | undefined): Selection {
  return Object.fromEntries(
    groups.map((g) => [
      g.level,
      line
        ? line.choices.filter((c) => c.level === g.level).map((c) => c.code)
        : g.choices
            .filter((c) => c.isDefault && c.available)
            .slice(0, g.max)
            .map((c) => c.code),
    ]),
  );
}

/** A saved draft, kept only as far as this article still offers it: known levels, known codes, at most each level's max. */
function readDraft(saved: unknown, groups: ChoiceGroupView[]): { selection: Selection; quantity: number } | null {
  if (!saved || typeof saved !== 'object') return null;
  const { selection, quantity } = saved as { selection?: unknown; quantity?: unknown };
  if (!selection || typeof selection !== 'object' || !Number.isInteger(quantity) || (quantity as number) < 1) return null;
  const chosen = selection as Record<string, unknown>;
  const kept: Selection = Object.fromEntries(
    groups.map((g) => {
      const codes = Array.isArray(chosen[g.level]) ? (chosen[g.level] as unknown[]) : [];
      const offered = new Set(g.choices.filter((c) => c.available).map((c) => c.code));
      return [g.level, codes.filter((c): c is string => typeof c === 'string' && offered.has(c)).slice(0, g.max)];
    }),
  );
  return { selection: kept, quantity: Math.min(MAX_QUANTITY, quantity as number) };
}

/** A single-choice level takes the new choice; a multi-choice level adds up to its max. */
function toggled(current: Selection, group: ChoiceGroupView, code: string, on: boolean): Selection {
  const list = current[group.level] ?? [];
  if (group.max === 1) return { ...current, [group.level]: on ? [code] : [] };
  if (on && list.length >= group.max) return current;
  return { ...current, [group.level]: on ? [...list, code] : list.filter((c) => c !== code) };
}

/**
 * Add (or Save) with the price of the dish as chosen, or why nothing can be added now. The shop's
 * state follows the clock here, so its minute ticks render this button and not the choices above it.
 */
function AddButton({ availability, available, editing, amount, symbol }: { availability: ShopAvailability; available: boolean; editing: boolean; amount: number; symbol: string }) {
  const t = useTranslations('Article');
  const ts = useTranslations('ShopState.cannotAdd');
  const block = useOrderBlock(availability);
  // Closed now but open later today: the order is taken now for that time or later.
  const later = laterToday(block);
  const stopped = stopsAdding(block);
  return (
    <Button type="submit" wide disabled={!available || stopped} aria-describedby={block ? SHOP_STATE_ID : undefined}>
      {block && stopped ? (
        ts(block.reason)
      ) : !available ? (
        t('soldOut')
      ) : (
        // Label and price are two items of one row, no separator between them: nothing can sit alone on a line.
        <>
          <span className={styles.addLabel}>{editing ? t('save') : later ? t('orderFor', { time: later }) : t('add')}</span>{' '}
          <span className={styles.addPrice}>
            <Price amount={amount} symbol={symbol} />
          </span>
        </>
      )}
    </Button>
  );
}

/** Choices by level (max and min checked inline), quantity, and add to basket or save an edited line. */
export function ArticleConfigurator({ shop, availability, article, groups, symbol, hasSuggestions, line }: Props) {
  const t = useTranslations('Article');
  const router = useRouter();
  const formId = useId();
  const lineId = line?.id;
  const [selection, setSelection] = useState<Selection>(() => initialSelection(groups, line));
  const [quantity, setQuantity] = useState(line?.quantity ?? 1);
  const [submitted, setSubmitted] = useState(false);
  const [full, setFull] = useState(false);
  const [missingLevel, setMissingLevel] = useState<string | null>(null);
  const groupRefs = useRef<Record<number, HTMLFieldSetElement | null>>({});
  // A language switch reloads the page: the choices and quantity made so far come back.
  usePageDraft('article', { selection, quantity }, (saved) => {
    const draft = readDraft(saved, groups);
    if (!draft) return;
    setSelection(draft.selection);
    setQuantity(draft.quantity);
    navigationState.markOrderChanged();
  });

  const choices = groups.flatMap((group) =>
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
    choices,
    categoryPath: article.categoryPath,
    configurable: groups.length > 0,
  };
  const tooFew = (g: ChoiceGroupView) => (selection[g.level]?.length ?? 0) < g.min;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const [missing] = groups.filter(tooFew);
    setMissingLevel(missing ? missing.name : null);
    if (missing) {
      // Back to the group that still needs a choice, saying which one beside the button.
      const group = groupRefs.current[missing.level];
      group?.scrollIntoView({ block: 'nearest' });
      group?.querySelector('input')?.focus({ preventScroll: true });
      return;
    }
    // The shop's state at this moment, not at the button's last minute tick.
    if (!article.available || stopsAdding(orderBlock(availability, new Date()))) return;
    if (!basketActions.addLine(shop, { ...item, id: lineId ?? newId() })) return setFull(true);
    navigationState.markOrderChanged(false);
    if (!lineId && hasSuggestions) router.replace(href.suggested(shop.id, article.categoryPath, article.code));
    else router.push(href.menu(shop.id, article.categoryPath));
  }

  return (
    <form id={formId} onSubmit={submit} noValidate>
      {groups.map((group) => (
        <ChoiceGroup
          key={group.level}
          group={group}
          selected={selection[group.level] ?? []}
          symbol={symbol}
          showError={submitted && tooFew(group)}
          errorId={`${formId}-${group.level}-error`}
          fieldsetRef={(el) => {
            groupRefs.current[group.level] = el;
          }}
          onToggle={(code, on) => {
            navigationState.markOrderChanged();
            setMissingLevel(null);
            setSelection((current) => toggled(current, group, code, on));
          }}
        />
      ))}

      <ArticleTags allergens={lineAllergens(item)} />

      {/* The thumb's bar: the quantity, then Add and the price for the choices made so far, always at the bottom of the screen. */}
      <div className={styles.addBar}>
        {full ? (
          <p role="alert" className={styles.invalid}>
            {t('basketFull')}
          </p>
        ) : null}
        <p role="alert" className={styles.invalid} hidden={!missingLevel}>
          {missingLevel ? t('missingChoice', { level: missingLevel }) : ''}
        </p>
        <div className={styles.addRow}>
          <QuantityStepper
            name={article.name}
            quantity={quantity}
            onChange={(delta) => {
              navigationState.markOrderChanged();
              setQuantity((q) => Math.min(MAX_QUANTITY, Math.max(1, q + delta)));
            }}
          />
          <AddButton availability={availability} available={article.available} editing={Boolean(lineId)} amount={unitPrice(item) * quantity} symbol={symbol} />
        </div>
      </div>
    </form>
  );
}
