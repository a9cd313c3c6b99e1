/**
 * Prices a basket from the shop's own menu. The request carries only codes and quantities:
 * every price, name and VAT rate comes from the catalogue here.
 *
 * Money is integer minor units. A line's `unitPrice` is the article's own price; its `amount`
 * includes its choices: (unitPrice + Σ choice unitPrice) × quantity. A choice's `amount` is its
 * unitPrice × the line's quantity. The order total is Σ line amounts, and VAT is taken out of
 * those gross amounts per rate.
 *
 * A choice is named by two codes (the ordering API's data model): `choiceCode`, the choice's own code, and
 * `articleCode`, the code of the article it stands for. Both must match the menu.
 */
import type { OrderRequest } from '../../../lib/upstream/schemas/index.ts';

export type CatalogueChoice = { code: string; articleCode: string; name: string; price: number; taxPercent: number; available: boolean };
export type CatalogueGroup = { level: number; minCount: number; maxCount: number; choices: Map<string, CatalogueChoice> };
export type CatalogueArticle = {
  code: string;
  name: string;
  price: number;
  taxPercent: number;
  available: boolean;
  groups: CatalogueGroup[];
};
/** What may be ordered in one shop: listed, priced articles, every choice code of the menu and the articles behind them. */
export type Catalogue = { articles: Map<string, CatalogueArticle>; choiceCodes: Set<string>; choiceArticleCodes: Set<string> };

export type PricedChoice = {
  level: number; articleCode: string; choiceCode: string; name: string; unitPrice: number; taxPercent: number;
};
export type PricedLine = {
  code: string; name: string; quantity: number; unitPrice: number; taxPercent: number; choices: PricedChoice[];
  /** Groups capability: the guest the line is for, as the order request named them (absent: nobody). */
  guest?: string;
};

export type UnavailableProduct = {
  code: string;
  reason: 'not-on-menu' | 'sold-out' | 'choice-unavailable';
  choiceCode?: string;
};

export type PricingResult =
  | { ok: true; lines: PricedLine[] }
  | { ok: false; unavailable: UnavailableProduct[]; errors: Record<string, string[]> };

export function lineAmount(line: Pick<PricedLine, 'unitPrice' | 'quantity' | 'choices'>): number {
  return (line.unitPrice + line.choices.reduce((sum, c) => sum + c.unitPrice, 0)) * line.quantity;
}

export type TaxRow = { rate: number; base: number; amount: number };

/** VAT included in `gross` at `rate` percent, rounded half up to a minor unit (integer arithmetic). */
export function includedTax(gross: number, rate: number): number {
  const r = Math.round(rate * 100); // hundredths of a percent: 13.5 % → 1350
  const d = 10_000 + r;
  return Math.floor((2 * gross * r + d) / (2 * d));
}

/** VAT per rate, taken out of the gross amounts of the lines and their choices; base = gross − tax. */
export function computeTax(lines: readonly Pick<PricedLine, 'unitPrice' | 'quantity' | 'taxPercent' | 'choices'>[]): TaxRow[] {
  const gross = new Map<number, number>();
  const add = (rate: number, amount: number): void => {
    gross.set(rate, (gross.get(rate) ?? 0) + amount);
  };
  for (const line of lines) {
    add(line.taxPercent, line.unitPrice * line.quantity);
    for (const c of line.choices) add(c.taxPercent, c.unitPrice * line.quantity);
  }
  return [...gross.entries()]
    .filter(([, amount]) => amount > 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => {
      const tax = includedTax(amount, rate);
      return { rate, base: amount - tax, amount: tax };
    });
}

/**
 * Checks every item against the catalogue. Unknown or sold-out products are collected as
 * `unavailable` (409); choices that do not fit the article's choice groups are `errors` (400),
 * and so is a choice whose two codes do not make a pair of the menu: `choiceCode` must be a
 * choice of the article at that level and `articleCode` the article of that choice. A code the
 * menu does not know at all, as choice nor as a choice's article, is `choice-unavailable` (409).
 */
export function priceItems(catalogue: Catalogue, items: OrderRequest['items']): PricingResult {
  const unavailable: UnavailableProduct[] = [];
  const errors: Record<string, string[]> = {};
  const fail = (path: string, message: string): void => {
    (errors[path] ??= []).push(message);
  };
  const lines: PricedLine[] = [];

  items.forEach((item, i) => {
    const article = catalogue.articles.get(item.code);
    if (!article) {
      unavailable.push({ code: item.code, reason: 'not-on-menu' });
      return;
    }
    if (!article.available) unavailable.push({ code: item.code, reason: 'sold-out' });

    const chosen = new Map<CatalogueGroup, Set<string>>();
    const choices: PricedChoice[] = [];
    item.choices.forEach((c, j) => {
      const path = `items[${i}].choices[${j}]`;
      const group = article.groups.find((g) => g.level === c.level && g.choices.has(c.choiceCode));
      if (!group) {
        const byArticle = article.groups
          .filter((g) => g.level === c.level)
          .flatMap((g) => [...g.choices.values()])
          .find((choice) => choice.articleCode === c.choiceCode);
        if (byArticle) {
          fail(`${path}.choiceCode`, `${c.choiceCode} is the article of choice ${byArticle.code}; send choiceCode ${byArticle.code}.`);
        } else if (!catalogue.choiceCodes.has(c.choiceCode) && !catalogue.choiceArticleCodes.has(c.choiceCode)) {
          unavailable.push({ code: item.code, reason: 'choice-unavailable', choiceCode: c.choiceCode });
        } else {
          fail(`${path}.choiceCode`, `${c.choiceCode} is not a choice of ${item.code} at level ${c.level}.`);
        }
        return;
      }
      const choice = group.choices.get(c.choiceCode)!;
      if (c.articleCode !== choice.articleCode) {
        fail(`${path}.articleCode`, `The article of choice ${c.choiceCode} is ${choice.articleCode}.`);
        return;
      }
      const seen = chosen.get(group) ?? new Set<string>();
      if (seen.has(c.choiceCode)) {
        fail(`${path}.choiceCode`, `${c.choiceCode} is chosen twice.`);
        return;
      }
      seen.add(c.choiceCode);
      chosen.set(group, seen);
      if (!choice.available) unavailable.push({ code: item.code, reason: 'sold-out', choiceCode: c.choiceCode });
      choices.push({
        level: c.level,
        articleCode: choice.articleCode,
        choiceCode: choice.code,
        name: choice.name,
        unitPrice: choice.price,
        taxPercent: choice.taxPercent,
      });
    });
    for (const group of article.groups) {
      const n = chosen.get(group)?.size ?? 0;
      if (n < group.minCount) fail(`items[${i}].choices`, `Choose at least ${group.minCount} at level ${group.level}.`);
      if (n > group.maxCount) fail(`items[${i}].choices`, `Choose at most ${group.maxCount} at level ${group.level}.`);
    }
    lines.push({
      code: article.code, name: article.name, quantity: item.quantity, unitPrice: article.price, taxPercent: article.taxPercent, choices,
      ...(item.guest === undefined ? {} : { guest: item.guest }),
    });
  });

  if (unavailable.length > 0 || Object.keys(errors).length > 0) return { ok: false, unavailable, errors };
  return { ok: true, lines };
}
