import type { Page } from '@playwright/test';

import { E2E } from '../../playwright.config';
import { htmlFigures } from '../../scripts/bench/figures';
import { expect, messages, test } from '../fixtures';
import { shapeHas } from '../support/api-shape';
import { articlesOf, type MenuContainer, readMenu, textIn } from '../support/menu';
import { checkRestaurant, menuItems } from '../support/schema-org';

const LOCALES = ['sv', 'fi', 'en', 'ru', 'no'] as const;
const MENU = '/shop/1/menu';

test.beforeEach(({}, testInfo) => {
  test.skip(
    testInfo.project.name === 'phone',
    'what search engines and share previews read does not depend on the viewport',
  );
});

const pathOf = (url: string | null) => (url ? new URL(url).pathname : null);

test('each language of a menu page has its own URL, html lang, canonical and hreflang alternates', async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(`/${locale}${MENU}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages[locale].Menu.title.replace('{shop}', 'Nordic Burger Drottninggatan'),
    );
    expect(pathOf(await page.locator('link[rel=canonical]').getAttribute('href'))).toBe(`/${locale}${MENU}`);
    const alternates = await page
      .locator('link[rel=alternate][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]),
      );
    expect(Object.fromEntries(alternates)).toEqual({
      ...Object.fromEntries(LOCALES.map((l) => [l, `/${l}${MENU}`])),
      'x-default': MENU,
    });
  }
});

test("a language URL leaves the visitor's chosen language alone on the plain routes", async ({ page, context }) => {
  await context.addCookies([{ name: 'culture', value: 'fi', url: E2E.appUrl }]);
  await page.goto(`/en${MENU}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(MENU);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  expect((await context.cookies()).find((c) => c.name === 'culture')?.value).toBe('fi');
});

test('a first visit through a language URL keeps that language when following the links', async ({ page, context }) => {
  await page.goto(`/ru${MENU}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'culture')?.value).toBe('ru');
  await page.getByRole('navigation', { name: messages.ru.Menu.categories }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ru\/shop\/1\/menu\/[^/]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

/** The page's own links (not assets, the API or other sites) as the server's HTML has them. */
const pageLinks = (page: Page) =>
  page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!).filter((h) => !/^\/(api|og|_next)\//.test(h)));

test.describe('without JavaScript, as a crawler reads the HTML', () => {
  test.use({ javaScriptEnabled: false });

  test('links on a language URL keep its prefix; links on a plain route stay plain', async ({ page }) => {
    for (const path of ['/en/shop/1/menu', '/en/shop/1/menu/Burgare', '/en/shop/1/menu/Burgare/Klassiker/articles/B102', '/fi', '/fi/no-such-page']) {
      await page.goto(path);
      const prefix = path.slice(0, 3);
      const links = await pageLinks(page);
      expect(links.length, path).toBeGreaterThan(3);
      expect(links.filter((h) => h !== prefix && !h.startsWith(`${prefix}/`) && !h.startsWith(`${prefix}?`)), path).toEqual([]);
    }
    // The categories in English where the restaurant names them so (SPEC.md's categories have their name only).
    const [burgers] = (await readMenu(1)).items.filter((i) => i.type === 'container' && i.name === 'Burgare') as MenuContainer[];
    const classics = burgers!.items.find((i): i is MenuContainer => i.type === 'container' && i.name === 'Klassiker')!;
    await page.goto('/en/shop/1/menu');
    await page.getByRole('navigation', { name: messages.en.Menu.categories }).getByRole('link', { name: textIn(burgers!, 'en'), exact: true }).click();
    await expect(page).toHaveURL(/\/en\/shop\/1\/menu\/Burgare$/);
    // The category's address is the one-page menu: Classics is a section of it.
    await expect(page.getByRole('heading', { level: 3, name: textIn(classics, 'en') })).toBeAttached();
    await page.getByRole('link', { name: 'Cheeseburger', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/shop\/1\/menu\/Burgare\/Klassiker\/articles\/B102$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The shop's own address on a language URL leads to its order-type page on that language URL.
    await page.goto('/en/shop/1');
    await expect(page).toHaveURL(/\/en\/shop\/1\/order-type$/);

    await page.goto(MENU);
    const plain = await pageLinks(page);
    expect(plain.filter((h) => /^\/(sv|fi|en|ru|no)(\/|$|\?)/.test(h))).toEqual([]);
    expect(plain).toContain('/shop/1/menu/Burgare');
  });

  test('every not-found page answers 404 with its language, heading and text in the HTML', async ({ page }) => {
    const cases = [
      ['unknown page', 'en', '/en/no-such-page/at/all'],
      ['unknown page on a plain route', 'sv', '/no-such-page'],
      ['unknown shop', 'fi', '/fi/shop/99999/menu'],
      ['unknown shop id', 'ru', '/ru/shop/not-a-shop/order-type'],
      ['unknown category', 'en', '/en/shop/1/menu/NoSuchCategory'],
      ['unknown article', 'no', '/no/shop/1/menu/Burgare/articles/NOPE'],
      ['unknown article behind the article redirect', 'sv', '/shop/1/redirect/NOPE'],
    ] as const;
    for (const [what, locale, path] of cases) {
      // Twice: the first answer is rendered, the second comes from the page cache.
      for (const visit of ['first', 'cached']) {
        const response = await page.goto(path);
        const label = `${what}, ${visit} visit: ${path}`;
        expect(response?.status(), label).toBe(404);
        await expect(page.locator('html'), label).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 }), label).toHaveText(messages[locale].NotFound.title);
        await expect(page.getByRole('main'), label).toContainText(messages[locale].NotFound.text);
        await expect(page.getByRole('main').getByRole('link', { name: messages[locale].NotFound.home }), label).toBeVisible();
        expect((await page.title()).startsWith(messages[locale].NotFound.title), label).toBe(true);
        await expect(page.locator('meta[name="robots"]').first(), label).toHaveAttribute('content', /noindex/);
      }
    }
  });
});

test('a not-found page keeps its text once JavaScript has loaded', async ({ page }) => {
  const response = await page.goto('/en/shop/1/menu/NoSuchCategory');
  expect(response?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.NotFound.title);
  await expect(page.getByRole('main')).toContainText(messages.en.NotFound.text);
});

test('changing the language on a language URL shows the same page under the new language', async ({ page }) => {
  await page.goto(`/en${MENU}`);
  await page.getByLabel(messages.en.Layout.language).selectOption('fi');
  await expect(page).toHaveURL(new RegExp(`/fi${MENU}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
});

test('QR and tracking parameters never reach the canonical or shared URL', async ({ page }) => {
  await page.goto(`${MENU}?orderType=dineInPlace&spotId=1&utm_source=table-card&utm_medium=qr`);
  const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
  expect(new URL(canonical!).search).toBe('');
  expect(pathOf(canonical)).toBe(`/sv${MENU}`);
  expect(pathOf(await page.locator('meta[property="og:url"]').getAttribute('content'))).toBe(`/sv${MENU}`);
});

type ApiShop = {
  id: number;
  name: string;
  openForBusiness: boolean;
  externalAppUri: string | null;
  location: { latitude: number; longitude: number } | null;
  contactInformation: { phoneNumber?: string | null; country?: string | null };
  cuisines?: string[];
  priceRange?: string | null;
};

/** What the ordering API itself says, to compare the pages with. */
const fromApi = async <T,>(path: string) => (await (await fetch(`${E2E.apiUrl}${path}`)).json()) as T;
/** Every article code on a shop's menu, however deep it sits. */
const menuCodes = async (shopId: number): Promise<string[]> => articlesOf((await readMenu(shopId)).items).map((a) => a.code).sort();
const articleCode = (url: string) => decodeURIComponent(/\/articles\/([^/]+)$/.exec(new URL(url, 'http://x').pathname)?.[1] ?? '');

test('the shop and its menu carry schema.org Restaurant and Menu data that passes the rich-result checks', async ({
  page,
}) => {
  const jsonLd = async () =>
    JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null') as Record<
      string,
      unknown
    >;
  const shop = await fromApi<ApiShop>('/api/shops/1');

  await page.goto('/en/shop/1/order-type');
  const restaurant = await jsonLd();
  // The demo shop has a phone, cuisines, a price range, a country and a position: all of them are
  // there (SPEC.md's shop has only the position of these).
  const detailed = shapeHas('shopDetails');
  expect(checkRestaurant(restaurant, { recommended: detailed })).toEqual([]);
  expect(restaurant).toMatchObject({
    name: 'Nordic Burger Drottninggatan',
    ...(detailed
      ? { telephone: shop.contactInformation.phoneNumber, servesCuisine: shop.cuisines, priceRange: shop.priceRange, address: { addressCountry: shop.contactInformation.country } }
      : {}),
    // Coordinates as stored, not rounded.
    geo: { latitude: shop.location?.latitude, longitude: shop.location?.longitude },
  });

  for (const locale of ['en', 'fi'] as const) {
    await page.goto(`/${locale}${MENU}`);
    const withMenu = await jsonLd();
    expect(checkRestaurant(withMenu, { recommended: detailed })).toEqual([]);
    const menu = withMenu.hasMenu as Record<string, unknown>;
    // Named in the page's language, as the page's heading.
    expect(menu.name).toBe(messages[locale].Menu.title.replace('{shop}', shop.name));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(menu.name as string);
    // Every article on the menu, the add-ons offered only as suggestions (S305, S306) too.
    const items = menuItems(menu);
    expect(items.map((i) => articleCode(i.url as string)).sort()).toEqual(await menuCodes(1));
    expect(items.map((i) => articleCode(i.url as string))).toEqual(expect.arrayContaining(['S305', 'S306']));
  }

  // The structured data is in the HTML the server sends (crawlers that run no script read it), as
  // one data block the browser keeps as it came, with no "<" in it: no name on the menu can end
  // the element early. The RSC payload carries it once more, and the bench counts both copies.
  const html = await (await page.request.get(`/en${MENU}`)).text();
  await page.goto(`/en${MENU}`);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1]!);
  expect(html.match(/<script[^>]*type="application\/ld\+json"/g)).toHaveLength(1);
  expect(blocks).toHaveLength(1);
  expect(JSON.parse(blocks[0]!)).toEqual(await jsonLd());
  const figures = htmlFigures(html);
  expect(figures.jsonLdCopies).toBe(2);
  expect(figures.jsonLdBytes).toBeGreaterThan(2 * Buffer.byteLength(blocks[0]!));

  // The items are the menu the guest sees, in the page's language and at the shown price.
  const first = menuItems((await jsonLd()).hasMenu as Record<string, unknown>)[0] as { name: string; url: string; offers: { price: number } };
  await page.goto(new URL(first.url).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  const shown = Number(first.offers.price).toLocaleString('en', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  await expect(page.getByRole('main')).toContainText(shown);
});

test('Twitter shows the first share image with its alt text, as Open Graph names it', async ({ page }) => {
  for (const path of ['/fi/shop/1/order-type', `/en${MENU}`, '/en/shop/1/menu/Burgare/Klassiker/articles/B102']) {
    await page.goto(path);
    const contents = (selector: string) => page.locator(selector).evaluateAll((m) => m.map((e) => e.getAttribute('content')));
    const [images, alts, ogImages, ogAlts] = await Promise.all([
      contents('meta[name="twitter:image"]'),
      contents('meta[name="twitter:image:alt"]'),
      contents('meta[property="og:image"]'),
      contents('meta[property="og:image:alt"]'),
    ]);
    // X shows one picture: the first, so only that one is named.
    expect(images, path).toEqual(ogImages.slice(0, 1));
    expect(alts, path).toEqual(ogAlts.slice(0, 1));
    expect(alts.every((a) => a?.trim()), path).toBe(true);
  }
});

test('each shop has generated share cards, wide and square, named in its Open Graph tags', async ({
  page,
  request,
}) => {
  await page.goto('/fi/shop/1/order-type');
  const images = await page
    .locator('meta[property="og:image"]')
    .evaluateAll((m) => m.map((e) => e.getAttribute('content')!));
  expect(images.map(pathOf)).toEqual(['/og/1/wide.png', '/og/1/square.png']);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  for (const [path, width, height] of [
    ['/og/1/wide.png', 1200, 630],
    ['/og/1/square.png', 1200, 1200],
  ] as const) {
    const response = await request.get(path);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
  }
  expect((await request.get('/og/1/huge.png')).status()).toBe(404);
  expect((await request.get('/og/99999/wide.png')).status()).toBe(404);
});

test('sitemap.xml lists every language of the orderable shops; robots.txt points to it and keeps personal pages out', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const locale of LOCALES) {
    expect(locs).toContain(`/${locale}${MENU}`);
    expect(locs).toContain(`/${locale}/shop/1/order-type`);
  }
  // Every article of every orderable shop in every language, the add-ons offered only as suggestions too.
  const shops = (await fromApi<ApiShop[]>('/api/shops')).filter((shop) => shop.openForBusiness && !shop.externalAppUri);
  expect(shops.length).toBeGreaterThan(3);
  for (const shop of shops) {
    const codes = await menuCodes(shop.id);
    expect(codes).toEqual(expect.arrayContaining(['S305', 'S306']));
    for (const locale of LOCALES) {
      const listed = locs.filter((p) => p.startsWith(`/${locale}/shop/${shop.id}/menu/`) && p.includes('/articles/')).map(articleCode);
      expect(listed.sort(), `shop ${shop.id} in ${locale}`).toEqual(codes);
    }
  }
  // Shop 8 does not take orders and shop 9 orders in its own app: neither is listed.
  expect(locs.some((p) => /\/shop\/(8|9)\//.test(p))).toBe(false);
  expect(sitemap).toContain('hreflang="x-default"');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain('Disallow: /shop/*/checkout');
});

test('checkout, sign-in and account pages ask search engines not to index them', async ({ page }) => {
  for (const path of ['/login', '/register', '/forgot-password', `/shop/1/checkout`]) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});
