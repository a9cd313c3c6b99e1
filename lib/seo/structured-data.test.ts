import { checkMenu, checkRestaurant, emptyValues, menuItems } from '@/e2e/support/schema-org';
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
  contactInformation: {
    address1: 'Fleminginkatu 4',
    address2: null,
    zipCode: '00530',
    city: 'Helsinki',
    phoneNumber: '+358 9 5551 0007',
    country: 'FI',
  },
  location: { latitude: 60.183712, longitude: 24.951348 },
  cuisines: ['Burgers', 'Salads'],
  priceRange: '$$',
  openingHours: [
    { dayOfWeek: 0, opens: '12:00', closes: '20:00' },
    { dayOfWeek: 1, opens: '10:00:00', closes: '22:00:00' },
    { dayOfWeek: 2, opens: '10:00', closes: '22:00' },
    { dayOfWeek: 6, opens: '12:00:00', closes: '20:00:00' },
  ],
  externalAppUri: null,
};

const ctx = { origin: 'https://order.example.com', locale: 'en' as const };
const menuCtx = { ...ctx, name: 'Menu at Nordic Burger Kallio' };
/** What the page writes into its <script>: undefined properties are gone. */
const asWritten = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe('schema.org structured data of a shop', () => {
  const doc = restaurantJsonLd(shop, ctx, menuJsonLd(menu, shop.id, menuCtx));

  test('a Restaurant with address, position, phone, cuisine, price range, images, opening hours and its Menu passes the rich-result checks', () => {
    expect(checkRestaurant(asWritten(doc), { recommended: true })).toEqual([]);
    expect(doc).toMatchObject({
      name: 'Nordic Burger Kallio',
      url: 'https://order.example.com/en/shop/7/order-type',
      telephone: '+358 9 5551 0007',
      servesCuisine: ['Burgers', 'Salads'],
      priceRange: '$$',
      image: ['https://order.example.com/og/7/wide.png', 'https://order.example.com/og/7/square.png'],
      address: { streetAddress: 'Fleminginkatu 4', postalCode: '00530', addressLocality: 'Helsinki', addressCountry: 'FI' },
      // Days with the same hours share one specification.
      openingHoursSpecification: [
        { dayOfWeek: ['https://schema.org/Sunday', 'https://schema.org/Saturday'], opens: '12:00:00', closes: '20:00:00' },
        { dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'], opens: '10:00:00', closes: '22:00:00' },
      ],
    });
  });

  test('a day whose hours no other day shares has a specification of its own, named by one day', () => {
    const single = restaurantJsonLd({ ...shop, openingHours: [...shop.openingHours, { dayOfWeek: 5, opens: '10:00', closes: '23:30' }] }, ctx);
    expect(single.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Friday',
      opens: '10:00:00',
      closes: '23:30:00',
    });
  });

  test("coordinates are the shop's as stored, not rounded", () => {
    expect(doc.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 60.183712, longitude: 24.951348 });
  });

  test("what the shop's data lacks is left out: no empty list, no blank text, and the checks say what is missing", () => {
    const bare: Shop = {
      ...shop,
      contactInformation: { address1: 'Fleminginkatu 4', address2: null, zipCode: '00530', city: 'Helsinki' },
      openingHours: [],
      cuisines: [],
      priceRange: ' ',
      location: null,
    };
    const written = asWritten(restaurantJsonLd(bare, ctx));
    expect(emptyValues(written)).toEqual([]);
    expect(checkRestaurant(written)).toEqual([]);
    for (const key of ['telephone', 'servesCuisine', 'priceRange', 'openingHoursSpecification', 'geo']) expect(written).not.toHaveProperty(key);
    expect(checkRestaurant(written, { recommended: true })).toEqual([
      'Restaurant.telephone',
      'Restaurant.servesCuisine',
      'Restaurant.priceRange',
      'Restaurant.geo',
      'PostalAddress.addressCountry',
    ]);
  });

  test("the Menu is named in the page's language, as the page's heading", () => {
    expect((doc.hasMenu as Record<string, unknown>).name).toBe('Menu at Nordic Burger Kallio');
    expect((doc.hasMenu as Record<string, unknown>).inLanguage).toBe('en');
  });

  test('every article on the menu is a MenuItem in its (nested) section, add-ons offered as suggestions too, with price, currency, availability when sold out, and diets', () => {
    const items = menuItems(doc.hasMenu as Record<string, unknown>);
    expect(items.map((i) => i.name)).toEqual(['Classic (en)', 'Extra cheese (en)', 'Halloumi (en)']);
    expect(items[1]).toMatchObject({ url: 'https://order.example.com/en/shop/7/menu/Burgare/articles/X1' });
    expect(items[0]).toMatchObject({
      url: 'https://order.example.com/en/shop/7/menu/Burgare/articles/B1',
      image: 'https://order.example.com/api/images/menu/classic.webp',
      offers: { price: 129.5, priceCurrency: 'SEK', availability: 'https://schema.org/SoldOut' },
    });
    expect(items[2]?.suitableForDiet).toEqual([
      'https://schema.org/VegetarianDiet',
      'https://schema.org/GlutenFreeDiet',
    ]);
    // Availability is said only for what is sold out: an offer is otherwise understood to be available.
    expect(items[2]?.offers).toEqual({ '@type': 'Offer', price: expect.any(Number), priceCurrency: 'SEK' });
    // An article without diets has no suitableForDiet at all, never an empty list.
    expect(items[0]?.suitableForDiet).toBeUndefined();
  });

  test('an empty category is left out, and a menu of articles only has no empty list of sections', () => {
    const flat = asWritten(menuJsonLd({ ...menu, items: [article('F1', 'Fries'), { type: 'container', name: 'Empty', i18n: [], imageUrl: null, items: [] }] }, 7, menuCtx));
    expect(emptyValues(flat)).toEqual([]);
    expect(flat).not.toHaveProperty('hasMenuSection');
    expect(checkMenu(flat)).toEqual([]);
  });

  test('the checks catch what a search engine would reject', () => {
    const broken = { ...doc, address: { '@type': 'PostalAddress', addressLocality: 'Helsinki' }, name: '' };
    expect(checkRestaurant(broken)).toEqual(
      expect.arrayContaining(['Restaurant.name', 'PostalAddress.streetAddress', 'PostalAddress.postalCode']),
    );
    const empty = { ...asWritten(doc), openingHoursSpecification: [], hasMenu: { ...asWritten(doc.hasMenu), name: '', hasMenuSection: [] } };
    expect(checkRestaurant(empty)).toEqual(
      expect.arrayContaining([
        '$.openingHoursSpecification is an empty list',
        '$.hasMenu.hasMenuSection is an empty list',
        '$.hasMenu.name is a blank text',
        'Menu.name',
      ]),
    );
  });

  test('a menu without an ISO currency lists its items without offers', () => {
    const items = menuItems(menuJsonLd({ ...menu, currency: { name: 'kr', symbol: 'kr' } }, 7, menuCtx));
    expect(items.every((i) => i.offers === undefined)).toBe(true);
  });

  test('names cannot close the script element they are written into', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
