#!/usr/bin/env node
// Measures how long an open order page takes to show a kitchen change ("ready" in the kitchen →
// "ready for pickup" on screen), median of N, against a running app and reference API:
//   node scripts/bench-order-status.mjs http://127.0.0.1:3000 http://127.0.0.1:4010 20
import { existsSync } from 'node:fs';

import { chromium } from '@playwright/test';

const [app = 'http://127.0.0.1:3000', api = 'http://127.0.0.1:4010', runs = '20'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ locale: 'en-GB' });
await page.goto(`${app}/shop/1/menu/Tillbeh%C3%B6r/articles/S301`);
await page.getByRole('button', { name: /Add to basket/ }).click();
await page.waitForURL(/suggested/);
await page.goto(`${app}/shop/1/checkout`);
await page.getByLabel(/E-mail/).fill('bench@example.com');
await page.getByRole('button', { name: 'Continue to payment' }).click();
await page.waitForURL(/checkout\/payment\//);
const orderId = page.url().split('/').pop();
await page.getByRole('button', { name: 'Pay' }).click();
await page.getByRole('button', { name: 'Approve payment' }).click();
await page.waitForURL(/\/order\//);

const status = page.getByTestId('order-status');
const set = (s) => fetch(`${api}/_dev/kitchen/${orderId}/status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: s }) });
const times = [];
for (let i = 0; i < Number(runs); i++) {
  await set('Started');
  await status.filter({ hasText: 'Being prepared' }).waitFor();
  const started = performance.now();
  await set('Done');
  await status.filter({ hasText: 'Ready for pickup' }).waitFor({ timeout: 20_000 });
  times.push(performance.now() - started);
}
await browser.close();
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`kitchen "Done" → "Ready for pickup" on the open page, ${times.length} runs: median ${(median / 1000).toFixed(2)} s, min ${(times[0] / 1000).toFixed(2)} s, max ${(times.at(-1) / 1000).toFixed(2)} s`);
