/** Demo and production apart: what a start needs, and a production start that lacks it. */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

import { modeOf, readSettings } from './settings';

const PRODUCTION = {
  ORDERING_API_URL: 'https://api.restaurant.example',
  SESSION_SECRET: 's'.repeat(32),
  PUBLIC_BASE_URL: 'https://order.example.com',
  CLIENT_ADDRESS_SECRET: 'c'.repeat(24),
};

test('NODE_ENV=production from the environment means production, whatever flag the launcher adds', () => {
  expect(modeOf({ NODE_ENV: 'production' }, ['--demo'])).toBe('production');
  expect(modeOf({}, ['--production'])).toBe('production');
  expect(modeOf({}, ['--demo'])).toBe('demo');
  expect(modeOf({}, ['--dev'])).toBe('development');
  // A server started by hand without saying so is held to production's rules.
  expect(modeOf({}, [])).toBe('production');
});

test('NODE_ENV=production with a demo or development flag is refused: the app inside reads its mode from the flag alone', () => {
  for (const flag of ['--demo', '--dev']) {
    const { mode, problems } = readSettings({ ...PRODUCTION, NODE_ENV: 'production' }, [flag]);
    expect(mode).toBe('production');
    expect(problems).toEqual([`NODE_ENV=production asks for a production server, ${flag} for another mode: start production with NODE_ENV=production and no ${flag}, or unset NODE_ENV`]);
  }
  expect(readSettings({ ...PRODUCTION, NODE_ENV: 'production' }, ['--production']).problems).toEqual([]);
  expect(readSettings({ ...PRODUCTION, NODE_ENV: 'production' }, []).problems).toEqual([]);
});

test('production needs the ordering API, the session secret, the public address and the client-address secret: one line for each missing', () => {
  expect(readSettings(PRODUCTION, ['--production']).problems).toEqual([]);
  const { problems } = readSettings({}, ['--production']);
  expect(problems).toHaveLength(4);
  expect(problems.join('\n')).toMatch(/ORDERING_API_URL is missing[\s\S]*SESSION_SECRET is missing[\s\S]*PUBLIC_BASE_URL is missing[\s\S]*CLIENT_ADDRESS_SECRET is missing/);
  expect(readSettings({ ...PRODUCTION, CLIENT_ADDRESS_SECRET: 'short' }, ['--production']).problems).toEqual(['CLIENT_ADDRESS_SECRET is too short: at least 16 characters']);
  expect(readSettings({ ...PRODUCTION, SESSION_SECRET: 'short' }, ['--production']).problems).toEqual(['SESSION_SECRET is too short: at least 32 characters']);
  expect(readSettings({ ...PRODUCTION, PUBLIC_BASE_URL: 'order.example.com' }, ['--production']).problems[0]).toMatch(/PUBLIC_BASE_URL must be an http\(s\) address/);
});

test('SESSION_SECRET may list several secrets during a rotation (comma-separated, the newest last), each of at least 32 characters', () => {
  const [older, newer] = ['o'.repeat(32), 'n'.repeat(44)];
  const problems = (secret: string) => readSettings({ ...PRODUCTION, SESSION_SECRET: secret }, ['--production']).problems;
  expect(problems(`${older},${newer}`)).toEqual([]);
  expect(problems(` ${older} , ${newer} `)).toEqual([]);
  expect(problems(`${older},short`)).toEqual(["SESSION_SECRET's secret 2 of 2 is too short: at least 32 characters"]);
  expect(problems(`${older},,${newer}`)).toEqual(["SESSION_SECRET's secret 2 of 3 is empty (the secrets are separated by single commas)"]);
  expect(problems(`${older},`)).toEqual(["SESSION_SECRET's secret 2 of 2 is empty (the secrets are separated by single commas)"]);
  expect(problems(`${newer},${newer}`)).toEqual(['SESSION_SECRET names the same secret twice']);
});

test('the demo needs none of them (its launcher runs the reference API)', () => {
  expect(readSettings({}, ['--demo']).problems).toEqual([]);
  expect(readSettings({ ORDERING_API_URL: 'http://127.0.0.1:4010' }, ['--demo']).problems).toEqual([]);
  expect(readSettings({ ORDERING_API_URL: 'http://localhost:4010' }, ['--demo']).problems).toEqual([]);
});

test("the demo's trust rules never face a restaurant: a demo whose ordering API is not on this machine refuses, and says how to start", () => {
  for (const url of ['https://api.restaurant.example', 'http://10.0.0.5:8080', 'http://127.0.0.1.nip.io:4010']) {
    const { problems } = readSettings({ ORDERING_API_URL: url }, ['--demo']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`ORDERING_API_URL is ${url}, not the demo's reference API`);
    expect(problems[0]).toContain('NODE_ENV=production');
  }
});

test('the page cache quota, when set, is a whole number of megabytes in any mode', () => {
  expect(readSettings({ ...PRODUCTION, PAGE_CACHE_MAX_MB: '512' }, ['--production']).problems).toEqual([]);
  for (const value of ['0', '-1', '1.5', '256MB', '']) {
    expect(readSettings({ PAGE_CACHE_MAX_MB: value }, ['--demo']).problems[0]).toMatch(/^PAGE_CACHE_MAX_MB must be a whole number of megabytes/);
  }
});

/** Resolves with whether something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

test.each([
  ['ORDERING_API_URL', { SESSION_SECRET: PRODUCTION.SESSION_SECRET, PUBLIC_BASE_URL: PRODUCTION.PUBLIC_BASE_URL }],
  ['SESSION_SECRET', { ORDERING_API_URL: PRODUCTION.ORDERING_API_URL, PUBLIC_BASE_URL: PRODUCTION.PUBLIC_BASE_URL }],
  ['PUBLIC_BASE_URL', { ORDERING_API_URL: PRODUCTION.ORDERING_API_URL, SESSION_SECRET: PRODUCTION.SESSION_SECRET, CLIENT_ADDRESS_SECRET: PRODUCTION.CLIENT_ADDRESS_SECRET }],
  ['CLIENT_ADDRESS_SECRET', { ORDERING_API_URL: PRODUCTION.ORDERING_API_URL, SESSION_SECRET: PRODUCTION.SESSION_SECRET, PUBLIC_BASE_URL: PRODUCTION.PUBLIC_BASE_URL }],
])('a production start without %s exits non-zero at once, names it, and opens no port', async (missing, given) => {
  const port = 39_000 + Math.floor(Math.random() * 500);
  const { PATH, HOME } = process.env;
  for (const entry of [path.join(__dirname, 'main.ts'), path.join(__dirname, '..', 'scripts', 'start.mjs')]) {
    const child = spawn(process.execPath, [entry], {
      env: { PATH, HOME, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...given },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c));
    child.stderr.on('data', (c: Buffer) => (output += c));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`${missing} is missing`);
    expect(output).not.toMatch(/listening|ordering-api|DEMO/);
    expect(await listening(port)).toBe(false);
  }
});
