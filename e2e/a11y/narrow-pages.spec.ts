import { expect, test } from '../fixtures';

const LOCALES = ['sv', 'fi', 'en', 'ru', 'no'] as const;
/** The pages a guest reads on a phone, with the menu's longest names (Finnish compounds among them). */
const PAGES = [
  '',
  '/shop/1/menu',
  '/shop/1/menu/Burgare',
  '/shop/1/menu/Burgare/Klassiker/articles/B101',
  '/shop/1/menu/Burgare/Klassiker/articles/B102',
  '/shop/1/checkout',
  '/login',
  '/register',
  '/campaigns',
];

test.skip(({ isMobile }) => !isMobile, 'a phone width; the phone project checks it');

test('no page is wider than a 320 px phone in any language: long words break instead', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 740 });
  const tooWide: string[] = [];
  for (const locale of LOCALES) {
    for (const path of PAGES) {
      await page.goto(`/${locale}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) tooWide.push(`/${locale}${path}: ${width} px`);
    }
  }
  expect(tooWide).toEqual([]);
});
