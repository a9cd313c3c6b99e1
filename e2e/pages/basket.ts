import type { Page } from '@playwright/test';

import { expect } from '../fixtures';

/** The basket panel: a side panel on large screens, a dock that opens on phones. */
export async function openBasket(page: Page) {
  const basket = page.getByTestId('basket');
  const toggle = page.getByTestId('basket-toggle');
  await expect(basket.or(toggle).first()).toBeVisible();
  if (!(await basket.isVisible())) await toggle.click();
  await expect(basket).toBeVisible();
  return basket;
}

export const savedBasket = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('ordering.basket') ?? 'null') as Record<string, unknown> | null);
