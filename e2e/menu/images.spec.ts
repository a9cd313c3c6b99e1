import type { Locator, Page } from '@playwright/test';

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

test("an article page links its picture, fetched first: the picture the ordering API serves, never bytes in the HTML", async ({ page }) => {
  const article = (await classics()).find((a) => a.imageUrl !== null)!;
  const response = await page.goto(`/shop/1/menu/Burgare/Klassiker/articles/${article.code}`);
  const hero = page.locator('article img');
  await expectPicture(hero, `/api/images/${article.imageUrl}`, 480, 360);
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).not.toHaveAttribute('loading');
  // The server's HTML links it too: no picture's bytes are written into the page.
  expect(await response!.text()).not.toMatch(/<img[^>]*src="data:/);
});

test('an article page opened directly whose picture is refused shows the fallback in the same box', async ({ page }) => {
  const article = (await classics()).find((a) => a.imageUrl !== null)!;
  await page.route('**/api/images/**', (route) => route.abort());

  await page.goto(`/shop/1/menu/Burgare/Klassiker/articles/${article.code}`);
  await expect(page.getByRole('heading', { level: 1, name: swedish(article) })).toBeVisible();
  await expectPicture(page.locator('article img'), FALLBACK, 480, 360);
});

test('an article page reached from the menu links its picture; one that is refused shows the fallback in the same box', async ({ page }) => {
  const article = (await classics()).find((a) => a.imageUrl !== null)!;
  await page.goto('/shop/1/menu/Burgare/Klassiker');
  await expect(page.getByRole('link', { name: swedish(article), exact: true })).toBeVisible();
  await page.route('**/api/images/**', (route) => route.abort());

  await page.getByRole('link', { name: swedish(article), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: swedish(article) })).toBeVisible();
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
