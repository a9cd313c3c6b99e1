import type { Page } from '@playwright/test';

import { expect, test } from '../fixtures';

// A whole page carries the rules it uses and links its stylesheets print-only, so the first paint
// waits for no stylesheet (server/steps/critical-css.ts); the scripts then switch them on.
const PAGES = ['/', '/shop/1/menu', '/shop/1/menu/Burgare/Klassiker/articles/B102'];
const PROPERTIES = [
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'padding-top',
  'margin-top',
  'display',
  'border-radius',
] as const;

/** How the page's heading, first button, first link and main area are drawn. */
const looks = (page: Page) =>
  page.evaluate(
    (properties) => {
      const elements = [
        document.querySelector('h1'),
        document.querySelector('main button, main a[class]'),
        document.querySelector('header a'),
        document.querySelector('main'),
      ];
      return elements.map((element) =>
        element ? properties.map((p) => getComputedStyle(element).getPropertyValue(p)) : null,
      );
    },
    PROPERTIES as unknown as string[],
  );

for (const path of PAGES) {
  test(`${path}: the page paints from its inlined rules exactly as from its stylesheets, which apply in full once its scripts ran`, async ({
    page,
    browser,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<style data-critical="">[^<]+<\/style>/);
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+" data-precedence="next"\/>/);

    // Before any script: the inlined rules alone.
    const bare = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
    const noScripts = await bare.newPage();
    await noScripts.goto(path);
    const before = await looks(noScripts);
    await bare.close();

    await page.goto(path);
    await expect.poll(() => page.locator('link[rel="stylesheet"][media="print"]').count()).toBe(0);
    expect(await page.locator('link[rel="stylesheet"][data-precedence="next"]').count()).toBeGreaterThan(0);
    expect(before).toEqual(await looks(page));
    expect(before.filter(Boolean).length).toBeGreaterThanOrEqual(3);
  });
}

// The page's scripts are fetched at once but start only after the first paint, so their work
// never holds back the first frame (lib/http/after-paint.ts).
for (const path of PAGES) {
  test(`${path}: the first paint comes before the page's scripts start, and the page then works`, async ({
    page,
    request,
  }) => {
    // The page as it is kept and served whole (its first rendering may be streamed as Next makes it).
    await expect.poll(async () => (await (await request.get(path)).text()).includes('data-after-paint')).toBe(true);
    await page.addInitScript(() => {
      const w = window as unknown as { firstScriptAt?: number };
      new MutationObserver((records, observer) => {
        // The polyfills of old browsers (noModule) do not run in this one.
        const started = records.some((r) =>
          [...r.addedNodes].some(
            (n) => n instanceof HTMLScriptElement && !n.noModule && n.src.includes('/_next/static/chunks/'),
          ),
        );
        if (started) {
          w.firstScriptAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    // Hydrated: the full stylesheets are switched on by the scripts.
    await expect.poll(() => page.locator('link[rel="stylesheet"][media="print"]').count()).toBe(0);
    const { firstScriptAt, firstPaint } = await page.evaluate(() => ({
      firstScriptAt: (window as unknown as { firstScriptAt?: number }).firstScriptAt,
      firstPaint: performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime,
    }));
    expect(firstPaint).toBeDefined();
    expect(firstScriptAt).toBeDefined();
    expect(firstScriptAt!).toBeGreaterThanOrEqual(firstPaint!);
  });
}
