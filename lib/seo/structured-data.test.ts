import { checkRestaurant, menuItems } from '@/e2e/support/schema-org';
import type { Article, Menu, Shop } from '@/lib/upstream/schemas/index.ts';

import { jsonLdScript, menuJsonLd, restaurantJsonLd } from './structured-data';

const article = (code: string, name: string, extra: Partial<Article> = {}): Article => ({
  type: 'article',
  kind: 'Article',
  code,
  description: name,
  price: 12950,
  i18n: [{ language: 'en', text: `${name} (en)` }],
  imageUrl: null,
  campaigns: [],
  choiceGroups: [],
  suggestedArticleCodes: [],
  taxPercent: 12,
  ...extra,
});

const menu: Menu = {
  name: 'Full menu',
  currency: { name: 'SEK', symbol: 'kr' },
  choiceLevels: [],
  items: [
    {
      type: 'container',
      name: 'Burgare',
      i18n: [{ language: 'en', text: 'Burgers' }],
      imageUrl: null,
      items: [
        {
          type: 'container',
          name: 'Veg',
          i18n: [],
          imageUrl: 'menu/veg.webp',
          items: [article('V1', 'Halloumi', { diets: ['vegetarian', 'glutenFree'] })],
        },
        article('B1', 'Classic', { available: false, imageUrl: 'menu/classic.webp' }),
        article('X1', 'Extra cheese', { kind: 'Suggested' }),
      ],
    },
  ],
};

const shop: Shop = {
  id: 7,
  name: 'Nordic Burger Kallio',
  description: 'Corner restaurant',
  status: 'online',
  openForBusiness: true,
  contactInformation: { address1: 'Fleminginkatu 4', address2: null, zipCode: '00530', city: 'Helsinki' },
  location: { latitude: 60.18, longitude: 24.95 },
  openingHours: [
    { dayOfWeek: 0, opens: '12:00', closes: '20:00' },
    { dayOfWeek: 1, opens: '10:00:00', closes: '22:00:00' },
  ],
  externalAppUri: null,
};

const ctx = { origin: 'https://order.example.com', locale: 'en' as const };

describe('schema.org structured data of a shop', () => {
  const doc = restaurantJsonLd(shop, ctx, menuJsonLd(menu, shop.id, ctx));

  test('a Restaurant with address, position, opening hours and its Menu passes the rich-result checks', () => {
    expect(checkRestaurant(JSON.parse(JSON.stringify(doc)))).toEqual([]);
    expect(doc).toMatchObject({
      name: 'Nordic Burger Kallio',
      url: 'https://order.example.com/en/shop/7/order-type',
      address: { streetAddress: 'Fleminginkatu 4', postalCode: '00530', addressLocality: 'Helsinki' },
      geo: { latitude: 60.18, longitude: 24.95 },
      openingHoursSpecification: [
        { dayOfWeek: 'https://schema.org/Sunday', opens: '12:00:00', closes: '20:00:00' },
        { dayOfWeek: 'https://schema.org/Monday', opens: '10:00:00', closes: '22:00:00' },
      ],
    });
  });

  test('articles are MenuItems in their (nested) sections with price, currency, availability and diets; add-ons are not', () => {
    const items = menuItems(doc.hasMenu as Record<string, unknown>);
    expect(items.map((i) => i.name)).toEqual(['Classic (en)', 'Halloumi (en)']);
    expect(items[0]).toMatchObject({
      url: 'https://order.example.com/en/shop/7/menu/Burgare/articles/B1',
      image: 'https://order.example.com/api/images/menu/classic.webp',
      offers: { price: '129.50', priceCurrency: 'SEK', availability: 'https://schema.org/SoldOut' },
    });
    expect(items[1]?.suitableForDiet).toEqual([
      'https://schema.org/VegetarianDiet',
      'https://schema.org/GlutenFreeDiet',
    ]);
  });

  test('the checks catch what a search engine would reject', () => {
    const broken = { ...doc, address: { '@type': 'PostalAddress', addressLocality: 'Helsinki' }, name: '' };
    expect(checkRestaurant(broken)).toEqual(
      expect.arrayContaining(['Restaurant.name', 'PostalAddress.streetAddress', 'PostalAddress.postalCode']),
    );
  });

  test('a menu without an ISO currency lists its items without offers', () => {
    const items = menuItems(menuJsonLd({ ...menu, currency: { name: 'kr', symbol: 'kr' } }, 7, ctx));
    expect(items.every((i) => i.offers === undefined)).toBe(true);
  });

  test('names cannot close the script element they are written into', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
