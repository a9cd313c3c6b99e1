import type { Locator, Page } from '@playwright/test';

import { E2E } from '../../playwright.config';
import { expect, messages, test } from '../fixtures';
import { articleCards } from '../support/article-cards';
import { categoryArticles, type MenuArticle, textIn } from '../support/menu';

/** The picture shipped in public/ for a menu item without one, or whose picture does not load. */
const FALLBACK = '/images/menu-fallback.svg';

/** Burgare › Klassiker of shop 1. */
const classics = () => categoryArticles(1, 'Burgare', 'Klassiker');
/** The name a Swedish guest reads. */
const swedish = (a: MenuArticle) => textIn(a, 'sv');

const card = (page: Page, name: string) => articleCards(page).filter({ has: page.getByRole('link', { name, exact: true }) }).locator('img');
const isLoaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

/** A picture as today: decorative (empty alt, so no role of its own), its box fixed by width and height. */
async function expectPicture(img: Locator, src: string, width: number, height: number) {
  await expect(img).toHaveAttribute('src', src);
  await expect(img).toHaveAttribute('alt', '');
  await expect(img).toHaveRole('presentation');
  await expect(img).toHaveAttribute('width', String(width));
  await expect(img).toHaveAttribute('height', String(height));
  await expect.poll(() => isLoaded(img)).toBe(true);
}

test('an article picture that fails to load shows the fallback picture; the others keep theirs', async ({ page }) => {
  const articles = await classics();
  const broken = articles.find((a) => a.imageUrl !== null)!;
  const fine = articles.find((a) => a.imageUrl !== null && a.imageUrl !== broken.imageUrl)!;
  await page.route(`**/api/images/${broken.imageUrl}`, (route) => route.fulfill({ status: 404, body: '' }));

  await page.goto('/shop/1/menu/Burgare/Klassiker');
  for (const article of articles.filter((a) => a.imageUrl === broken.imageUrl)) {
    const img = card(page, swedish(article));
    await img.scrollIntoViewIfNeeded();
    await expectPicture(img, FALLBACK, 96, 72);
    await expect(img).toHaveAttribute('loading', 'lazy');
  }
  const kept = card(page, swedish(fine));
  await kept.scrollIntoViewIfNeeded();
  await expectPicture(kept, `/api/images/${fine.imageUrl}`, 96, 72);
});

/** A picture's size as the app serves it. */
const pictureBytes = async (a: MenuArticle) => (await (await fetch(`${E2E.appUrl}/api/images/${a.imageUrl}`)).arrayBuffer()).byteLength;

/**
 * Burgare › Klassiker's first article whose picture is small enough to come inside its page (8 kB,
 * lib/services/inline-picture.ts), and the first whose picture is larger (a full-size JPEG).
 */
async function smallAndLarge() {
  const sized = await Promise.all((await classics()).filter((a) => a.imageUrl !== null).map(async (a) => ({ a, bytes: await pictureBytes(a) })));
  return { small: sized.find(({ bytes }) => bytes <= 8 * 1024)!.a, large: sized.find(({ bytes }) => bytes > 8 * 1024)!.a };
}

test('an article page carries its small picture inside the page: it paints with the page, with no request of its own', async ({ page }) => {
  const { small } = await smallAndLarge();
  const asked: string[] = [];
  await page.route('**/api/images/**', (route) => {
    asked.push(route.request().url());
    return route.abort();
  });

  const response = await page.goto(`/shop/1/menu/Burgare/Klassiker/articles/${small.code}`);
  const served = Buffer.from(await (await fetch(`${E2E.appUrl}/api/images/${small.imageUrl}`)).arrayBuffer()).toString('base64');
  const hero = page.locator('article img');
  await expectPicture(hero, `data:image/webp;base64,${served}`, 480, 360);
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  // The server's HTML has it: the first paint needs no second round trip.
  expect(await response!.text()).toContain(`src="data:image/webp;base64,${served}"`);
  // Hydrated and still the same picture; the browser never asked for it.
  await expect.poll(() => hero.evaluate((img) => Object.keys(img).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await expect(hero).toHaveAttribute('src', `data:image/webp;base64,${served}`);
  expect(asked).toEqual([]);
});

test('an article page links a large picture, fetched first: the picture the ordering API serves', async ({ page }) => {
  const { large } = await smallAndLarge();
  const response = await page.goto(`/shop/1/menu/Burgare/Klassiker/articles/${large.code}`);
  const hero = page.locator('article img');
  await expectPicture(hero, `/api/images/${large.imageUrl}`, 480, 360);
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).not.toHaveAttribute('loading');
  // Its bytes are not written into the page.
  expect(await response!.text()).not.toMatch(/<img[^>]*src="data:/);
});

test('an article page opened directly whose large picture is refused shows the fallback in the same box', async ({ page }) => {
  const { large } = await smallAndLarge();
  await page.route('**/api/images/**', (route) => route.abort());

  await page.goto(`/shop/1/menu/Burgare/Klassiker/articles/${large.code}`);
  await expect(page.getByRole('heading', { level: 1, name: swedish(large) })).toBeVisible();
  await expectPicture(page.locator('article img'), FALLBACK, 480, 360);
});

test('an article page reached from the menu links its large picture; one that is refused shows the fallback in the same box', async ({ page }) => {
  const { large } = await smallAndLarge();
  await page.goto('/shop/1/menu/Burgare/Klassiker');
  await expect(page.getByRole('link', { name: swedish(large), exact: true })).toBeVisible();
  await page.route('**/api/images/**', (route) => route.abort());

  await page.getByRole('link', { name: swedish(large), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: swedish(large) })).toBeVisible();
  await expectPicture(page.locator('article img'), FALLBACK, 480, 360);
});

test('category pictures that fail to load all show the fallback', async ({ page }) => {
  await page.route('**/api/images/**', (route) => route.fulfill({ status: 502, body: '' }));

  await page.goto('/shop/1/menu');
  const pictures = page.getByRole('navigation', { name: messages.sv.Menu.categories }).locator('img');
  await expect(pictures.first()).toBeVisible();
  for (const img of await pictures.all()) {
    await img.scrollIntoViewIfNeeded();
    await expectPicture(img, FALLBACK, 240, 180);
  }
});
