import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

import { expect } from '../fixtures';
import { expectHeadingsInOrder } from './headings';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** Waits until entry animations and the animated prices have settled, so colours are final. */
export async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length), { timeout: 5000 })
    .toBe(0);
  await noAnimationFrameAsked(page);
}

/**
 * Resolves at the first animation frame in which the page asked for no further frame: a counter
 * that runs on requestAnimationFrame (the basket's animated price) asks for one every frame until
 * it shows its final value. Fails when frames are still asked for after `timeoutMs`.
 */
async function noAnimationFrameAsked(page: Page, timeoutMs = 5000) {
  const quiet = await page.evaluate(
    (limit) =>
      new Promise<boolean>((resolve) => {
        const original = window.requestAnimationFrame;
        let asked = 0;
        window.requestAnimationFrame = (callback) => {
          asked += 1;
          return original.call(window, callback);
        };
        const began = performance.now();
        const check = (now: number) => {
          if (asked === 0 || now - began > limit) {
            window.requestAnimationFrame = original;
            return resolve(asked === 0);
          }
          asked = 0;
          original.call(window, check);
        };
        original.call(window, check);
      }),
    timeoutMs,
  );
  expect(quiet, `the page still asks for an animation frame every frame after ${timeoutMs} ms`).toBe(true);
}

/** One readable block per rule: what failed, where, and how to fix it. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) =>
      [
        `[${v.impact}] ${v.id}: ${v.help}`,
        `  ${v.helpUrl}`,
        ...v.nodes.map((node) => `  - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`),
      ].join('\n'),
    )
    .join('\n\n');
}

/**
 * Runs axe on the page (or inside `within`) and fails on every serious or critical violation,
 * printing the rule, impact, selectors and help. Minor and moderate findings are logged only.
 * The page's headings must not skip a level either.
 */
export async function expectAccessible(page: Page, label: string, within?: Locator) {
  await settled(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (within) {
    const id = `axe-scope-${Date.now()}`;
    await within.evaluate((el, value) => el.setAttribute('data-axe-scope', value), id);
    builder = builder.include(`[data-axe-scope="${id}"]`);
  }
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const other = violations.filter((v) => !blocking.includes(v));
  if (other.length) console.log(`axe, ${label} (${page.url()}), not blocking:\n${describeViolations(other)}`);
  // Soft, so a walk through several pages reports every page's findings at once.
  expect.soft(describeViolations(blocking), `axe on ${label} (${page.url()})`).toBe('');
  await expectHeadingsInOrder(page, label);
}
