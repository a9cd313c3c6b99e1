#!/usr/bin/env node
// `npm run dev`: next dev against the reference ordering API (unless ORDERING_API_URL is set).
import { run, startReferenceApi, stopAll } from './lib.mjs';

const env = { ...process.env };
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopAll(signal), process.exit(0)));
if (!env.ORDERING_API_URL) env.ORDERING_API_URL = await startReferenceApi({ ...env, ORDERING_API_PORT: env.ORDERING_API_PORT ?? '4010' });
run(process.execPath, ['node_modules/next/dist/bin/next', 'dev', '-H', env.HOST ?? '127.0.0.1', '-p', env.PORT ?? '3000'], { env }).on(
  'exit',
  (code) => (stopAll(), process.exit(code ?? 0)),
);
