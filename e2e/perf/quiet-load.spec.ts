import type { Page, Request } from '@playwright/test';

import { expect, messages, test } from '../fixtures';

// A real visit: the service worker registers (after load, when idle) as it would on a phone.
test.use({ serviceWorkers: 'allow' });

const sv = messages.sv;
const PAGES = [
  { name: 'home', path: '/', heading: sv.Home.title },
  { name: 'menu', path: '/shop/1/menu', heading: sv.Menu.title.replace('{shop}', 'Nordic Burger Drottninggatan') },
  { name: 'article', path: '/shop/1/menu/Burgare/Klassiker/articles/B102', heading: 'Cheeseburgare' },
];

/** Everything a page load says or asks that could go wrong: console output, failed and refused requests. */
function watch(page: Page) {
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => problems.push(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`));
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return { problems, requests };
}

/** The requests the page has started and not yet finished, from now on. */
function requestsInFlight(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return open;
}

/** Resolves when the browser next has nothing to do: what the page queued (a prefetch among it) has started. */
const idle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

for (const { name, path, heading } of PAGES) {
  test(`a signed-out load of ${name} makes no request that fails, asks for no profile and logs nothing`, async ({ page }) => {
    const { problems, requests } = watch(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The load and what follows it when the browser is idle: deferred code, prefetches, the service worker.
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(requests.filter((p) => p.startsWith('/api/user'))).toEqual([]);
  });
}

test('on a phone the menu prefetches the dishes a guest is about to tap, not the legal pages or login', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'prefetching follows the links in view on a phone; a desktop prefetches on hover');
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
  });
  await page.goto('/shop/1/menu');
  // The one-page menu: its categories are sections of this page, its dishes the next pages.
  await expect(page.getByRole('link', { name: 'Klassisk burgare', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => prefetched, { timeout: 10_000 }).toContain('/shop/1/menu/Burgare/Klassiker/articles/B101');
  // The guest scrolls to the footer: its links in view would be prefetched by default.
  const inFlight = requestsInFlight(page);
  const terms = page.getByRole('link', { name: sv.Layout.terms });
  await terms.scrollIntoViewIfNeeded();
  // Next prefetches a link once its IntersectionObserver sees it; Playwright's check is one too.
  await expect(terms).toBeInViewport();
  await idle(page);
  await expect.poll(() => inFlight.size, { timeout: 10_000 }).toBe(0);
  expect(prefetched.filter((path) => /^\/(terms-and-conditions|privacy-policy|accessibility|login)$/.test(path))).toEqual([]);
});
