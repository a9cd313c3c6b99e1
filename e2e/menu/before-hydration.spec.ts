import { expect, messages, test } from '../fixtures';
import { savedBasket } from '../pages/basket';

const sv = messages.sv;

test('a tap on "Take away" made before the page\'s scripts run still reaches the menu, with the order type kept', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.evaluate(() => localStorage.clear());
  // The order-type page without its scripts: as on a slow phone, the guest taps before they run.
  const noScripts = (route: import('@playwright/test').Route) => route.abort();
  await page.route('**/_next/static/chunks/**', noScripts);
  await page.goto('/shop/1/order-type', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: sv.OrderType.takeAway }).click();
  await expect(page).toHaveURL(/\/shop\/1\/menu$/);
  await page.unroute('**/_next/static/chunks/**', noScripts);

  // Scripts back: the menu page takes the order type the link carried into the basket.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => savedBasket(page)).toMatchObject({ shopId: 1, orderType: 'takeAway' });
});
