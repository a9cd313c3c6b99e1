import type { Page } from '@playwright/test';

import { expect, messages, test } from '../fixtures';
import { openBasket } from '../pages/basket';
import { payButton } from '../pages/checkout';
import { needs } from '../support/api-shape';

const sv = messages.sv;
const MIN = 24;

/**
 * WCAG 2.5.8: every visible control is at least 24×24 CSS px, except a link inside a sentence.
 * Returns the ones that are too small, described so they can be found.
 */
const tooSmall = (page: Page) =>
  page.evaluate((min) => {
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]';
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const parent = el.parentElement;
      if (!parent) return false;
      const own = [...parent.childNodes].filter((n) => n !== el && n.nodeType === Node.TEXT_NODE);
      return own.some((n) => (n.textContent ?? '').trim().length > 0);
    };
    return [...document.querySelectorAll(selector)].flatMap((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const hidden = box.width === 0 || box.height === 0 || style.visibility === 'hidden' || el.closest('.visually-hidden, [aria-hidden=true]');
      if (hidden || inSentence(el)) return [];
      // A control inside its label counts the label as its target (a checkbox in a row).
      const target = el.closest('label')?.getBoundingClientRect() ?? box;
      if (target.width >= min - 0.5 && target.height >= min - 0.5) return [];
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return [`<${el.tagName.toLowerCase()}${el.className ? ` class="${String(el.className)}"` : ''}> "${name}" ${Math.round(target.width)}×${Math.round(target.height)}`];
    });
  }, MIN);

test.describe('touch targets on a phone are at least 24×24 px', () => {
  test.skip(({ isMobile }) => !isMobile, 'target size matters for touch; the phone project checks it');

  test('on home, menu, category and article pages, the basket and checkout', async ({ page }) => {
    needs('choices', 'suggestions');
    const check = async (what: string) => expect.soft(await tooSmall(page), `too small on ${what}`).toEqual([]);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: sv.Home.title })).toBeVisible();
    await check('home');
    await page.getByRole('button', { name: sv.ShopList.showMore }).click();
    await check('home, all shops');

    await page.goto('/shop/1/order-type');
    await page.getByRole('link', { name: sv.OrderType.takeAway }).click();
    await expect(page).toHaveURL(/\/shop\/1\/menu$/);
    await check('menu');
    await page.goto('/shop/1/menu/Burgare/Klassiker');
    await page.getByText(sv.Menu.filterTitle).click();
    await check('category with the allergen filter open');

    await page.goto('/shop/1/menu/Burgare/Klassiker/articles/B102');
    await expect(page.getByRole('heading', { level: 1, name: 'Cheeseburgare' })).toBeVisible();
    await check('article');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
    await expect(page).toHaveURL(/\/suggested$/);
    await check('suggested');
    await page.getByRole('button', { name: sv.Suggested.continue }).click();
    await expect(page).not.toHaveURL(/\/suggested$/);

    const basket = await openBasket(page);
    await expect(basket.getByTestId('basket-line').getByRole('button').first()).toBeVisible();
    await check('category with the basket open');
    await basket.getByRole('link', { name: sv.Basket.checkout }).click();
    await expect(payButton(page)).toBeVisible();
    await check('checkout');
  });
});
