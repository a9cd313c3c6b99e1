#!/usr/bin/env node
// `npm run dev`: the app's server in development (next dev behind the same pipeline as
// production) against the reference ordering API (unless ORDERING_API_URL is set).
import { isLoopbackUrl } from '../server/settings.ts';
import { run, server, startReferenceApi, stopAll } from './lib.mjs';

const env = { ...process.env, HOST: process.env.HOST ?? 'localhost', PORT: process.env.PORT ?? '3000' };
delete env.NODE_ENV;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(signal).then(() => process.exit(0)));
if (env.ORDERING_API_URL && !isLoopbackUrl(env.ORDERING_API_URL)) {
  // Development keeps the demo's trust rules (writes from any Host, a cookie without Secure): for
  // a developer's own machine and a test API, never a restaurant's live one.
  console.warn(`DEVELOPMENT against ${env.ORDERING_API_URL}, with the demo's trust rules: use a test API only. A restaurant's live API needs production (docs/deploy.md).`);
}
if (!env.ORDERING_API_URL) env.ORDERING_API_URL = await startReferenceApi({ ...env, ORDERING_API_PORT: env.ORDERING_API_PORT ?? '4010' });
run(process.execPath, server('--dev'), { env }).on('exit', (code) => void stopAll().then(() => process.exit(code ?? 0)));
