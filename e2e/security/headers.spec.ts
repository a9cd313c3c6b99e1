import { createHash } from 'node:crypto';

import { expect, messages, test, upstream } from '../fixtures';
import { backToPaymentPage, continueToPayment, fillBasketAndCheckout, payWith } from '../pages/checkout';
import { desktopOnly } from '../support/viewport';

desktopOnly('about the headers the server answers with');

test('pages and API answers carry the security headers', async ({ request }) => {
  for (const path of ['/', '/shop/1/menu', '/api/settings', '/offline']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['strict-transport-security'], path).toContain('max-age=');
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('only the digital-signage page may be framed (by its configured screens)', async ({ request }) => {
  const signage = (await request.get('/shop/1/digital-signage')).headers();
  expect(signage['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(signage['content-security-policy']).not.toContain("frame-ancestors 'none'");
});

/** script-src of a policy, as its list of sources. */
const scriptSources = (policy: string | undefined) =>
  (policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'script-src')?.slice(1) ?? [];

/** Each inline script of a page that runs (not a JSON-LD block), with its attributes. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([^<]+)<\/script>/g)].filter(([, attributes]) => !attributes!.includes('type=')).map(([, attributes, text]) => ({ attributes: attributes!, text: text! }));

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('each page names its own inline scripts in its policy and allows no other inline script', async ({ request }) => {
  // Cached pages (plain and language URLs, the not-found page): the hash of each of their scripts.
  for (const [path, status] of [['/', 200], ['/shop/1/menu', 200], ['/en/shop/1/menu', 200], ['/fi', 200], ['/shop/1/digital-signage', 200], ['/en/no-such-page', 404]] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const policy = response.headers()['content-security-policy'];
    expect(policy, path).toContain("require-trusted-types-for 'script'; trusted-types default");
    const sources = scriptSources(policy);
    expect(sources, path).not.toContain("'unsafe-inline'");
    const html = await response.text();
    const scripts = inlineScripts(html);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const { text } of scripts) expect(sources, `${path}: ${text.slice(0, 40)}`).toContain(sha256(text));
    // No nonce of whichever request rendered the cached page.
    expect(html, path).not.toMatch(/ nonce="/);
  }
  // A nonce a client sends in its own policy header never reaches a page, not even the page
  // rendered for that very request (the menu's cached copy is dropped first).
  await upstream.revalidate(['menu:3']);
  const sent = await request.get('/fi/shop/3/menu/Dryck', { headers: { 'content-security-policy': "script-src 'nonce-c2VudGJ5Y2xpZW50'" } });
  expect(sent.status()).toBe(200);
  expect(await sent.text()).not.toContain('c2VudGJ5Y2xpZW50');
  // A page rendered per request: the request's own nonce on each of Next's scripts; the layout's
  // Trusted Types policy, which React writes without a nonce, by its hash.
  const response = await request.get('/order/00000000-0000-4000-8000-000000000000');
  const sources = scriptSources(response.headers()['content-security-policy']);
  const nonce = sources.find((s) => s.startsWith("'nonce-"));
  expect(nonce).toBeDefined();
  const scripts = inlineScripts(await response.text());
  expect(scripts.length).toBeGreaterThan(1);
  for (const { attributes, text } of scripts) {
    if (!attributes.includes(`nonce="${nonce!.slice(7, -1)}"`)) expect(sources, text.slice(0, 40)).toContain(sha256(text));
  }
  expect(scripts.filter(({ attributes }) => !attributes.includes('nonce=')).length).toBe(1);
  // Answers that are not pages allow no inline script at all.
  expect(scriptSources((await request.get('/api/settings')).headers()['content-security-policy'])).toEqual(["'self'"]);
});

test('a HEAD right after a regeneration never strips the hashes or Trusted Types from the next visitors (pen test N1)', async ({ page, request }) => {
  const path = '/ru';
  const policyIsWhole = async () => {
    const response = await request.get(path);
    const policy = response.headers()['content-security-policy'];
    expect(policy).toContain("require-trusted-types-for 'script'");
    const sources = scriptSources(policy);
    const scripts = inlineScripts(await response.text());
    expect(scripts.length).toBeGreaterThan(1);
    for (const { text } of scripts) expect(sources, text.slice(0, 40)).toContain(sha256(text));
  };
  // Each HEAD names a query of its own, so the server's one-second answers cache never answers it.
  let probe = 0;
  const head = () => request.head(`${path}?probe=${probe++}`);
  try {
    const before = (await head()).headers().etag;
    // The restaurant changes its shop list: the page is regenerated into a body (and ETag) never served before.
    await upstream.showOnlyShops([1, 2, 3, 4, 5, 6]);
    await upstream.revalidate(['shops']);
    // HEADs reach the new page before any GET does: asked until the regenerated page answers them.
    await expect.poll(async () => (await head()).headers().etag, { intervals: [50, 100, 200] }).not.toBe(before);
    for (let i = 0; i < 2; i++) expect((await head()).status()).toBe(200);
    for (let i = 0; i < 3; i++) {
      await policyIsWhole();
      await head();
    }
    // The page a visitor then opens hydrates.
    await page.goto(path);
    await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$')));
  } finally {
    await upstream.showOnlyShops(null);
    await upstream.revalidate(['shops']);
  }
});

test('the pages still work under the policy: no CSP violations while ordering', async ({ page }) => {
  // Each refusal (a blocked script, a Trusted Types sink) is reported.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.sample}`));
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation|Trusted/i.test(message.text())) violations.push(message.text());
  });
  // React took over the server's HTML, which it can only do with the flight data that Next's
  // inline scripts hand it.
  const inlineScriptsRan = () =>
    page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$')));
  await page.goto('/');
  await inlineScriptsRan();
  await page.getByRole('link', { name: 'Nordic Burger Drottninggatan' }).click();
  await page.goto('/shop/1/menu/Burgare/Klassiker/articles/B102');
  await expect(page.getByRole('heading', { level: 1, name: 'Cheeseburgare' })).toBeVisible();
  await inlineScriptsRan();
  // Through the checkout to the payment and order pages, which render per request (a nonce).
  await fillBasketAndCheckout(page);
  await continueToPayment(page);
  await backToPaymentPage(page);
  await inlineScriptsRan();
  await payWith(page, 'card', 'Approve');
  await expect(page.getByTestId('order-status')).toHaveText(messages.sv.OrderStatus.status.received);
  await inlineScriptsRan();
  for (const path of ['/en/shop/1/menu', '/en/no-such-page']) {
    await page.goto(path);
    await inlineScriptsRan();
  }
  expect(violations).toEqual([]);
});

test('a plain URL, whose language the cookie or browser chose, is never kept by a shared cache; language URLs are', async ({ request }) => {
  for (const path of ['/', '/shop/1/menu']) {
    const headers = (await request.get(path, { headers: { 'accept-language': 'fi' } })).headers();
    expect(headers['cache-control'], path).toBe('private, no-cache');
    expect(headers['x-middleware-rewrite'], path).toBeUndefined();
  }
  for (const path of ['/sv', '/fi/shop/1/menu']) {
    expect((await request.get(path)).headers()['cache-control'], path).toMatch(/^s-maxage=\d+/);
  }
});

test('menu pictures keep their own policy: nothing in one may run or load', async ({ request }) => {
  const image = await request.get('/api/images/menu/burger-classic.webp');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
});

test('trailing-slash redirects carry the security headers and stay on the site', async ({ request }) => {
  for (const [from, to] of [['/shop/1/', '/shop/1'], ['/en/', '/en'], ['/api/settings/', '/api/settings']] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    const headers = response.headers();
    expect(headers.location, from).toBe(to);
    expect(headers['x-content-type-options'], from).toBe('nosniff');
    expect(headers['content-security-policy'], from).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security'], from).toContain('max-age=');
  }
});
