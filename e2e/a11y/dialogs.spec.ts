import type { Page } from '@playwright/test';

import { expect, messages, test } from '../fixtures';
import { leaveSuggestions, openBasket, savedBasket } from '../pages/basket';
import { expectFocusTrapped, focused } from '../pages/keyboard';

const sv = messages.sv;

async function friesInBasket(page: Page) {
  await page.goto('/shop/1/menu/Tillbeh%C3%B6r/articles/S301');
  await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
  await leaveSuggestions(page);
  await expect(page).toHaveURL(/\/shop\/1\/menu\/Tillbeh%C3%B6r$/);
}

test('the confirm dialog takes focus, keeps it, closes with Escape or No, and gives focus back', async ({ page }) => {
  await friesInBasket(page);
  const basket = await openBasket(page);
  const cancel = basket.getByRole('button', { name: sv.Basket.cancel });
  const dialog = page.getByRole('dialog');

  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(sv.Basket.confirmCancel);
  expect((await focused(page))?.inDialog, 'focus lands in the dialog').toBe(true);
  await expectFocusTrapped(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  expect((await savedBasket(page))?.items).toHaveLength(1);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: sv.Common.no }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  expect((await savedBasket(page))?.items).toHaveLength(1);
});

test('the error popup takes focus, keeps it, closes with Escape or Close, and gives focus back', async ({ page }) => {
  await page.route('**/api/cultures/changeculture**', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/');
  const language = page.getByLabel(sv.Layout.language);
  const dialog = page.getByRole('dialog');

  await language.focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog).toContainText(sv.Errors.SERVER);
  expect((await focused(page))?.inDialog, 'focus lands in the popup').toBe(true);
  await expectFocusTrapped(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(language).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: sv.Common.close })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(language).toBeFocused();
});

test('the phone basket dock opens from its toggle and closes with Escape, back on the toggle', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the basket is a dock only on small screens');
  await friesInBasket(page);
  const toggle = page.getByTestId('basket-toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const basket = page.getByTestId('basket');
  await basket.getByRole('button', { name: sv.Basket.cancel }).focus();
  await page.keyboard.press('Escape');
  await expect(basket).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});
