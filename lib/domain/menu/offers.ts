import type { I18nText } from '../locale/i18n-text';
import { localize } from '../locale/i18n-text';
import type { ArticleView, MenuSection } from './view';

/** An offer as the restaurant describes it (the contract's offer, only what the menu's row needs). */
export type OfferText = { code: string; name: string; i18n: I18nText; articleCodes: readonly string[] };

/** One card of the menu's offers row: an offered dish of this menu, under its offer's name. */
export type MenuOffer = {
  offerCode: string;
  offerName: string;
  article: Pick<ArticleView, 'code' | 'name' | 'price' | 'regularPrice' | 'imageUrl' | 'categoryPath'>;
};

export const MAX_MENU_OFFERS = 8;

/**
 * The offers row at the top of a shop's menu: each offer once, with its first dish that is on
 * this menu and not sold out, in the restaurant's order of offers (its other dishes are a tap
 * away, on the offers page); a dish in two offers shows once, under the first. An offer without
 * such a dish shows nothing (nothing to order from it here). One card an offer keeps the row,
 * which every guest downloads with the menu, small.
 */
export function menuOffers(offers: readonly OfferText[], sections: readonly MenuSection[], locale: string, max = MAX_MENU_OFFERS): MenuOffer[] {
  const onMenu = new Map<string, ArticleView>();
  for (const section of sections) for (const article of section.articles) if (!onMenu.has(article.code)) onMenu.set(article.code, article);
  const shown = new Set<string>();
  const cards: MenuOffer[] = [];
  for (const offer of offers) {
    // The offer's first dish here that no offer before it shows.
    const code = offer.articleCodes.find((c) => onMenu.get(c)?.available && !shown.has(c));
    const article = code === undefined ? undefined : onMenu.get(code);
    if (code !== undefined && article) {
      shown.add(code);
      const { name, price, regularPrice, imageUrl, categoryPath } = article;
      cards.push({
        offerCode: offer.code,
        offerName: localize(offer.i18n, locale, offer.name),
        article: { code, name, price, ...(regularPrice === undefined ? {} : { regularPrice }), imageUrl, categoryPath },
      });
    }
  }
  return cards.slice(0, max);
}

/** What a campaign saves on a price: the regular price less the price, or 0 when it lowers nothing. */
export const savingOf = (price: number, regularPrice: number | undefined): number =>
  regularPrice !== undefined && regularPrice > price ? regularPrice - price : 0;
