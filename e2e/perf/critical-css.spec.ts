import type { Page } from '@playwright/test';

import { expect, test } from '../fixtures';

// A whole page carries the rules it uses and links its stylesheets print-only, so the first paint
// waits for no stylesheet (server/steps/critical-css.ts); the scripts then switch them on.
const PAGES = ['/', '/shop/1/menu', '/shop/1/menu/Burgare/Klassiker/articles/B102'];
const PROPERTIES = ['color', 'background-color', 'font-size', 'font-weight', 'padding-top', 'margin-top', 'display', 'border-radius'] as const;

/** How the page's heading, first button, first link and main area are drawn. */
const looks = (page: Page) =>
  page.evaluate((properties) => {
    const elements = [document.querySelector('h1'), document.querySelector('main button, main a[class]'), document.querySelector('header a'), document.querySelector('main')];
    return elements.map((element) => (element ? properties.map((p) => getComputedStyle(element).getPropertyValue(p)) : null));
  }, PROPERTIES as unknown as string[]);

for (const path of PAGES) {
  test(`${path}: the page paints from its inlined rules exactly as from its stylesheets, which apply in full once its scripts ran`, async ({ page, browser, request }) => {
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
