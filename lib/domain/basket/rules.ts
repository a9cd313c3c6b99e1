import { type Basket, type BasketItem, MAX_LINES } from './basket';

export const MAX_QUANTITY = 99;

const choiceKey = (item: BasketItem) =>
  item.choices
    .map((c) => `${c.level}:${c.code}`)
    .sort()
    .join('|');

/** Same article with the same set of choices (order does not matter). */
export function isSameConfiguration(a: BasketItem, b: BasketItem): boolean {
  return a.article.code === b.article.code && a.type === b.type && choiceKey(a) === choiceKey(b);
}

const withQuantity = (item: BasketItem, quantity: number): BasketItem => ({
  ...item,
  quantity: Math.min(MAX_QUANTITY, quantity),
});

/**
 * Adding, in order: quantity 0 removes the line; an existing id is replaced (an edited line);
 * a line with the same article and identical choices (none counts as identical) takes the
 * quantity; otherwise the item is appended, unless the basket already holds MAX_LINES lines.
 */
export function addItem(basket: Basket, item: BasketItem): Basket {
  if (item.quantity <= 0) return removeItem(basket, item.id);
  if (basket.items.some((line) => line.id === item.id)) {
    return { ...basket, items: basket.items.map((line) => (line.id === item.id ? withQuantity(item, item.quantity) : line)) };
  }
  const same = basket.items.find((line) => isSameConfiguration(line, item));
  if (same) {
    return {
      ...basket,
      items: basket.items.map((line) => (line === same ? withQuantity(line, line.quantity + item.quantity) : line)),
    };
  }
  if (basket.items.length >= MAX_LINES) return basket;
  return { ...basket, items: [...basket.items, withQuantity(item, item.quantity)] };
}

/** Whether the basket holds the article as a line without choices: a one-tap suggestion shows "Added" while it does. */
export const holdsPlainArticle = (basket: Basket, code: string) =>
  basket.items.some((line) => line.type === 'article' && line.article.code === code && line.choices.length === 0);

/** Whether adding this item would take a new line while the basket is full. */
export const isBasketFull = (basket: Basket, item: BasketItem) =>
  basket.items.length >= MAX_LINES && !basket.items.some((line) => line.id === item.id || isSameConfiguration(line, item));

/** Every line of these article codes leaves the basket (the restaurant cannot make them now). */
export function removeArticles(basket: Basket, codes: readonly string[]): Basket {
  return { ...basket, items: basket.items.filter((line) => !codes.includes(line.article.code)) };
}

export function removeItem(basket: Basket, id: string): Basket {
  return { ...basket, items: basket.items.filter((line) => line.id !== id) };
}

export function increase(basket: Basket, id: string): Basket {
  return { ...basket, items: basket.items.map((line) => (line.id === id ? withQuantity(line, line.quantity + 1) : line)) };
}

/** Decreasing a line of quantity 1 removes it. */
export function decrease(basket: Basket, id: string): Basket {
  const line = basket.items.find((l) => l.id === id);
  if (!line) return basket;
  if (line.quantity <= 1) return removeItem(basket, id);
  return { ...basket, items: basket.items.map((l) => (l.id === id ? { ...l, quantity: l.quantity - 1 } : l)) };
}

/** One unit: the article plus its priced choices (choice prices are added when above 0). */
export function unitPrice(item: BasketItem): number {
  return item.article.price + item.choices.reduce((sum, c) => sum + Math.max(0, c.article.price), 0);
}

export const lineTotal = (item: BasketItem) => unitPrice(item) * item.quantity;

export const basketTotal = (basket: Basket) => basket.items.reduce((sum, item) => sum + lineTotal(item), 0);

export const itemCount = (basket: Basket) => basket.items.reduce((sum, item) => sum + item.quantity, 0);

/** Included tax per rate, as shown under the total ("Tax (12%)"). Prices include tax. */
export function taxesByRate(basket: Basket): Array<{ percent: number; amount: number }> {
  const byRate = new Map<number, number>();
  for (const item of basket.items) {
    const percent = item.article.taxPercent;
    if (percent === undefined || percent <= 0) continue;
    const gross = lineTotal(item);
    byRate.set(percent, (byRate.get(percent) ?? 0) + gross - gross / (1 + percent / 100));
  }
  return [...byRate].sort(([a], [b]) => a - b).map(([percent, amount]) => ({ percent, amount: Math.round(amount) }));
}

/** The allergens of a configured line: the article's and every chosen choice's, once each. */
export function lineAllergens(item: Pick<BasketItem, 'article' | 'choices'>): string[] {
  const all = new Set<string>(item.article.allergens ?? []);
  for (const choice of item.choices) for (const a of choice.article.allergens ?? []) all.add(a);
  return [...all].sort();
}
