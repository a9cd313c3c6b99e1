// One price rule for an order line's extras, on every surface that shows a line (basket, desktop
// side basket, checkout, payment and order pages, the order mails). Run by Node in ordering-api/
// too, so it imports nothing.

/**
 * A line as any surface has it: the article's own price for one, each choice's price for one,
 * and the line's amount when the restaurant priced it (it is what is charged).
 */
export type LinePriceInput = {
  quantity: number;
  unitPrice: number;
  choices: ReadonlyArray<{ unitPrice: number }>;
  amount?: number;
};

export type LinePrices = {
  /** Each choice's extra for one item ("Bacon +15 kr"), in the choices' order; null for a free choice. */
  extras: Array<number | null>;
  /** One item: the article with its extras. */
  each: number;
  /** The whole line: the restaurant's amount when it gives one, else quantity × each. */
  total: number;
  /** "2 × 79 kr" is shown: more than one item with a priced extra, and the parts add up to the total. */
  showsEach: boolean;
};

/**
 * The rule: a choice's price is shown for one item, as the article's own price is ("+15 kr" on a
 * 2× line too), and the line's price is the whole line with its extras. A line of more than one
 * item with a priced extra also shows the price of one ("2 × 79 kr"), so a guest never wonders
 * whether +15 kr was counted once or per item.
 */
export function linePrices(line: LinePriceInput): LinePrices {
  const extras = line.choices.map((c) => (c.unitPrice > 0 ? c.unitPrice : null));
  const each = line.unitPrice + extras.reduce<number>((sum, extra) => sum + (extra ?? 0), 0);
  const total = line.amount ?? each * line.quantity;
  const hasExtra = extras.some((extra) => extra !== null);
  return { extras, each, total, showsEach: line.quantity > 1 && hasExtra && each * line.quantity === total };
}

/** A basket line (menu prices) in the same rule: the article's price, and each chosen article's price. */
export function basketLinePrices(item: {
  quantity: number;
  article: { price: number };
  choices: ReadonlyArray<{ article: { price: number } }>;
}): LinePrices {
  return linePrices({ quantity: item.quantity, unitPrice: item.article.price, choices: item.choices.map((c) => ({ unitPrice: c.article.price })) });
}
