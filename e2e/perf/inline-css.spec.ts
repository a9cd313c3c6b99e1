import type { Page } from '@playwright/test';

import { expect, messages, test } from '../fixtures';

// A page's stylesheets come in its head as <style> (next.config.ts, experimental.inlineCss), so
// the first paint waits for no stylesheet request and needs no script to be styled.
const PAGES = ['/', '/shop/1/menu', '/shop/1/menu/Burgare/Klassiker/articles/B102'];
const ARTICLE = PAGES[2]!;
const PROPERTIES = ['color', 'background-color', 'font-size', 'font-weight', 'padding-top', 'margin-top', 'display', 'border-radius'] as const;

/** How the page's heading, first button, first link, main area and first list item (a shop, a dish) are drawn. */
const looks = (page: Page) =>
  page.evaluate((properties) => {
    const elements = [document.querySelector('h1'), document.querySelector('main button, main a[class]'), document.querySelector('header a'), document.querySelector('main'), document.querySelector('main li')];
    return elements.map((element) => (element ? properties.map((p) => getComputedStyle(element).getPropertyValue(p)) : null));
  }, PROPERTIES as unknown as string[]);

/** The stylesheets the document applies: what holds each, whether Next put it there, and how many rules it has. */
const sheets = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].map((sheet) => ({
      owner: sheet.ownerNode?.nodeName ?? '',
      next: sheet.ownerNode instanceof Element && sheet.ownerNode.getAttribute('data-precedence') === 'next',
      rules: sheet.cssRules.length,
    })),
  );

for (const path of PAGES) {
  test(`${path}: the page's CSS is inline in its head, no stylesheet is linked, and it is styled before any script as after`, async ({ page, browser, request }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style[^>]*data-precedence="next"[^>]*>[^<]+<\/style>/);
    // Nowhere a stylesheet link: one in the head would hold the first paint back for its round trip.
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);

    // No scripts at all: the inline CSS alone.
    const bare = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
    const noScripts = await bare.newPage();
    await noScripts.goto(path);
    const applied = await sheets(noScripts);
    expect(applied.map((sheet) => sheet.owner)).not.toContain('LINK');
    expect(applied.filter((sheet) => sheet.next).reduce((sum, sheet) => sum + sheet.rules, 0)).toBeGreaterThan(0);
    // The skip link is off screen until focused: the app's global rules apply.
    await expect(noScripts.locator('.skip-link')).toHaveCSS('position', 'absolute');
    const before = await looks(noScripts);
    await bare.close();

    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await looks(page)).toEqual(before);
    expect(before.filter(Boolean).length).toBeGreaterThanOrEqual(3);
  });
}

for (const path of PAGES) {
  test(`${path}: code that loads after hydration asks for none of the stylesheets the page already carries inline`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const inline = [...html.matchAll(/<style[^>]*data-href="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));
    expect(inline.length).toBeGreaterThan(0);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet' || new URL(r.url()).pathname.endsWith('.css')) asked.push(new URL(r.url()).pathname);
    });

    await page.goto(path);
    // The load, then what the page loads once hydrated and idle: the layout's deferred code, the basket panel.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    await page.waitForLoadState('networkidle');
    expect(asked.filter((css) => inline.includes(css))).toEqual([]);
  });
}

test('a dish opened from the menu in the browser is drawn as the same page loaded on its own', async ({ page }) => {
  await page.goto(ARTICLE);
  await expect(page.getByRole('heading', { level: 1, name: 'Cheeseburgare' })).toBeVisible();
  const loaded = await looks(page);

  await page.goto('/shop/1/menu');
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByRole('link', { name: 'Cheeseburgare', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Cheeseburgare' })).toBeVisible();
  expect(await looks(page)).toEqual(loaded);
});

test('the menu reached from the home page in the browser is drawn as the menu loaded on its own', async ({ page }) => {
  // Each route carries only its own stylesheets (next.config.ts, cssChunking): the home page has
  // none of the menu's, so the browser's way there must bring them.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('shop-row').getByRole('link', { name: 'Nordic Burger Drottninggatan' }).click();
  await page.getByRole('link', { name: messages.sv.OrderType.takeAway }).click();
  await expect(page).toHaveURL(/\/shop\/1\/menu$/);
  const dish = page.getByRole('main').getByRole('link', { name: 'Cheeseburgare', exact: true });
  // The order-type chip loads after hydration with the basket's code: each look waits for it.
  const chip = page.getByRole('main').getByRole('button', { name: messages.sv.Basket.changeOrderType });
  await expect(dish).toBeVisible();
  await expect(chip).toBeVisible();
  const reached = await looks(page);
  expect(reached[4]).not.toBeNull();

  // The same menu, for the same guest (take-away chosen), loaded on its own.
  await page.reload();
  await expect(dish).toBeVisible();
  await expect(chip).toBeVisible();
  expect(await looks(page)).toEqual(reached);
});
