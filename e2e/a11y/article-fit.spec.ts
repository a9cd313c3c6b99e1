// The article at 320 px in Finnish and Russian, where the longest words are: the sticky Add bar
// (quantity beside Add, label and price as two items, no separator left alone on a line, no word
// broken), the name's breaks (only at the soft hyphens the server put in), and the order-type
// chip (drawn by the server from a table's QR code, above the picture, one line).
import type { Locator, Page } from '@playwright/test';

import { expect, messages, test } from '../fixtures';

const SOFT_HYPHEN = '\u00ad';
const ARTICLES = ['/shop/1/menu/Burgare/Klassiker/articles/B101', '/shop/1/menu/Burgare/Klassiker/articles/B102', '/shop/1/menu/Burgare/Klassiker/articles/B103'];

test.skip(({ isMobile }) => !isMobile, 'a phone width; the phone project checks it');

/** The text of each line an element's text is laid out on, top to bottom (by the characters' boxes). */
const lineTexts = (element: Locator) =>
  element.evaluate((root) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = [...range.getClientRects()].find((r) => r.width > 0 || r.height > 0);
        if (!box) continue;
        const top = Math.round(box.top + box.height / 2);
        const key = [...lines.keys()].find((k) => Math.abs(k - top) < 6) ?? top;
        lines.set(key, (lines.get(key) ?? '') + text[i]);
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
  });

/** Where the h1 breaks inside a word: the character before each break, which must be a soft hyphen. */
const breaksInsideWords = (page: Page) =>
  page.getByRole('heading', { level: 1 }).evaluate((h1) => {
    const node = h1.firstChild;
    const text = node?.textContent ?? '';
    const tops: number[] = [];
    for (let i = 0; i < text.length; i++) {
      const range = document.createRange();
      range.setStart(node!, i);
      range.setEnd(node!, i + 1);
      // Its own box (the last): the first letter after a break at a soft hyphen also reports one
      // reaching back over the hyphen drawn on the line before.
      const box = [...range.getClientRects()].filter((r) => r.width || r.height).at(-1);
      // A soft hyphen where the line does not break has no box: it stays on the line before.
      tops.push(box ? Math.round(box.top) : (tops[i - 1] ?? 0));
    }
    const breaks: string[] = [];
    for (let i = 1; i < text.length; i++) {
      if (tops[i]! > tops[i - 1]! + 4 && /\p{L}/u.test(text[i]!)) {
        let before = i - 1;
        while (before > 0 && text[before] === ' ') before--;
        breaks.push(text[i - 1] === ' ' ? ' ' : text[before]!);
      }
    }
    return { text, breaks };
  });

test.describe('the article at 320 px in Finnish and Russian', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const locale of ['fi', 'ru'] as const) {
    test(`${locale}: Add bar is one row (quantity, label, price) with no lone separator; the name breaks only at a soft hyphen`, async ({ page }) => {
      const t = messages[locale];
      for (const path of ARTICLES) {
        await page.goto(`/${locale}${path}`);
        const add = page.getByRole('button', { name: new RegExp(t.Article.add) });
        await expect(add).toBeVisible();

        // No line of the button holds only a separator or punctuation.
        const lines = await lineTexts(add);
        for (const line of lines) expect([path, line]).toEqual([path, expect.stringMatching(/[\p{L}\p{N}]/u)]);
        expect(lines.join(' ')).not.toContain('·');
        // Words stay whole: the label breaks between its words, and the price goes under it when
        // both do not fit ("В корзину" on one line, never "В корзин" and "у").
        const label = add.locator('span').first();
        const words = (await label.textContent())!.split(/\s+/).filter(Boolean);
        expect([path, (await lineTexts(label)).flatMap((line) => line.split(/\s+/)).filter(Boolean)]).toEqual([path, words]);

        // The quantity sits beside Add, in the sticky bar at the bottom of the screen (once the
        // choices are reached: on a 320 × 640 phone the picture and the name fill the first screen).
        const stepper = page.getByRole('group', { name: t.Article.quantity });
        await page.getByRole('group').filter({ has: page.getByRole('radio') }).first().scrollIntoViewIfNeeded();
        await expect(stepper).toBeInViewport();
        await expect(add).toBeInViewport();
        const [s, a] = [await stepper.boundingBox(), await add.boundingBox()];
        expect(s!.y < a!.y + a!.height && a!.y < s!.y + s!.height, `${path}: stepper beside Add`).toBe(true);
        expect(s!.x + s!.width <= a!.x + 1, `${path}: stepper before Add`).toBe(true);

        // A long name carries soft hyphens from the server, and breaks only there (or at a space).
        const { text, breaks } = await breaksInsideWords(page);
        if (/\p{L}{12}/u.test(text.replaceAll(SOFT_HYPHEN, ''))) expect(text, path).toContain(SOFT_HYPHEN);
        for (const at of breaks) expect([path, at]).toEqual([path, expect.stringMatching(/^[ \u00ad-]$/)]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      }
    });
  }

  test('fi: "Juustohampurilainen" comes from the server with its soft hyphens (in the HTML, before any script)', async ({ request }) => {
    const html = await (await request.get('/fi/shop/1/menu/Burgare/Klassiker/articles/B102')).text();
    expect(html).toContain(`Juus${SOFT_HYPHEN}to${SOFT_HYPHEN}ham${SOFT_HYPHEN}pu${SOFT_HYPHEN}ri${SOFT_HYPHEN}lai${SOFT_HYPHEN}nen`);
    const menu = await (await request.get('/fi/shop/1/menu')).text();
    expect(menu).toContain(`Juus${SOFT_HYPHEN}to${SOFT_HYPHEN}ham`);
  });
});

type Spot = { id: number; name: string; i18n: Array<{ language: string; text: string }>; orderType: string };

test.describe('the order-type chip from a table’s QR code, before any script runs', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

  test('the server’s HTML holds the chip when the QR values are in their cookie, and none without them', async ({ request }) => {
    const spots: Spot[] = await (await request.get('/api/shops/1/delivery-spots')).json();
    const spot = spots.find((s) => s.orderType === 'dineInPlace')!;
    const finnish = spot.i18n.find((x) => x.language.startsWith('fi'))?.text ?? spot.name;
    const cookie = `ordering_qr=${encodeURIComponent(JSON.stringify({ shopId: 1, orderType: 'dineInPlace', spotId: spot.id }))}`;
    for (const path of ['/fi/shop/1/menu', `/fi${ARTICLES[1]}`]) {
      const html = await (await request.get(path, { headers: { cookie } })).text();
      expect(html, path).toContain('data-testid="order-chip"');
      expect(html, path).toContain(messages.fi.OrderType.dineInPlace);
      expect(html, path).toContain(finnish);
      // The same address without the cookie is the shared page: no chip, and no room kept for one.
      const plain = await (await request.get(path)).text();
      expect(plain, path).not.toContain('data-testid="order-chip"');
    }
  });

  for (const locale of ['sv', 'fi', 'en', 'ru', 'no'] as const) {
    test(`${locale}: the chip is in the first paint, one line, above the article’s picture and never on it`, async ({ page }) => {
      const spots: Spot[] = await (await page.request.get('/api/shops/1/delivery-spots')).json();
      const spot = spots.find((s) => s.orderType === 'dineInPlace')!;
      await page.goto(`/${locale}/shop/1?orderType=dineInPlace&spotId=${spot.id}`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/shop/1/menu$`));
      const chip = page.getByTestId('order-chip');
      await expect(chip).toContainText(messages[locale].OrderType.dineInPlace);

      await page.goto(`/${locale}${ARTICLES[1]}`);
      await expect(chip).toBeVisible();
      const box = (await chip.boundingBox())!;
      // One line: as tall as its button (44 px and its padding), inside the screen.
      expect(box.height).toBeLessThan(60);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(await lineTexts(chip.locator('span').first())).toHaveLength(1);
      const picture = (await page.getByRole('main').locator('article img').first().boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(picture.y);
    });
  }
});
