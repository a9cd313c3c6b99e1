import { readFileSync, writeFileSync } from 'node:fs';

import { expect, messages, test } from '../fixtures';
import { seedBasket, shop1Basket } from '../pages/basket';
import { underServiceWorker } from '../pages/service-worker';
import { ARTICLE_CARD, articleCards } from '../support/article-cards';

const sv = messages.sv;
test.use({ serviceWorkers: 'allow' });

const basket = shop1Basket;

test('offline: the offline page, Try again, home when back, and visited menus still browse', async ({ page, context }) => {
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

  await context.setOffline(true);
  await expect(page).toHaveURL(/\/offline$/);
  await expect(page.getByRole('heading', { level: 1, name: sv.Offline.title })).toBeVisible();

  await page.getByRole('button', { name: sv.Offline.tryAgain }).click();
  await expect(page.getByRole('button', { name: sv.Offline.loading })).toBeVisible();
  await expect(page.getByRole('button', { name: sv.Offline.tryAgain })).toBeVisible();
  await expect(page).toHaveURL(/\/offline$/);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });

  // Offline again: the app shows the offline page; a visited menu still opens from the cache.
  await context.setOffline(true);
  await expect(page).toHaveURL(/\/offline$/);
  await expect(page.getByRole('heading', { level: 1, name: sv.Offline.title })).toBeVisible();
  await page.goto('/shop/1/menu/Burgare/Klassiker');
  await expect(page.getByRole('heading', { level: 3, name: 'Klassiker' })).toBeVisible();
  const image = articleCards(page).first().locator('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The lines are all there; the menu page also tells the basket its currency (once the basket's code has loaded).
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ordering.basket') ?? 'null'))).toEqual({ ...basket, currencySymbol: 'kr' });
  await context.setOffline(false);
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
