import type { Page } from '@playwright/test';

import { expect } from '../fixtures';

/** Loads a page, waits for the service worker, and reloads so the worker controls the page. */
export async function underServiceWorker(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}
