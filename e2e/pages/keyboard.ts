import type { Locator, Page } from '@playwright/test';

import { expect } from '../fixtures';

type Focused = { description: string; inDialog: boolean; ring: boolean; onScreen: boolean } | null;

/** What has focus, whether it shows a focus indicator and is inside the viewport. */
export const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const box = el.getBoundingClientRect();
    const ringed = (node: Element) => {
      const s = getComputedStyle(node);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || (node === el && s.boxShadow !== 'none');
    };
    // A card link draws its ring around the whole card (`.card:has(a:focus-visible)`).
    let outlined = false;
    for (let node: Element | null = el, depth = 0; node && depth < 4 && !outlined; node = node.parentElement, depth++) outlined = ringed(node);
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return {
      description: `<${el.tagName.toLowerCase()}> ${label}`,
      inDialog: Boolean(el.closest('dialog[open]')),
      // Headings take focus after a navigation without a ring; they are not controls.
      ring: el.tagName === 'H1' || (el.matches(':focus-visible') && outlined),
      onScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
    };
  });

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop that the
 * focused element shows a visible focus indicator and is scrolled into view.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  await target.waitFor({ state: 'attached' });
  const visited: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return visited;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (!now) continue;
    visited.push(now.description);
    expect(now.ring, `a visible focus indicator on ${now.description}`).toBe(true);
    expect(now.onScreen, `${now.description} scrolled into view when focused`).toBe(true);
  }
  await expect(target, `reached by ${backwards ? 'Shift+Tab' : 'Tab'} after: ${visited.join(' → ')}`).toBeFocused({ timeout: 1 });
  return visited;
}

/** Tabs around inside an open modal dialog and checks focus never reaches the page behind it. */
export async function expectFocusTrapped(page: Page, presses = 6) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    // null: focus went to the browser's own controls, which is how a native modal dialog cycles.
    if (now) expect(now.inDialog, `focus stays in the dialog, not on ${now.description}`).toBe(true);
  }
}
