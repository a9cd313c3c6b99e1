// MDN HTTP Observatory against the production build on loopback. Its scan CLI takes only a host
// name and always asks http://<host>/ and https://<host>/ on ports 80 and 443, so a small front
// plays the deployment's edge there: TLS with a throw-away certificate for localhost (trusted by
// the scan through NODE_EXTRA_CA_CERTS) passed through to the app, and port 80 redirecting to
// https, as a TLS-terminating proxy in production does.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { root, runToEnd } from '../lib.mjs';

const VERSION = '1.4.8';
const tools = join(root, '.data', 'tools');
const packageDir = join(tools, 'node_modules', '@mdn', 'mdn-http-observatory');

/**
 * Installed on demand: it is too heavy for the lockfile. Its install scripts only download a CA
 * bundle, the HSTS preload list and the TLD list from the internet, which a loopback scan does
 * not need, so they are skipped (they also fail offline); an empty preload list stands in.
 */
async function ensureInstalled() {
  if (!existsSync(join(packageDir, 'src', 'scan.js'))) {
    console.log(`Installing @mdn/mdn-http-observatory@${VERSION} into .data/tools…`);
    const code = await runToEnd('npm', ['install', '--prefix', tools, `@mdn/mdn-http-observatory@${VERSION}`, '--no-save', '--ignore-scripts'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (code !== 0) throw new Error('could not install @mdn/mdn-http-observatory');
  }
  const preload = join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
}

function localhostCertificate() {
  const dir = join(root, '.data', 'bench', 'tls');
  const key = join(dir, 'localhost-key.pem');
  const cert = join(dir, 'localhost.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '30', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  }
  return { key: readFileSync(key), cert: readFileSync(cert), certFile: cert };
}

/** Ports 443 and 80 on 127.0.0.1 in front of the app; resolves with a function that closes both. */
async function startEdge(appUrl, tls) {
  const app = new URL(appUrl);
  const pass = (req, res) => {
    const upstream = request(
      { host: app.hostname, port: app.port, method: req.method, path: req.url, headers: { ...req.headers, host: 'localhost', 'x-forwarded-proto': 'https' } },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  const https = createHttpsServer({ key: tls.key, cert: tls.cert }, pass);
  const http = createHttpServer((req, res) => res.writeHead(301, { location: `https://localhost${req.url}` }).end());
  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  await listen(https, 443);
  await listen(http, 80);
  return () => Promise.all([https, http].map((server) => new Promise((resolve) => server.close(resolve).closeAllConnections())));
}

/** Grade, score and each test's result for the app at appUrl (started with NODE_ENV=production). */
export async function observatory(appUrl) {
  await ensureInstalled();
  const tls = localhostCertificate();
  const closeEdge = await startEdge(appUrl, tls);
  try {
    // scan.js is the CLI itself; its bin wrapper only points NODE_EXTRA_CA_CERTS at the skipped CA bundle.
    // Asynchronous: the edge answering the scan runs in this process.
    // On a failed scan the CLI exits 1 with { error } on stdout.
    const { stdout } = await promisify(execFile)(process.execPath, [join(packageDir, 'src', 'scan.js'), 'localhost'], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.certFile },
      timeout: 120_000,
    }).catch((error) => (error.stdout ? error : Promise.reject(error)));
    const { scan, tests, error } = JSON.parse(stdout);
    if (error) throw new Error(`observatory: ${error}`);
    return {
      grade: scan.grade,
      score: scan.score,
      tests: Object.entries(tests).map(([name, t]) => ({ name, pass: t.pass, result: t.result, modifier: t.scoreModifier })),
    };
  } finally {
    await closeEdge();
  }
}
