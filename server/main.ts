#!/usr/bin/env node
// The app's HTTP server: Next behind one explicit pipeline (server/app.ts). Every way the app
// runs goes through here: `npm start` (demo or production), `npm run dev`, the e2e suite, the
// load stage and the bench.
//   node server/main.ts [--production | --demo | --dev]
// A production start checks its settings before anything else and exits with one line per
// missing setting, without opening a port.
import { dropWritesToClosedPipes } from './closed-pipes.ts';
import { readSettings } from './settings.ts';

dropWritesToClosedPipes(process.stdout, process.stderr);

const settings = readSettings(process.env, process.argv.slice(2));
if (settings.problems.length > 0) {
  console.error(`Cannot start in ${settings.mode} mode:`);
  for (const problem of settings.problems) console.error(`  - ${problem}`);
  process.exit(1);
}

const { startServer } = await import('./app.ts');
const server = await startServer(settings);
console.log(`listening on ${server.url} (${settings.mode})`);
