// The bench's one table, the targets with whether each is met, and the security scan, as
// markdown: printed, written to .data/bench/latest.md next to the raw figures in JSON, and into
// docs/performance.md between its bench markers (see replaceSection), so that page shows the last run.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { root } from '../lib.mjs';
import { markers, replaceSection, REPORT_FILE, REPORT_SECTIONS } from './figures.ts';
import { kB } from './first-load.mjs';
import { CPU_SLOWDOWN } from './interaction.mjs';

const COLUMNS = [
  ['home', 'home'],
  ['menu', 'menu'],
  ['article', 'article'],
  ['checkout', 'checkout'],
  ['floor', '**floor** (bare Next.js page)'],
  ['menuStatic', "menu, static CSP ('unsafe-inline')"],
  ['menuNonce', 'menu, nonce CSP'],
  ['bff', 'BFF `GET /api/shops/1/menu`'],
  ['upstream', 'same call to the API directly'],
];

const KB = 1024;
const ms = (value) => `${Math.round(value)} ms`;
const s = (value) => `${(value / 1000).toFixed(2)} s`;
// Event Timing reports nothing under its 16 ms threshold: such a tap was answered within a frame.
const tapMs = (value) => (value < 16 ? '< 16 ms' : ms(value));

/** The app's taps, each on the page (column) where the guest makes it; the floor's one button beside each. */
const TAPS = [
  ['choose', 'article', 'choose an option'],
  ['add', 'article', 'add to basket'],
  ['open', 'menu', 'open the basket'],
];
const tapOn = (r, tap, page, c) => (c === page ? r.taps?.app?.[tap] : c === 'floor' ? r.taps?.floor?.toggle : undefined);

const loadRows = (field, label) => [
  [`requests/s (20 connections${label})`, (r, c) => r[field]?.[c] && `${Math.round(r[field][c].rps)}${r[field][c].failed ? ` (${r[field][c].failed} failed)` : ''}`],
  [`latency p50${label}`, (r, c) => r[field]?.[c] && ms(r[field][c].p50)],
  [`latency p99${label}`, (r, c) => r[field]?.[c] && ms(r[field][c].p99)],
  [`server CPU per answer${label}`, (r, c) => (r[field]?.[c]?.cpuMsPerAnswer === undefined ? undefined : `${r[field][c].cpuMsPerAnswer.toFixed(2)} ms`)],
];

const ROWS = [
  ['HTML (uncompressed)', (r, c) => r.html?.[c] && kB(r.html[c].bytes)],
  ['of which inline CSS (`<style>`; the RSC payload carries it again)', (r, c) => r.html?.[c] && kB(r.html[c].inlineCssBytes ?? 0)],
  ['HTML (gzip)', (r, c) => r.html?.[c] && kB(r.html[c].gzipBytes)],
  ['JSON-LD: scripts / copies in the HTML', (r, c) => r.html?.[c] && `${r.html[c].jsonLdScripts} / ${r.html[c].jsonLdCopies}`],
  ['of which JSON-LD (its script and the payload\'s copy)', (r, c) => r.html?.[c] && kB(r.html[c].jsonLdBytes ?? 0)],
  ['first-load JS (gzip)', (r, c) => r.firstLoad[c] && kB(r.firstLoad[c])],
  ['Lighthouse mobile performance', (r, c) => r.lighthouse[c]?.score],
  ['LCP', (r, c) => r.lighthouse[c] && s(r.lighthouse[c].lcp)],
  ['TBT', (r, c) => r.lighthouse[c] && ms(r.lighthouse[c].tbt)],
  ['CLS', (r, c) => r.lighthouse[c]?.cls.toFixed(3)],
  ['LCP, throttling applied (not simulated)', (r, c) => r.lighthouseApplied?.[c] && s(r.lighthouseApplied[c].lcp)],
  ['TBT, throttling applied', (r, c) => r.lighthouseApplied?.[c] && ms(r.lighthouseApplied[c].tbt)],
  ...loadRows('load', ', no compression'),
  ...loadRows('loadGzip', ', Accept-Encoding: gzip'),
  ...TAPS.map(([tap, page, what]) => [`tap: ${what} (${CPU_SLOWDOWN}× CPU)`, (r, c) => tapOn(r, tap, page, c) && tapMs(tapOn(r, tap, page, c).median)]),
];

const row = (cells) => `| ${cells.join(' | ')} |`;

function mainTable(r) {
  const columns = COLUMNS.filter(([key]) => ROWS.some(([, cell]) => cell(r, key) !== undefined));
  const rows = ROWS.filter(([, cell]) => columns.some(([key]) => cell(r, key) !== undefined));
  return [
    row(['', ...columns.map(([, title]) => title)]),
    row(['---', ...columns.map(() => '---')]),
    ...rows.map(([title, cell]) => row([title, ...columns.map(([key]) => cell(r, key) ?? '–')])),
  ];
}

/** Each target as [what, measured, bar, met]; a target whose figures are missing is left out. */
export function targets(r) {
  const list = [];
  const menuHtml = r.html?.menu;
  // The one-page menu (every category's articles, issue 22) with its JSON-LD: the script and the
  // RSC payload's copy of it are both part of the page's HTML and of its budget.
  if (menuHtml) {
    // The page's CSS is in every HTML answer twice (its <style> elements and their copy in the RSC
    // payload, which escapes a little more): the page's own HTML is what is left without both,
    // and the CSS has a bar of its own.
    const css = menuHtml.inlineCssBytes ?? 0;
    const own = menuHtml.bytes - 2 * css;
    list.push(['menu HTML (uncompressed, without its inline CSS and the payload\'s copy of it; JSON-LD counted) ≤ 100 kB', kB(own), `≤ ${kB(100 * KB)}`, own <= 100 * KB]);
    // What a phone downloads: the whole page, CSS and JSON-LD included, gzipped.
    list.push(['menu HTML as sent (gzip, CSS and JSON-LD included) ≤ 28.5 kB', kB(menuHtml.gzipBytes), `≤ ${kB(28.5 * KB)}`, menuHtml.gzipBytes <= 28.5 * KB]);
    list.push(['menu: JSON-LD (its script and the payload\'s copy) ≤ 36 kB', kB(menuHtml.jsonLdBytes ?? 0), `≤ ${kB(36 * KB)}`, (menuHtml.jsonLdBytes ?? 0) <= 36 * KB]);
    list.push(['menu: inline CSS (`<style>`, counted once) ≤ 32 kB', kB(css), `≤ ${kB(32 * KB)}`, css <= 32 * KB]);
  }
  const js = r.firstLoad;
  for (const page of ['home', 'menu', 'article', 'checkout']) {
    if (js[page] && js.floor) list.push([`${page}: first-load JS ≤ floor + 20 kB`, kB(js[page]), `≤ ${kB(js.floor + 20 * KB)}`, js[page] <= js.floor + 20 * KB]);
  }
  const lh = r.lighthouse;
  for (const page of ['home', 'menu', 'article']) {
    if (!lh[page] || !lh.floor) continue;
    list.push([`${page}: Lighthouse score ≥ floor − 3`, lh[page].score, `≥ ${lh.floor.score - 3}`, lh[page].score >= lh.floor.score - 3]);
    list.push([`${page}: LCP ≤ floor × 1.2`, s(lh[page].lcp), `≤ ${s(lh.floor.lcp * 1.2)}`, lh[page].lcp <= lh.floor.lcp * 1.2]);
    list.push([`${page}: TBT ≤ floor + 50 ms`, ms(lh[page].tbt), `≤ ${ms(lh.floor.tbt + 50)}`, lh[page].tbt <= lh.floor.tbt + 50]);
  }
  const applied = r.lighthouseApplied ?? {};
  for (const page of ['home', 'menu', 'article']) {
    if (!applied[page] || !applied.floor) continue;
    list.push([`${page}: LCP with throttling applied ≤ floor × 1.5`, s(applied[page].lcp), `≤ ${s(applied.floor.lcp * 1.5)}`, applied[page].lcp <= applied.floor.lcp * 1.5]);
  }
  for (const [field, what] of [
    ['load', 'menu throughput ≥ 60 % of floor (no compression)'],
    ['loadGzip', "menu throughput with gzip ≥ 60 % of floor's with gzip"],
  ]) {
    const { menu, floor } = r[field] ?? {};
    if (menu && floor) list.push([what, `${Math.round(menu.rps)}/s`, `≥ ${Math.round(floor.rps * 0.6)}/s`, menu.rps >= floor.rps * 0.6]);
  }
  for (const [field, what] of [
    ['load', "menu throughput with the shipped CSP ≥ 90 % of the static CSP's (no compression)"],
    ['loadGzip', "menu throughput with the shipped CSP ≥ 90 % of the static CSP's (gzip)"],
  ]) {
    const { menu, menuStatic } = r[field] ?? {};
    if (menu && menuStatic) list.push([what, `${Math.round(menu.rps)}/s`, `≥ ${Math.round(menuStatic.rps * 0.9)}/s`, menu.rps >= menuStatic.rps * 0.9]);
  }
  for (const [tap, , what] of TAPS) {
    const measured = r.taps?.app?.[tap];
    if (measured) list.push([`tap "${what}" ≤ 200 ms at ${CPU_SLOWDOWN}× CPU`, tapMs(measured.median), '≤ 200 ms', measured.median <= 200]);
  }
  const { bff, upstream } = r.load ?? {};
  if (bff && upstream) list.push(['BFF latency (p50) ≤ 115 % of direct upstream', ms(bff.p50), `≤ ${ms(upstream.p50 * 1.15)}`, bff.p50 <= upstream.p50 * 1.15]);
  return list;
}

/** The figures and the targets, or '' when the run measured none (the observatory alone). */
function figuresMarkdown(r) {
  const table = mainTable(r);
  if (table.length <= 2) return '';
  const how = [
    `Lighthouse: median of ${r.runs} runs per page`,
    r.taps && `taps: median of ${r.tapRuns} new visitors each, phone viewport, ${CPU_SLOWDOWN}× CPU throttle`,
  ].filter(Boolean);
  const lines = [`Measured ${r.date} on ${r.machine}; ${how.join('; ')}.`, '', ...table, ''];
  const list = targets(r);
  if (list.length) {
    lines.push(row(['target', 'measured', 'bar', 'met']), row(['---', '---', '---', '---']));
    lines.push(...list.map(([what, measured, bar, met]) => row([what, measured, bar, met ? 'yes' : '**no**'])), '');
    lines.push(`${list.filter((t) => t[3]).length} of ${list.length} targets met.`, '');
  }
  return lines.join('\n');
}

const CSP_MODES = { shipped: "CSP shipped (hashes, Trusted Types)", static: "CSP static ('unsafe-inline')", nonce: 'CSP nonce' };

function observatoryMarkdown(scans) {
  if (!scans || !Object.keys(scans).length) return '';
  const modes = Object.keys(scans);
  const names = scans[modes[0]].tests.map((t) => t.name);
  const result = (mode, name) => {
    const t = scans[mode].tests.find((x) => x.name === name);
    return t ? `${t.pass ? 'pass' : '**fail**'} (${t.modifier > 0 ? '+' : ''}${t.modifier}) \`${t.result}\`` : '–';
  };
  return [
    row(['MDN HTTP Observatory', ...modes.map((m) => CSP_MODES[m] ?? `CSP ${m}`)]),
    row(['---', ...modes.map(() => '---')]),
    row(['grade (score)', ...modes.map((m) => `**${scans[m].grade}** (${scans[m].score})`)]),
    ...names.map((name) => row([name, ...modes.map((m) => result(m, name))])),
    '',
  ].join('\n');
}

/** How each section of REPORT_FILE that the bench owns (REPORT_SECTIONS) is written. */
const SECTIONS = { bench: figuresMarkdown, 'bench-observatory': (r) => observatoryMarkdown(r.observatory) };

export function markdown(r) {
  return REPORT_SECTIONS.map((name) => SECTIONS[name](r)).filter(Boolean).join('\n');
}

/** REPORT_FILE with each section this run measured replaced; a section it did not measure stays. */
function writeSections(r) {
  const file = join(root, REPORT_FILE);
  let text = readFileSync(file, 'utf8');
  const written = [];
  for (const name of REPORT_SECTIONS) {
    const content = SECTIONS[name](r);
    if (!content) continue;
    try {
      text = replaceSection(text, name, content);
      written.push(markers(name).start);
    } catch (error) {
      console.warn(`${REPORT_FILE} not updated for ${name}: ${error.message}`);
    }
  }
  writeFileSync(file, text);
  return written;
}

export function writeReport(r) {
  const dir = join(root, '.data', 'bench');
  mkdirSync(dir, { recursive: true });
  const text = markdown(r);
  writeFileSync(join(dir, 'latest.md'), text);
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(r, null, 2)}\n`);
  const sections = writeSections(r);
  console.log(`\n${text}\nWritten to .data/bench/latest.md, .data/bench/latest.json${sections.length ? ` and ${REPORT_FILE} (${sections.join(', ')})` : ''}`);
}
