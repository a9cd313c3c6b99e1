#!/usr/bin/env node
// `npm start`: the whole product on one command.
// - The demo (no NODE_ENV=production): builds when the build is missing or stale, starts the
//   reference ordering API with its demo data and test payment provider unless ORDERING_API_URL
//   is set, keeps a generated session secret in .data/, then serves the app (server/main.ts --demo).
// - Production (NODE_ENV=production in the environment, or `npm start -- --production`): checks
//   ORDERING_API_URL, SESSION_SECRET and PUBLIC_BASE_URL first and exits naming what is missing;
//   builds when needed, never starts the reference API, then serves (server/main.ts --production).
import { randomBytes } from 'node:crypto';

import { readSettings } from '../server/settings.ts';
import { buildIsStale, persistentSecret, run, runToEnd, server, startReferenceApi, stopAll } from './lib.mjs';
import { servedUrl, startEnvironments } from './start-env.ts';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Node ${process.versions.node} is too old: this app needs Node.js 24 LTS (see .nvmrc).`);
  process.exit(1);
}

const production = process.env.NODE_ENV === 'production' || process.argv.includes('--production');
const host = process.env.HOST ?? 'localhost';
const port = process.env.PORT ?? '3000';

let env;
let apiEnv = null;
if (production) {
  const { problems } = readSettings(process.env, ['--production']);
  if (problems.length > 0) {
    console.error('Cannot start in production mode:');
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  env = { ...process.env };
} else {
  // The demo's trust rules are for its own reference API: a restaurant's address needs production.
  const { problems } = readSettings(process.env, ['--demo']);
  if (problems.length > 0) {
    console.error('Cannot start the demo:');
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log(
    [
      '',
      '  DEMO: the Nordic Burger demo chain, with the reference ordering API, its test payment page',
      '  and demo accounts. Nothing here takes real orders or money. For a real restaurant see',
      '  docs/deploy.md (NODE_ENV=production with ORDERING_API_URL, SESSION_SECRET, PUBLIC_BASE_URL).',
      '',
    ].join('\n'),
  );
  const environments = startEnvironments(process.env, {
    host,
    port,
    withReferenceApi: !process.env.ORDERING_API_URL,
    newSecret: () => randomBytes(32).toString('base64url'),
  });
  env = environments.app;
  apiEnv = environments.api;
  for (const note of environments.notes) console.log(note);
  // The demo keeps a generated session secret in .data/ so sign-ins survive a restart.
  if (!env.SESSION_SECRET) {
    env.SESSION_SECRET = persistentSecret('session-secret');
    console.log('SESSION_SECRET is not set: using a generated one kept in .data/session-secret');
  }
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stopAll(signal).then(() => process.exit(0));
  });
}

if (process.env.SKIP_BUILD !== '1' && buildIsStale()) {
  console.log('Building the app (first start or changed sources)…');
  const code = await runToEnd('npm', ['run', 'build'], { env: { ...env, NODE_ENV: 'production' } });
  if (code !== 0) process.exit(code);
}

if (apiEnv) {
  env.ORDERING_API_URL = await startReferenceApi(apiEnv);
  console.log(`Using the reference ordering API at ${env.ORDERING_API_URL}`);
}

const app = run(process.execPath, server(production ? '--production' : '--demo'), { env: { ...env, HOST: host, PORT: port } });
app.on('exit', (code) => {
  void stopAll().then(() => process.exit(code ?? 0));
});
console.log(`Open ${production ? env.PUBLIC_BASE_URL : servedUrl(host, port)}`);
