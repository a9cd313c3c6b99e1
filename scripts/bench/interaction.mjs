// INP-like latency of the guest's three main taps, and of the floor's one button: Chromium on a
// phone viewport with touch, CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), an Event
// Timing observer (durationThreshold 16 ms) in every document. A tap's latency is its longest
// event (pointerdown, pointerup, click): input delay + handlers + the next paint, as INP counts it.
// Each repetition is a new visitor (a fresh browser context: no cache, no saved basket).
import { chromium, devices } from '@playwright/test';

import { median, tapLatency } from './figures.ts';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const CPU_SLOWDOWN = 4;

/** Runs in each new document before its own scripts. */
function observeEventTiming() {
  const events = [];
  Object.defineProperty(window, '__benchEvents', { value: events });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) events.push({ name: e.name, interactionId: e.interactionId ?? 0, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function newVisitor(browser) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'sv-SE' });
  await context.addInitScript(observeEventTiming);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/**
 * The page as a guest finds it ready: loaded, the element hydrated (React has attached its
 * props to it, so a tap runs the app's handler), the network quiet for a moment (capped) and
 * the main thread idle once. The tap is measured, not the load.
 */
async function settle(page, locator) {
  await locator.waitFor({ state: 'visible', timeout: 60_000 });
  await locator.evaluate(
    (el) =>
      new Promise((resolve, reject) => {
        const deadline = Date.now() + 60_000;
        const check = () => {
          if (Object.keys(el).some((key) => key.startsWith('__reactProps$'))) resolve(undefined);
          else if (Date.now() > deadline) reject(new Error('not hydrated within 60 s'));
          else setTimeout(check, 50);
        };
        check();
      }),
  );
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 5000 })));
}

/** Waits until `predicate` holds for the element in the page. */
const until = (locator, predicate) => async () => locator.page().waitForFunction(predicate, await locator.elementHandle(), { timeout: 30_000 });
const expanded = (el) => el.getAttribute('aria-expanded') === 'true';

/** Taps the element, waits for what the tap shows (`done`), then for the entries of its paint. */
async function measureTap(page, locator, done) {
  await settle(page, locator);
  await page.evaluate(() => {
    window.__benchEvents.length = 0;
  });
  await locator.tap();
  await done();
  // Event Timing entries are queued after the frame that answers the tap is presented.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  return tapLatency(await page.evaluate(() => window.__benchEvents));
}

/** One visitor's three taps on the app: { choose, add, open } in ms (a step that failed is absent). */
async function appTaps(browser, base, paths) {
  const { context, page } = await newVisitor(browser);
  const taps = {};
  try {
    await page.goto(base + paths.article);
    const form = page.locator('form').filter({ has: page.locator('input[type=radio]') });
    // What a thumb hits: a choice's row, which is its radio's label (the second, as the first may be preset).
    const row = form.locator('label:has(input[type=radio]:not([disabled]))').nth(1);
    const radio = row.locator('input');
    taps.choose = await measureTap(page, row, until(radio, (el) => el.checked));

    const articleUrl = page.url();
    taps.add = await measureTap(page, form.locator('button[type=submit]'), () => page.waitForURL((url) => url.href !== articleUrl));

    await page.goto(base + paths.menu);
    const toggle = page.getByTestId('basket-toggle');
    taps.open = await measureTap(page, toggle, until(toggle, expanded));
  } catch (error) {
    console.warn(`  taps left out after ${Object.keys(taps).join(', ') || 'none'}: ${error.message.split('\n')[0]}`);
  } finally {
    await context.close();
  }
  return taps;
}

async function floorTap(browser, base) {
  const { context, page } = await newVisitor(browser);
  try {
    await page.goto(`${base}/`);
    const toggle = page.getByTestId('floor-toggle');
    return { toggle: await measureTap(page, toggle, until(toggle, expanded)) };
  } catch (error) {
    console.warn(`  floor tap left out: ${error.message.split('\n')[0]}`);
    return {};
  } finally {
    await context.close();
  }
}

const summary = (samples) => ({ median: median(samples), samples });

/**
 * Per tap the median and the samples over `runs` visitors, app and floor taking turns:
 * { app: { choose, add, open }, floor: { toggle } }. A tap with no sample is absent.
 */
export async function taps({ app, floor, paths }, runs) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const samples = { app: { choose: [], add: [], open: [] }, floor: { toggle: [] } };
  try {
    for (let run = 1; run <= runs; run++) {
      console.log(`Taps ${run}/${runs}: app (${app}), floor (${floor})`);
      for (const [side, result] of [
        ['app', await appTaps(browser, app, paths)],
        ['floor', await floorTap(browser, floor)],
      ]) {
        for (const [tap, ms] of Object.entries(result)) samples[side][tap].push(ms);
      }
    }
  } finally {
    await browser.close();
  }
  return Object.fromEntries(
    Object.entries(samples).map(([side, byTap]) => [side, Object.fromEntries(Object.entries(byTap).filter(([, list]) => list.length).map(([tap, list]) => [tap, summary(list)]))]),
  );
}
