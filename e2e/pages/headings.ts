import type { Page } from '@playwright/test';

import { expect } from '../fixtures';

/** The page's headings as assistive technology meets them: level and text, in document order. */
export const headingOutline = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((h) => h.checkVisibility({ visibilityProperty: true }) && !h.closest('[aria-hidden="true"], [inert]'))
      .map((h) => ({ level: Number(h.getAttribute('aria-level') ?? h.tagName.slice(1)), text: h.textContent?.trim() ?? '' })),
  );

/** The outline's skips: a first heading that is not h1, or one more than a level deeper than the one before. */
export function headingSkips(outline: Array<{ level: number; text: string }>): string[] {
  return outline.flatMap((h, i) => {
    const before = i === 0 ? 0 : outline[i - 1]!.level;
    return h.level > before + 1 ? [`h${h.level} "${h.text}" after ${before ? `h${before}` : 'the start'}`] : [];
  });
}

/** Fails (softly, so one walk reports every page) when the page's headings skip a level. */
export async function expectHeadingsInOrder(page: Page, label: string) {
  const outline = await headingOutline(page);
  expect.soft(headingSkips(outline), `headings on ${label} (${page.url()}): ${outline.map((h) => `h${h.level}`).join(' ')}`).toEqual([]);
}
