/**
 * `npm test` on a fresh machine: before any suite runs it names each thing the tests need beyond
 * Node.js that is missing (Chromium, Redis, nginx), with the line that installs it.
 */
import { type MissingPiece, missingPrerequisites, prerequisitesMessage, systemChromium } from './test-prerequisites.ts';

const BUNDLED = '/home/guest/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const DEBIAN = ['/usr/bin/chromium-headless-shell', '/usr/bin/redis-server', '/usr/sbin/nginx'];

/** A machine with exactly these files. */
const machine = (files: string[]) => (path: string) => files.includes(path);

function check(files: string[], env: Record<string, string | undefined> = {}, stages?: string[]) {
  const missing = missingPrerequisites({ env, exists: machine(files), bundledChromium: () => BUNDLED, stages });
  return { missing, names: missing.map((piece) => piece.name), message: prerequisitesMessage(missing) };
}

const only = (missing: MissingPiece[]) => {
  expect(missing).toHaveLength(1);
  return missing[0]!;
};

test('a Debian machine with chromium-headless-shell, redis-server and nginx-light installed lacks nothing', () => {
  expect(check(DEBIAN).missing).toEqual([]);
});

test("the suite prefers Debian's headless shell, and takes its full Chromium where only that is installed", () => {
  expect(systemChromium({}, machine([...DEBIAN, '/usr/bin/chromium']))).toBe('/usr/bin/chromium-headless-shell');
  const fullOnly = ['/usr/bin/chromium', '/usr/bin/redis-server', '/usr/sbin/nginx'];
  expect(systemChromium({}, machine(fullOnly))).toBe('/usr/bin/chromium');
  expect(check(fullOnly).missing).toEqual([]);
});

test.each([
  ['/usr/bin/chromium-headless-shell', 'Chromium', 'sudo apt-get install -y chromium-headless-shell'],
  ['/usr/bin/redis-server', 'Redis server', 'sudo apt-get install -y redis-server'],
  ['/usr/sbin/nginx', 'nginx', 'sudo apt-get install -y nginx-light'],
])('without %s the message names %s and the line that installs it', (absent, name, install) => {
  const { missing, message } = check(DEBIAN.filter((file) => file !== absent));
  const piece = only(missing);
  expect(piece.name).toBe(name);
  expect(piece.install[0]).toBe(`Debian/Ubuntu: ${install}`);
  expect(message).toContain(`- ${name}: `);
  expect(message).toContain(install);
  expect(message).toContain('no suite was run');
});

test('a fresh machine gets every piece named and one line that installs them all', () => {
  const { names, message } = check([]);
  expect(names).toEqual(['Chromium', 'Redis server', 'nginx']);
  expect(message).toContain('sudo apt-get install -y chromium-headless-shell redis-server nginx-light');
  // Where browser downloads are allowed, Playwright's own browser does instead of Debian's.
  expect(message).toContain('npx playwright install chromium');
  expect(message).toContain('PW_USE_BUNDLED=1');
});

describe('the browser, chosen as playwright.config.ts chooses it', () => {
  const withoutDebianChromium = ['/usr/bin/redis-server', '/usr/sbin/nginx'];

  test("with PW_USE_BUNDLED, Debian's Chromium is not required: Playwright's own browser is", () => {
    expect(check([...withoutDebianChromium, BUNDLED], { PW_USE_BUNDLED: '1' }).missing).toEqual([]);
    expect(systemChromium({ PW_USE_BUNDLED: '1' }, machine(DEBIAN))).toBeUndefined();
  });

  test("with PW_USE_BUNDLED and no Playwright browser, Debian's Chromium does not count: the fix is Playwright's install", () => {
    const { missing, message } = check(DEBIAN, { PW_USE_BUNDLED: '1' });
    const piece = only(missing);
    expect(piece).toMatchObject({ name: 'Chromium', install: ['npx playwright install chromium'] });
    expect(message).toContain(BUNDLED);
    expect(message).not.toContain('apt-get');
  });

  test("without Debian's Chromium the suite uses Playwright's own browser when it is installed", () => {
    expect(check([...withoutDebianChromium, BUNDLED]).missing).toEqual([]);
    expect(systemChromium({}, machine([...withoutDebianChromium, BUNDLED]))).toBeUndefined();
    expect(systemChromium({}, machine(DEBIAN))).toBe('/usr/bin/chromium-headless-shell');
  });

  test('PW_CHROMIUM_PATH names the browser: one that does not exist is missing, whatever else is installed', () => {
    const piece = only(check([...DEBIAN, BUNDLED], { PW_CHROMIUM_PATH: '/opt/chrome/chrome' }).missing);
    expect(piece.name).toBe('Chromium');
    expect(piece.detail).toContain('/opt/chrome/chrome');
    expect(check([...DEBIAN, '/opt/chrome/chrome'], { PW_CHROMIUM_PATH: '/opt/chrome/chrome' }).missing).toEqual([]);
  });
});

test('REDIS_SERVER and NGINX name the programs the tests start, as the tests read them', () => {
  const env = { REDIS_SERVER: '/opt/redis/bin/redis-server', NGINX: '/opt/nginx/sbin/nginx' };
  expect(check(['/usr/bin/chromium-headless-shell', env.REDIS_SERVER, env.NGINX], env).missing).toEqual([]);
  const { names, message } = check(DEBIAN, env);
  expect(names).toEqual(['Redis server', 'nginx']);
  expect(message).toContain('REDIS_SERVER names /opt/redis/bin/redis-server');
  expect(message).toContain('NGINX names /opt/nginx/sbin/nginx');
});

test('one stage asks only for what it needs: unit tests need Redis, the load stage nothing', () => {
  expect(check([], {}, ['unit']).names).toEqual(['Redis server']);
  expect(check([], {}, ['load']).missing).toEqual([]);
  expect(check([], {}, ['e2e']).names).toEqual(['Chromium', 'Redis server', 'nginx']);
});
