import { localize } from '@/lib/domain/locale/i18n-text';
import { type Locale, localizedPath } from '@/lib/domain/locale/locale';
import { href, imagePath } from '@/lib/routes';
import type { Article, Menu, MenuItem, Shop } from '@/lib/upstream/schemas/index.ts';

import { shopShareImages } from './share-cards';

/** schema.org's names for .NET's DayOfWeek (0 is Sunday). */
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const DIET_TYPES: Record<string, string> = {
  vegan: 'https://schema.org/VeganDiet',
  vegetarian: 'https://schema.org/VegetarianDiet',
  glutenFree: 'https://schema.org/GlutenFreeDiet',
  lactoseFree: 'https://schema.org/LowLactoseDiet',
};

type Context = { origin: string; locale: Locale };
type Json = Record<string, unknown>;

const absolute = (ctx: Context, path: string) => new URL(localizedPath(ctx.locale, path), ctx.origin).toString();
const imageUrl = (ctx: Context, path: string | null) =>
  path ? new URL(imagePath(path), ctx.origin).toString() : undefined;
const seconds = (time: string) => (time.length === 5 ? `${time}:00` : time);
/** A property that has nothing to list is left out: search engines read an empty list as a broken value. */
const nonEmpty = <T>(list: readonly T[] | undefined): T[] | undefined => (list?.length ? [...list] : undefined);
/** A text property without text is left out. */
const text = (value: string | null | undefined) => value?.trim() || undefined;

/**
 * The shop's hours, one OpeningHoursSpecification per opening and closing time with all the days
 * that share it (a day on its own as a single value), in the order the shop lists them.
 */
function openingHours(hours: Shop['openingHours']): Json[] {
  const byTimes = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const h of hours) {
    const opens = seconds(h.opens);
    const closes = seconds(h.closes);
    const key = `${opens}-${closes}`;
    const day = `https://schema.org/${DAYS[h.dayOfWeek]}`;
    const group = byTimes.get(key);
    if (group) group.days.push(day);
    else byTimes.set(key, { opens, closes, days: [day] });
  }
  return [...byTimes.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.length === 1 ? days[0] : days,
    opens,
    closes,
  }));
}

/**
 * schema.org Restaurant of a shop: address, position (as stored), phone, cuisine, price range,
 * its share cards as images, opening hours and its menu. What the shop's data lacks is left out.
 */
export function restaurantJsonLd(shop: Shop, ctx: Context, menu?: Json): Json {
  const c = shop.contactInformation;
  const street = [c.address1, c.address2].filter(Boolean).join(', ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': absolute(ctx, href.orderType(shop.id)),
    name: shop.name,
    description: text(localize(shop.i18n, ctx.locale, shop.description ?? '')),
    url: absolute(ctx, href.orderType(shop.id)),
    image: shopShareImages(shop.id, shop.name).map((i) => new URL(i.url, ctx.origin).toString()),
    telephone: text(c.phoneNumber),
    servesCuisine: nonEmpty(shop.cuisines),
    priceRange: text(shop.priceRange),
    address: {
      '@type': 'PostalAddress',
      streetAddress: text(street),
      postalCode: text(c.zipCode),
      addressLocality: text(c.city),
      addressCountry: text(c.country),
    },
    geo: shop.location
      ? { '@type': 'GeoCoordinates', latitude: shop.location.latitude, longitude: shop.location.longitude }
      : undefined,
    openingHoursSpecification: nonEmpty(openingHours(shop.openingHours)),
    hasMenu: menu ?? absolute(ctx, href.menu(shop.id)),
  };
}

function menuItem(article: Article, path: string[], shopId: number, currency: string | null, ctx: Context): Json {
  return {
    '@type': 'MenuItem',
    name: localize(article.i18n, ctx.locale, article.description),
    description: localize(article.longDescription, ctx.locale, '') || undefined,
    url: absolute(ctx, href.article(shopId, path, article.code)),
    image: imageUrl(ctx, article.imageUrl),
    offers: currency
      ? {
          '@type': 'Offer',
          // Prices are in minor units; a number (129, 129.5) is what schema.org asks, and shorter than "129.00".
          price: article.price / 100,
          priceCurrency: currency,
          // Said only when sold out: an offer is understood to be available (29 InStock on a menu were 1.3 kB).
          availability: article.available === false ? 'https://schema.org/SoldOut' : undefined,
        }
      : undefined,
    suitableForDiet: nonEmpty((article.diets ?? []).map((d) => DIET_TYPES[d]).filter(Boolean)),
  };
}

/**
 * schema.org Menu of a shop, named as the menu page's heading (`name`, in the page's language):
 * categories as (nested) MenuSections, and every article on the menu (add-ons offered as
 * suggestions too: each has its page and can be ordered) as a MenuItem with offer and diets.
 */
export function menuJsonLd(menu: Menu, shopId: number, ctx: Context & { name: string }): Json {
  // Offers need an ISO 4217 code; a menu without one still lists its items.
  const currency = menu.currency && /^[A-Z]{3}$/.test(menu.currency.name) ? menu.currency.name : null;
  const walk = (items: readonly MenuItem[], path: string[]): { sections: Json[]; articles: Json[] } => {
    const sections: Json[] = [];
    const articles: Json[] = [];
    for (const item of items) {
      if (item.type === 'article') {
        articles.push(menuItem(item, path, shopId, currency, ctx));
        continue;
      }
      const inner = walk(item.items, [...path, item.name]);
      if (!inner.sections.length && !inner.articles.length) continue; // an empty category lists nothing
      sections.push({
        '@type': 'MenuSection',
        name: localize(item.i18n, ctx.locale, item.name),
        url: absolute(ctx, href.menu(shopId, [...path, item.name])),
        hasMenuSection: nonEmpty(inner.sections),
        hasMenuItem: nonEmpty(inner.articles),
      });
    }
    return { sections, articles };
  };
  const { sections, articles } = walk(menu.items, []);
  return {
    '@type': 'Menu',
    name: ctx.name,
    url: absolute(ctx, href.menu(shopId)),
    inLanguage: ctx.locale,
    hasMenuSection: nonEmpty(sections),
    hasMenuItem: nonEmpty(articles),
  };
}

/** A JSON-LD document safe inside a <script> element. */
export const jsonLdScript = (data: Json) => JSON.stringify(data).replace(/</g, '\\u003c');
