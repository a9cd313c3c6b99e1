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
