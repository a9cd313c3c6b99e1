/**
 * `npm start` in production with settings missing: it exits at once, non-zero, names each
 * missing setting, and opens no port (neither the app's nor a reference API's).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(__dirname, '..');

/** A free loopback port (probed, then released). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Whether anything listens on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(true))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });

async function start(env: Record<string, string>, args: string[] = []) {
  const [port, apiPort] = [await freePort(), await freePort()];
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ORDERING_API_PORT: String(apiPort), SKIP_BUILD: '1' };
  for (const name of ['ORDERING_API_URL', 'SESSION_SECRET', 'PUBLIC_BASE_URL', 'CLIENT_ADDRESS_SECRET', 'NODE_ENV']) delete childEnv[name];
  const child = spawn(process.execPath, ['scripts/start.mjs', ...args], {
    cwd: root,
    env: { ...childEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c: number | null) => resolve(c)));
  clearTimeout(killer);
  return { code, output, port, apiPort };
}

test('production without ORDERING_API_URL, SESSION_SECRET, PUBLIC_BASE_URL and CLIENT_ADDRESS_SECRET exits non-zero, naming each, and opens no port', async () => {
  const { code, output, port, apiPort } = await start({ NODE_ENV: 'production' });
  expect(code).not.toBe(0);
  expect(code).not.toBeNull(); // it ended by itself, not by the time-out
  for (const name of ['ORDERING_API_URL', 'SESSION_SECRET', 'PUBLIC_BASE_URL', 'CLIENT_ADDRESS_SECRET']) expect(output).toContain(`${name} is missing`);
  expect(output).not.toContain('DEMO');
  expect(output).not.toContain('ordering-api listening');
  expect(await listening(port)).toBe(false);
  expect(await listening(apiPort)).toBe(false);
});

test('production asked for by flag, with only the secret missing, names just that one', async () => {
  const { code, output } = await start({ ORDERING_API_URL: 'http://127.0.0.1:9', PUBLIC_BASE_URL: 'https://order.example' }, ['--production']);
  expect(code).not.toBe(0);
  expect(code).not.toBeNull();
  expect(output).toContain('SESSION_SECRET');
  expect(output).not.toMatch(/- .*ORDERING_API_URL/);
  expect(output).not.toMatch(/- .*PUBLIC_BASE_URL/);
});

test("the demo never runs its trust rules against a restaurant's API: npm start with a remote ORDERING_API_URL and no NODE_ENV=production refuses, says how to start, and opens no port", async () => {
  const { code, output, port, apiPort } = await start({ ORDERING_API_URL: 'https://api.restaurant.example' });
  expect(code).toBe(1);
  expect(output).toContain('Cannot start the demo');
  expect(output).toContain("not the demo's reference API");
  expect(output).toContain('NODE_ENV=production');
  expect(output).not.toContain('DEMO:');
  expect(await listening(port)).toBe(false);
  expect(await listening(apiPort)).toBe(false);
});
