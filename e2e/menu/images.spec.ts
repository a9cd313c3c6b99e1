import type { Locator, Page } from '@playwright/test';

import { E2E } from '../../playwright.config';
import { expect, messages, test } from '../fixtures';
import { articleCards } from '../support/article-cards';

/** The picture shipped in public/ for a menu item without one, or whose picture does not load. */
const FALLBACK = '/images/menu-fallback.svg';

type Text = { language: string; text: string };
type Article = { type: 'article'; code: string; description: string; i18n: Text[]; imageUrl: string | null };
type Container = { type: 'container'; name: string; i18n: Text[]; items: Array<Article | Container> };

/** Burgare › Klassiker of shop 1, as the reference API sends it. */
async function classics(): Promise<Article[]> {
  const menu = (await (await fetch(`${E2E.apiUrl}/api/shops/1/menu`)).json()) as { items: Container[] };
  return (menu.items[0]!.items[0] as Container).items.filter((i): i is Article => i.type === 'article');
}
/** The name a Swedish guest reads. */
const swedish = (a: Article) => a.i18n.find((t) => t.language === 'sv')?.text ?? a.description;

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

test("an article page carries its small picture in its HTML: it paints with the page, with no request of its own, sent once", async ({ page }) => {
  const article = (await classics()).find((a) => a.imageUrl !== null)!;
  const asked: string[] = [];
  await page.route('**/api/images/**', (route) => {
    asked.push(route.request().url());
    return route.abort();
  });

  const response = await page.goto(`/shop/1/menu/Burgare/Klassiker/articles/${article.code}`);
  const hero = page.locator('article img');
  await expect(hero).toHaveAttribute('src', /^data:image\/webp;base64,/);
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('width', '480');
  await expect.poll(() => isLoaded(hero)).toBe(true);
  // The bytes are the picture the ordering API serves, and they travel once: not again in the hydration payload.
  const served = Buffer.from(await (await fetch(`${E2E.apiUrl}/api/images/${article.imageUrl}`)).arrayBuffer()).toString('base64');
  expect(await hero.getAttribute('src')).toBe(`data:image/webp;base64,${served}`);
  expect((await response!.text()).split(served.slice(0, 80)).length - 1).toBe(1);
  // Hydrated and still the same picture; the browser never asked for it.
  await expect.poll(() => hero.evaluate((img) => Object.keys(img).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await expect(hero).toHaveAttribute('src', `data:image/webp;base64,${served}`);
  expect(asked).toEqual([]);
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
