import { readFileSync, writeFileSync } from 'node:fs';

import { expect, messages, test } from '../fixtures';
import { seedBasket, shop1Basket } from '../pages/basket';
import { underServiceWorker } from '../pages/service-worker';
import { ARTICLE_CARD, articleCards } from '../support/article-cards';

const sv = messages.sv;
test.use({ serviceWorkers: 'allow' });

const basket = shop1Basket;

test('offline: the page stays, a visited menu still browses, a page that cannot load shows the offline screen and loads when back', async ({ page, context }) => {
  await underServiceWorker(page, '/shop/1/menu/Burgare/Klassiker');
  await seedBasket(page, basket);
  await page.goto('/shop/1/menu/Burgare/Klassiker');
  await expect(articleCards(page).first().locator('img')).toHaveJSProperty('complete', true);
  // The worker stores what was visited; wait until the page and its first image are in its caches.
  await expect
    .poll(() =>
      page.evaluate(async (card) => {
        const img = document.querySelector(`${card} img`)?.getAttribute('src');
        return Boolean((await caches.match(location.pathname, { ignoreVary: true })) && img && (await caches.match(img)));
      }, ARTICLE_CARD),
    )
    .toBe(true);

  // The signal goes: the guest stays on the menu, told so.
  await context.setOffline(true);
  await expect(page.getByTestId('connection-banner')).toHaveText(sv.Connection.lost);
  await expect(page).toHaveURL(/\/shop\/1\/menu\/Burgare\/Klassiker$/);

  // A visited menu still opens from the cache, with its pictures and the basket's lines.
  await page.goto('/shop/1/menu/Burgare/Klassiker');
  await expect(page.getByRole('heading', { level: 3, name: 'Klassiker' })).toBeVisible();
  const image = articleCards(page).first().locator('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ordering.basket') ?? 'null'))).toEqual({ ...basket, currencySymbol: 'kr' });

  // A page never visited cannot load: the offline screen, under that page's address.
  await page.goto('/shop/2/menu');
  await expect(page.getByRole('heading', { level: 1, name: sv.Offline.title })).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/2\/menu$/);
  await page.getByRole('button', { name: sv.Offline.tryAgain }).click();
  await expect(page.getByRole('button', { name: sv.Offline.loading })).toBeVisible();
  await expect(page.getByRole('button', { name: sv.Offline.tryAgain })).toBeVisible();

  // Back online, that same page loads: the guest is where they were going, basket kept.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: sv.Menu.title.replace('{shop}', 'Nordic Burger Götgatan') })).toBeVisible({ timeout: 8000 });
  await expect(page).toHaveURL(/\/shop\/2\/menu$/);
});

test('a new version shows the update banner, and Update reloads into it', async ({ page }) => {
  const swPath = 'public/sw.js';
  const original = readFileSync(swPath, 'utf8');
  try {
    await underServiceWorker(page, '/');
    const before = await page.evaluate(() => performance.timeOrigin);
    writeFileSync(swPath, `${original}\n// next build ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const banner = page.getByTestId('update-banner');
    await expect(banner).toContainText(sv.Update.available);
    await banner.getByRole('button', { name: sv.Update.update }).click();
    await expect.poll(() => page.evaluate(() => performance.timeOrigin).catch(() => before)).not.toBe(before);
    await expect(page.getByTestId('update-banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: sv.Home.title })).toBeVisible();
  } finally {
    writeFileSync(swPath, original);
  }
});

test('the manifest and the service worker make the app installable', async ({ page, browserName }) => {
  test.skip(browserName !== 'chromium', 'installability is a Chromium check');
  await underServiceWorker(page, '/');
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito, which Chromium reports on its own; nothing else may fail.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});
