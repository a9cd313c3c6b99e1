#!/usr/bin/env node
// Prints the first-load JavaScript (gzip) of pages on a running app:
//   node scripts/first-load-js.mjs http://127.0.0.1:3000 / /shop/1/menu ...
// `npm run bench` measures the same against a bare Next.js page.
import { firstLoadJs, kB } from './bench/first-load.mjs';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/shop/1/menu', '/shop/1/menu/Burgare/Klassiker/articles/B102'];

console.log('| page | scripts | first-load JS (gzip) |\n|---|---|---|');
for (const { path, scripts, bytes } of await firstLoadJs(base, pages)) {
  console.log(`| ${path} | ${scripts} | ${kB(bytes)} |`);
}
