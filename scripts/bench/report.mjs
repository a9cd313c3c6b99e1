// The bench's one table, the targets with whether each is met, and the security scan, as
// markdown (printed, and written to .data/bench/latest.md next to the raw figures in JSON).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { root } from '../lib.mjs';
import { kB } from './first-load.mjs';

const COLUMNS = [
  ['home', 'home'],
  ['menu', 'menu'],
  ['article', 'article'],
  ['checkout', 'checkout'],
  ['floor', '**floor** (bare Next.js page)'],
  ['menuNonce', 'menu, nonce CSP'],
  ['bff', 'BFF `GET /api/shops/1/menu`'],
  ['upstream', 'same call to the API directly'],
];

const ms = (value) => `${Math.round(value)} ms`;
const s = (value) => `${(value / 1000).toFixed(2)} s`;

const ROWS = [
  ['first-load JS (gzip)', (r, c) => r.firstLoad[c] && kB(r.firstLoad[c])],
  ['Lighthouse mobile performance', (r, c) => r.lighthouse[c]?.score],
  ['LCP', (r, c) => r.lighthouse[c] && s(r.lighthouse[c].lcp)],
  ['TBT', (r, c) => r.lighthouse[c] && ms(r.lighthouse[c].tbt)],
  ['CLS', (r, c) => r.lighthouse[c]?.cls.toFixed(3)],
  ['requests/s (20 connections)', (r, c) => r.load[c] && `${Math.round(r.load[c].rps)}${r.load[c].failed ? ` (${r.load[c].failed} failed)` : ''}`],
  ['latency p50', (r, c) => r.load[c] && ms(r.load[c].p50)],
  ['latency p99', (r, c) => r.load[c] && ms(r.load[c].p99)],
];

const row = (cells) => `| ${cells.join(' | ')} |`;

function mainTable(r) {
  const columns = COLUMNS.filter(([key]) => ROWS.some(([, cell]) => cell(r, key) !== undefined));
  return [
    row(['', ...columns.map(([, title]) => title)]),
    row(['---', ...columns.map(() => '---')]),
    ...ROWS.map(([title, cell]) => row([title, ...columns.map(([key]) => cell(r, key) ?? '–')])),
  ];
}

/** Each target as [what, measured, bar, met]; a target whose figures are missing is left out. */
export function targets(r) {
  const list = [];
  const lh = r.lighthouse;
  for (const page of ['home', 'menu', 'article']) {
    if (!lh[page] || !lh.floor) continue;
    list.push([`${page}: Lighthouse score ≥ floor − 3`, lh[page].score, `≥ ${lh.floor.score - 3}`, lh[page].score >= lh.floor.score - 3]);
    list.push([`${page}: LCP ≤ floor × 1.2`, s(lh[page].lcp), `≤ ${s(lh.floor.lcp * 1.2)}`, lh[page].lcp <= lh.floor.lcp * 1.2]);
    list.push([`${page}: TBT ≤ floor + 50 ms`, ms(lh[page].tbt), `≤ ${ms(lh.floor.tbt + 50)}`, lh[page].tbt <= lh.floor.tbt + 50]);
  }
  const js = r.firstLoad;
  if (js.menu && js.floor) list.push(['menu first-load JS ≤ floor + 40 kB', kB(js.menu), `≤ ${kB(js.floor + 40 * 1024)}`, js.menu <= js.floor + 40 * 1024]);
  const load = r.load;
  if (load.menu && load.floor) list.push(['menu throughput ≥ 60 % of floor', `${Math.round(load.menu.rps)}/s`, `≥ ${Math.round(load.floor.rps * 0.6)}/s`, load.menu.rps >= load.floor.rps * 0.6]);
  if (load.bff && load.upstream) list.push(['BFF latency (p50) ≤ 115 % of direct upstream', ms(load.bff.p50), `≤ ${ms(load.upstream.p50 * 1.15)}`, load.bff.p50 <= load.upstream.p50 * 1.15]);
  return list;
}

function observatoryTable(scans) {
  const modes = Object.keys(scans);
  const names = scans[modes[0]].tests.map((t) => t.name);
  const result = (mode, name) => {
    const t = scans[mode].tests.find((x) => x.name === name);
    return `${t.pass ? 'pass' : '**fail**'} (${t.modifier > 0 ? '+' : ''}${t.modifier}) \`${t.result}\``;
  };
  return [
    row(['MDN HTTP Observatory', ...modes.map((m) => `CSP ${m}`)]),
    row(['---', ...modes.map(() => '---')]),
    row(['grade (score)', ...modes.map((m) => `**${scans[m].grade}** (${scans[m].score})`)]),
    ...names.map((name) => row([name, ...modes.map((m) => result(m, name))])),
  ];
}

export function markdown(r) {
  const lines = [`Measured ${r.date} on ${r.machine}; Lighthouse: median of ${r.runs} runs per page.`, ''];
  if (Object.keys(r.firstLoad).length + Object.keys(r.lighthouse).length + Object.keys(r.load).length) {
    lines.push(...mainTable(r), '');
    const list = targets(r);
    if (list.length) {
      lines.push(row(['target', 'measured', 'bar', 'met']), row(['---', '---', '---', '---']));
      lines.push(...list.map(([what, measured, bar, met]) => row([what, measured, bar, met ? 'yes' : '**no**'])), '');
      lines.push(`${list.filter((t) => t[3]).length} of ${list.length} targets met.`, '');
    }
  }
  if (r.observatory) lines.push(...observatoryTable(r.observatory), '');
  return lines.join('\n');
}

export function writeReport(r) {
  const dir = join(root, '.data', 'bench');
  mkdirSync(dir, { recursive: true });
  const text = markdown(r);
  writeFileSync(join(dir, 'latest.md'), text);
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(r, null, 2)}\n`);
  console.log(`\n${text}\nWritten to .data/bench/latest.md and .data/bench/latest.json`);
}
