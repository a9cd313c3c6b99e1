import type { Locator, Page } from '@playwright/test';

/**
 * Words that the page breaks over two lines where it asks for no hyphen: a word split across
 * lines must sit in an element with `hyphens: auto` (the browser then hyphenates it in the page's
 * language). Hidden text (the visually-hidden helpers) does not count.
 */
export const wordsCutWithoutHyphen = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('.visually-hidden, script, style, [hidden]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || !element.checkVisibility()) continue;
      if (getComputedStyle(element).hyphens === 'auto') continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        // The line of each letter, from its own box: the first letter after a break at a soft
        // hyphen reports a box that reaches back over the hyphen drawn on the line before.
        const lines = new Set<number>();
        for (let i = match.index; i < match.index + match[0].length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = [...range.getClientRects()].filter((r) => r.width > 0).at(-1);
          if (box) lines.add(Math.round(box.top));
        }
        if (lines.size > 1) out.push(`"${match[0]}" in <${element.tagName.toLowerCase()}>`);
      }
    }
    return out;
  });

/** The text a guest reads in an element: without the soft hyphens the server puts in long Finnish and Russian names. */
export const readText = (element: Locator) => element.evaluate((e) => (e.textContent ?? '').replaceAll('\u00ad', ''));
