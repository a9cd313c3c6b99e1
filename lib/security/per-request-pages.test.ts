import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { PER_REQUEST_PAGES, rendersPerRequest } from './per-request-pages';

const ROOT = path.join(__dirname, '../../app/[locale]');

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    return entry.name === 'page.tsx' ? [full] : [];
  });
}

test('the list is the pages of app/ that Next renders per request', () => {
  const perRequest = pages(ROOT)
    .filter((file) => {
      const source = readFileSync(file, 'utf8');
      const route = path.relative(ROOT, path.dirname(file));
      const ownParameter = /\[[^.\]]+\]/.test(route);
      return /export const dynamic = 'force-dynamic'/.test(source) || (ownParameter && !/export (async )?function generateStaticParams/.test(source));
    })
    .map((file) => `/${path.relative(ROOT, path.dirname(file)).split(path.sep).join('/')}`.replace(/\[(\w+)\]/g, ':$1'))
    .sort();
  expect(perRequest).toEqual([...PER_REQUEST_PAGES].sort());
});

test('plain and language URLs of those pages match; cached pages, files and API routes do not', () => {
  for (const url of ['/order/ord-0042', '/order/42', '/en/order/ord-0042?x=1', '/_sv/shop/1', '/fi/shop/1/checkout/payment/ord-0009', '/shop/1/redirect/B102', '/profile', '/no/order-history']) {
    expect([url, rendersPerRequest(url)]).toEqual([url, true]);
  }
  for (const url of ['/', '/en', '/shop/1/menu', '/sv/shop/1/order-type', '/shop/1/checkout', '/orders', '/api/order/ord-0042', '/_next/static/x.js', '/order/ord-0042/x', '/xx/order/ord-0042']) {
    expect([url, rendersPerRequest(url)]).toEqual([url, false]);
  }
});

test('an id of another shape than the app writes names no page: the cached not-found page answers it, without a nonce', () => {
  for (const url of ['/order/4.2', '/order/%zz', `/order/${'a'.repeat(65)}`, '/shop/abc', '/en/shop/1x/checkout/payment/ord-0009', '/shop/1/checkout/payment/9.5']) {
    expect([url, rendersPerRequest(url)]).toEqual([url, false]);
  }
});
