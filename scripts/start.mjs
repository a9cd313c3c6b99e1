#!/usr/bin/env node
// `npm start`: the whole product on one command. Builds when the build is missing or stale,
// starts the reference ordering API with demo data when ORDERING_API_URL is not set, then
// serves the app.
import { randomBytes } from 'node:crypto';

import { buildIsStale, NEXT_START, persistentSecret, run, runToEnd, startReferenceApi, stopAll } from './lib.mjs';
import { servedUrl, startEnvironments } from './start-env.ts';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Node ${process.versions.node} is too old: this app needs Node.js 24 LTS (see .nvmrc).`);
  process.exit(1);
}

// 'localhost', not '127.0.0.1': Next 16 proxies its own rewrites over the network when started
// with an explicit loopback IP (vercel/next.js#94745), which loops.
const host = process.env.HOST ?? 'localhost';
const port = process.env.PORT ?? '3000';
const { app: env, api: apiEnv, notes } = startEnvironments(process.env, {
  host,
  port,
  withReferenceApi: !process.env.ORDERING_API_URL,
  newSecret: () => randomBytes(32).toString('base64url'),
});
for (const note of notes) console.log(note);

// The demo keeps a generated session secret in .data/ so sign-ins survive a restart; a real
// deployment sets SESSION_SECRET itself (the app refuses to serve sessions without one).
if (!env.SESSION_SECRET) {
  env.SESSION_SECRET = persistentSecret('session-secret');
  console.log('SESSION_SECRET is not set: using a generated one kept in .data/session-secret');
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    setTimeout(() => process.exit(0), 200);
  });
}

if (process.env.SKIP_BUILD !== '1' && buildIsStale()) {
  console.log('Building the app (first start or changed sources)…');
  const code = await runToEnd('npm', ['run', 'build'], { env });
  if (code !== 0) process.exit(code);
}

if (apiEnv) {
  env.ORDERING_API_URL = await startReferenceApi(apiEnv);
  console.log(`Using the reference ordering API at ${env.ORDERING_API_URL}`);
}

const app = run(process.execPath, [...NEXT_START, '-H', host, '-p', port], { env });
app.on('exit', (code) => {
  stopAll();
  process.exit(code ?? 0);
});
console.log(`Open ${env.PUBLIC_BASE_URL ?? servedUrl(host, port)}`);
