import { expect, messages, test } from '../fixtures';
import { underServiceWorker } from '../pages/service-worker';

const sv = messages.sv;
test.use({ serviceWorkers: 'allow' });

// Shop 8 is not open for business. A fresh path under it is a page the server has never
// rendered (a cache miss), which is where a cached page's redirect used to carry two Location
// headers that the worker's fetch joined into "/, /".
test('with the service worker active, a link into a shop that is not open for business lands home, first time and every time', async ({ page }) => {
  await underServiceWorker(page, '/');
  const fresh = `/shop/8/menu/Burgare/anything-${Date.now()}`;
  for (const path of [fresh, fresh, '/shop/8/menu', '/shop/8/order-type']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: sv.Home.title })).toBeVisible();
  }
  await page.goto(`/en/shop/8/menu/Burgare/other-${Date.now()}`);
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1, name: messages.en.Home.title })).toBeVisible();
});
