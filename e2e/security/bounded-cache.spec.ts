// Addresses that name no page must cost the server neither disk nor memory: a flood of unique
// unknown URLs (crawlers, scanners, broken links) answers 404 from the language's one not-found
// page or a render that is never kept, the page cache stays within its quota, and the log stays
// free of stack traces. A server of this spec's own, so that its log, its memory and its cache
// folder can be read.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { E2E } from '../../playwright.config';
import { expect, test } from '../fixtures';
import { folderBytes, type OwnServer, residentMb, stackLines, startOwnServer, stopOwnServer, suiteServerEnv } from '../support/own-server';
import { desktopOnly } from '../support/viewport';

// Beside the suite's own app port (the scale-out spec takes +1 to +3).
const PORT = Number(new URL(E2E.appUrl).port) + 5;
const QUOTA_MB = 24;
const URLS = 10_000;
/**
 * Rounds of unknown addresses (not counted) until the server has reached its working size, as a
 * server that has served for a while has (V8 grows its heap with the first renders): its memory
 * grew by less than WARM_MB in each of two rounds in a row.
 */
const WARM_UP_ROUND = 1_000;
const WARM_MB = 20;
const CONCURRENCY = 16;
/** Past this the spec stops asking and fails: on a quiet machine the 10,000 take well under a minute. */
const TIME_LIMIT_MS = 240_000;
const MB = 1024 * 1024;
/** Next's own page and data cache folders: a build that writes there is not bounded by the quota. */
const NEXT_CACHE_FOLDERS = ['.next/server/route-cache', '.next/server/app', '.next/cache/fetch-cache'];

let server: OwnServer | undefined;
let cacheDir = '';

const word = () => randomBytes(6).toString('base64url');
const long = (length: number) => `${'x'.repeat(length - 8)}${word()}`;

/** Unique unknown addresses: unknown paths, unknown categories and articles of a real shop, long segments. */
const KINDS: (() => string)[] = [
  () => `/${word()}`,
  () => `/${word()}/${word()}/${word()}`,
  () => `/en/${word()}/${word()}`,
  () => `/shop/1/menu/${word()}`,
  () => `/fi/shop/1/menu/Burgare/${word()}/articles/${word()}`,
  () => `/${long(300)}/${long(300)}`,
  () => `/sv/${long(260)}`,
  () => `/${Array.from({ length: 9 }, () => long(200)).join('/')}`,
  () => `/shop/1/menu/${long(280)}`,
  () => `/order/${long(300)}`,
];
const unknownUrl = (i: number) => KINDS[i % KINDS.length]!();

/** Asks for `count` addresses, `CONCURRENCY` at a time, until `deadline`: the answers by status, a few addresses of each. */
async function flood(count: number, deadline: number) {
  const counts: Record<number, number> = {};
  const examples: Record<number, string[]> = {};
  let next = 0;
  let answered = 0;
  const worker = async () => {
    while (next < count && Date.now() < deadline) {
      const path = unknownUrl(next++);
      const response = await fetch(`${server!.url}${path}`, { redirect: 'manual' }).catch(() => null);
      await response?.arrayBuffer().catch(() => undefined);
      const status = response?.status ?? 0;
      if (status !== 0) answered += 1;
      counts[status] = (counts[status] ?? 0) + 1;
      if ((examples[status] ??= []).length < 3) examples[status].push(path.slice(0, 80));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { answered, counts, examples };
}

const nextCacheBytes = () => NEXT_CACHE_FOLDERS.reduce((sum, dir) => sum + folderBytes(dir), 0);

/** The server's resident memory once a burst is over: the least of a few readings a second apart. */
async function settledResidentMb() {
  const readings: number[] = [];
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 700));
    readings.push(residentMb(server!));
  }
  return Math.min(...readings);
}

test.describe('unknown addresses', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({}, testInfo) => {
    desktopOnly('about the server’s page cache', testInfo);
    testInfo.setTimeout(90_000);
    cacheDir = mkdtempSync(join(tmpdir(), 'ordering-page-cache-'));
    server = await startOwnServer(PORT, { ...suiteServerEnv(PORT, cacheDir), PAGE_CACHE_MAX_MB: String(QUOTA_MB) });
  });

  test.afterEach(async ({}, testInfo) => {
    // What the server logged, beside a failure's report.
    if (testInfo.status !== testInfo.expectedStatus && server) await testInfo.attach('server-log', { body: server.output.join('') });
  });

  test.afterAll(async () => {
    await stopOwnServer(server);
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  });

  test(`${URLS.toLocaleString('en')} unique unknown addresses answer 404, keep the page cache within its quota and the memory flat`, async () => {
    test.setTimeout(3 * TIME_LIMIT_MS + 120_000);
    // Real pages fill the cache first, then a first round of unknown addresses.
    for (const path of ['/', '/en', '/shop/1/menu', '/en/shop/1/menu/Burgare', '/shop/1/order-type', '/fi/shop/2/menu']) {
      expect((await fetch(`${server!.url}${path}`)).status, path).toBe(200);
    }
    let working = await settledResidentMb();
    for (let round = 0, calm = 0; round < 8 && calm < 2; round++) {
      await flood(WARM_UP_ROUND, Date.now() + TIME_LIMIT_MS);
      const now = await settledResidentMb();
      calm = now - working < WARM_MB ? calm + 1 : 0;
      working = now;
    }
    const before = { rss: await settledResidentMb(), next: nextCacheBytes() };

    const started = Date.now();
    const result = await flood(URLS, started + TIME_LIMIT_MS);
    const seconds = (Date.now() - started) / 1000;
    const after = { rss: await settledResidentMb(), next: nextCacheBytes(), cache: folderBytes(cacheDir) };
    console.log(
      `${result.answered} answers in ${seconds.toFixed(0)} s ${JSON.stringify(result.counts)}; RSS ${before.rss.toFixed(0)} → ${after.rss.toFixed(0)} MB; ` +
        `page cache ${(after.cache / MB).toFixed(1)} MB (quota ${QUOTA_MB} MB); Next's cache folders +${((after.next - before.next) / MB).toFixed(1)} MB`,
    );

    expect.soft(result.answered, `answered within ${TIME_LIMIT_MS / 1000} s`).toBe(URLS);
    expect.soft(result.counts, `every answer a 404: ${JSON.stringify(result.examples)}`).toEqual({ 404: result.answered });
    expect.soft(after.cache / MB, 'the page cache folder, in MB').toBeLessThanOrEqual(QUOTA_MB);
    expect.soft((after.next - before.next) / MB, "growth of Next's own cache folders, in MB").toBeLessThan(1);
    expect.soft(after.rss - before.rss, 'growth of the server’s resident memory, in MB').toBeLessThanOrEqual(100);
    expect(stackLines(server!).slice(0, 10), 'stack traces in the server log').toEqual([]);
  });

  test('near misses of the app’s files and malformed ids answer 404 without a stack trace in the log', async () => {
    const favicon = await fetch(`${server!.url}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toMatch(/^image\//);
    const paths = [
      '/ogre', '/apix', '/robots.txtx', '/sitemap.xml2', '/_nextx', '/sw.jsx', '/favicon.icox', '/_next/login', '/icons/login', '/images/none.png',
      '/order/%zz', `/order/${'a'.repeat(300)}`, '/shop/abc/menu', '/en/shop/%zz/menu', `/${'x'.repeat(30 * 60)}`, `/${Array.from({ length: 30 }, () => 'y'.repeat(60)).join('/')}`,
    ];
    for (const path of paths) {
      const response = await fetch(`${server!.url}${path}`, { redirect: 'manual' });
      expect([path.slice(0, 40), response.status]).toEqual([path.slice(0, 40), 404]);
      expect(await response.text(), path.slice(0, 40)).not.toMatch(/at .*\.(js|ts):\d+|__next_error__/);
    }
    expect(stackLines(server!).slice(0, 10), 'stack traces in the server log').toEqual([]);
  });

  test('an article under another category path answers 308 to its own address, and no such address, nor a step of an order line, is kept (pen test N6, N7)', async () => {
    const own = '/shop/1/menu/Burgare/Klassiker/articles/B101';
    for (const [asked, location] of [
      [`/en/shop/1/menu/${word()}/articles/B101`, `/en${own}`],
      [`/shop/1/menu/Dryck/${word()}/articles/B101`, own],
      [`/fi/shop/1/menu/${word()}/articles/B101/suggested`, `/fi${own}/suggested`],
      [`/sv/shop/1/menu/${word()}/articles/B101/line-1234`, `/sv${own}/line-1234`],
    ]) {
      const response = await fetch(`${server!.url}${asked}`, { redirect: 'manual' });
      expect([asked, response.status, response.headers.get('location')]).toEqual([asked, 308, location]);
    }
    // Two hundred invented category paths and line ids later, the cache folder holds at most the article's own pages.
    const files = () => folderBytes(cacheDir);
    for (const path of [own, `/en${own}`]) expect((await fetch(`${server!.url}${path}`)).status).toBe(200);
    // The kept pages' files are written once the folder stops growing between two readings.
    let last = -1;
    await expect.poll(() => last === (last = files()), { intervals: [100] }).toBe(true);
    const before = files();
    for (let i = 0; i < 100; i++) {
      expect((await fetch(`${server!.url}/en/shop/1/menu/${word()}/articles/B101`, { redirect: 'manual' })).status).toBe(308);
      expect((await fetch(`${server!.url}/en${own}/${word()}`, { redirect: 'manual' })).status).toBe(200);
    }
    expect(files() - before, 'bytes the page cache folder grew by').toBeLessThan(64 * 1024);
    // What no page is: a request for '*' and a page write disguised by dot segments.
    const { request } = await import('node:http');
    const asterisk = await new Promise<number>((resolve, reject) => {
      const url = new URL(server!.url);
      request({ host: url.hostname, port: url.port, path: '*', method: 'OPTIONS' }, (answer) => (answer.resume(), resolve(answer.statusCode ?? 0))).on('error', reject).end();
    });
    expect(asterisk).toBe(400);
    const disguised = await new Promise<number>((resolve, reject) => {
      const url = new URL(server!.url);
      request({ host: url.hostname, port: url.port, path: '/api/../en', method: 'POST', headers: { 'content-type': 'application/json', origin: server!.url } }, (answer) => (answer.resume(), resolve(answer.statusCode ?? 0)))
        .on('error', reject)
        .end('{}');
    });
    expect(disguised).toBe(405);
    expect(stackLines(server!).slice(0, 10), 'stack traces in the server log').toEqual([]);
  });
});
