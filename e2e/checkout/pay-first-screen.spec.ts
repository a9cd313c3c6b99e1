// Checkout's first screen pays: on a 390×844 and a 320×640 phone, in every language, Pay is on the
// screen without scrolling (pinned, never under anything), and so are the payment methods and the
// e-mail field; what is already known (take away, as soon as possible) is one row with Change.
import type { Locator, Page } from '@playwright/test';

import { expect, messages, test } from '../fixtures';
import { seedBasket, shop1Basket } from '../pages/basket';
import { payButton } from '../pages/checkout';

const LOCALES = ['sv', 'fi', 'en', 'ru', 'no'] as const;
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

/** Wholly inside the screen as it is, and the topmost thing at its centre (not covered by a bar or a banner). */
async function expectOnFirstScreen(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
  const topmost = await target.evaluate((element, [x, y]) => {
    const hit = document.elementFromPoint(x!, y!);
    return hit !== null && (element === hit || element.contains(hit) || hit.contains(element));
  }, [box.x + box.width / 2, box.y + box.height / 2]);
  expect(topmost).toBe(true);
}

for (const phone of PHONES) {
  test.describe(`at ${phone.width}×${phone.height}`, () => {
    test.skip(({ isMobile }) => !isMobile, 'a phone screen');
    test.use({ viewport: phone });

    for (const locale of LOCALES) {
      test(`in ${locale}, Pay, the methods and the e-mail are on the first screen, without scrolling`, async ({ page }) => {
        const m = messages[locale];
        await seedBasket(page, shop1Basket);
        await page.goto(locale === 'sv' ? '/shop/1/checkout' : `/${locale}/shop/1/checkout`);
        const pay = payButton(page, m);
        await expect(pay).toBeVisible();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await expectOnFirstScreen(page, pay);
        await expectOnFirstScreen(page, page.getByRole('radio', { name: m.Payment.card }));
        await expectOnFirstScreen(page, page.getByLabel(m.Checkout.email));
        // Take away as soon as possible: said in one row, no lists to go through.
        await expect(page.getByTestId('known-answers')).toContainText(m.OrderType.takeAway);
        await expect(page.getByLabel(m.Checkout.pickupTime)).toBeHidden();
        // Nothing is wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
        await page.screenshot({ path: test.info().outputPath(`checkout-${locale}-${phone.width}.png`) });

        // Scrolled to the end, Pay is still there and the basket's lines are above it, not under it.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expectOnFirstScreen(page, pay);
        await expect(page.getByTestId('basket-toggle')).toHaveCount(0);
      });
    }
  });
}
