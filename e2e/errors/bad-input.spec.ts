import { E2E } from '../../playwright.config';
import { expect, messages, test, upstream } from '../fixtures';
import { desktopOnly } from '../support/viewport';

desktopOnly('about status codes and the not-found page');

const sv = messages.sv;

test.afterEach(async () => upstream.clearFaults());

// The guest's browser then goes home: e2e/home/guards.spec.ts.
test('an unknown shop id is a 404, on the page and in the API', async ({ request }) => {
  expect((await request.get('/shop/987654/order-type')).status()).toBe(404);
  const api = await request.get('/api/shops/987654');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/problem+json');
  expect(await api.json()).toMatchObject({ status: 404, code: 'SHOP_NOT_FOUND' });
  expect((await request.get('/api/shops/not-a-number')).status()).toBe(404);
});

test('image paths that try to leave the image folder are refused', async ({ request }) => {
  for (const path of ['/api/images/..%2F..%2Fapi%2Fsettings', '/api/images/menu/..%2F..%2F..%2Fsecret.png', '/api/images/http:%2F%2Fevil.example%2Fx.png']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_INPUT' });
  }
  // Dot segments that the URL parser resolves never reach the image route at all.
  const resolved = await request.get('/api/images/%2e%2e/secret.png');
  expect(resolved.status()).toBe(404);
});

/** Text of a stack trace or of Next's own error answers, which no answer may carry. */
const STACK = /at .*\.(js|ts):\d+|Internal Server Error|__next_error__/;
/** A text as React writes it into HTML. */
const html = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

test('every browser’s /favicon.ico is an icon; near misses of the app’s files are the not-found page, never a 500', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\//);
  expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  for (const path of ['/ogre', '/apix', '/robots.txtx', '/sitemap.xml2', '/_nextx', '/sw.jsx', '/favicon.icox', '/icon.svgx', '/manifest.webmanifestx', '/_next/login', '/icons/login']) {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, 404]);
    const body = await response.text();
    expect(body, path).toContain(`<h1>${html(sv.NotFound.title)}</h1>`);
    expect(body, path).not.toMatch(STACK);
  }
  // A missing file under the files' own folders is Next's static not-found page.
  for (const path of ['/images/none.png', '/icons/none.png']) {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, 404]);
    expect(await response.text(), path).not.toMatch(STACK);
  }
});

test('malformed ids are answered by the app’s own not-found page, in the guest’s language, with the layout, under the script policy', async ({ page, request }) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.sample}`));
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation|Trusted/i.test(message.text())) violations.push(message.text());
  });
  const cases = [
    ['/order/%zz', 'sv'],
    [`/order/${'a'.repeat(300)}`, 'sv'],
    ['/shop/1/checkout/payment/%E0%A4%A', 'sv'],
    ['/en/order/%zz', 'en'],
    [`/fi/order/${'b'.repeat(300)}`, 'fi'],
  ] as const;
  for (const [path, locale] of cases) {
    const response = await page.goto(path);
    expect([path, response?.status()]).toEqual([path, 404]);
    expect(await response!.text(), path).not.toMatch(STACK);
    await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(messages[locale].NotFound.title);
    await expect(page.getByRole('main').getByRole('link', { name: messages[locale].NotFound.home }), path).toBeVisible();
    await expect(page.getByRole('banner'), path).toBeVisible();
    // React took over the page: its scripts ran under the page's policy.
    await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$')));
  }
  expect(violations).toEqual([]);

  // An article a shop does not have: its menu is the way back, before the start page.
  const response = await page.goto('/en/shop/1/menu/articles/NOPE-404');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('link', { name: messages.en.NotFound.toMenu })).toHaveAttribute('href', '/en/shop/1/menu');
  await expect(page.getByRole('main').getByRole('link', { name: messages.en.NotFound.home })).toBeVisible();
  // A malformed shop id is the same page for crawlers (a guest's browser then goes home: e2e/home/guards.spec.ts).
  for (const path of ['/shop/abc/menu', '/shop/abc', '/en/shop/1x/order-type']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([path, response.status()]).toEqual([path, 404]);
    expect(await response.text(), path).toContain(`<h1>${html((path.startsWith('/en/') ? messages.en : sv).NotFound.title)}</h1>`);
  }
});

test.describe('when the ordering API misbehaves', () => {
  // Each case uses its own shop and drops the cached copy first, so the app really asks upstream.
  test('an upstream that does not answer gives a clear page and a 502', async ({ page, request }) => {
    await upstream.revalidate(['shop:6']);
    // Each read is tried twice on a cut connection: two for the API route, two for the page.
    await upstream.fault('reset', '/api/shops/6', 4);
    const api = await request.get('/api/shops/6');
    expect(api.status()).toBe(502);
    expect(await api.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });

    await page.goto('/shop/6/order-type');
    await expect(page.getByRole('heading', { level: 1, name: sv.PageError.title })).toBeVisible();
    await expect(page.getByText(sv.PageError.text)).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain(E2E.apiUrl.replace('http://', ''));
    expect(html).not.toMatch(/at .*\.(js|ts):\d+/);

    // Once the upstream answers again, Try again recovers without restarting anything.
    await upstream.clearFaults();
    await page.getByRole('button', { name: sv.PageError.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nordic Burger Yliopistonkatu' })).toBeVisible();
  });

  test('an upstream slower than the timeout gives a 504', async ({ request }) => {
    await upstream.revalidate(['shop:7']);
    await upstream.fault('slow', '/api/shops/7', 1, 6000);
    const api = await request.get('/api/shops/7');
    expect(api.status()).toBe(504);
    expect(await api.json()).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
  });

  test('invalid JSON from the upstream gives a clear page and a 502', async ({ page, request }) => {
    await upstream.revalidate(['shop:10']);
    await upstream.fault('invalid-json', '/api/shops/10', 2);
    const api = await request.get('/api/shops/10');
    expect(api.status()).toBe(502);
    expect(await api.json()).toMatchObject({ code: 'UPSTREAM_CONTRACT' });
    await page.goto('/shop/10/order-type');
    await expect(page.getByRole('heading', { level: 1, name: sv.PageError.title })).toBeVisible();
  });
});
