import { expect, test } from '../fixtures';

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

test('the pages still work under the policy: no CSP violations while ordering', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('link', { name: 'Nordic Burger Drottninggatan' }).click();
  await page.goto('/shop/1/menu/Burgare/Klassiker/articles/B102');
  await expect(page.getByRole('heading', { level: 1, name: 'Cheeseburgare' })).toBeVisible();
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
