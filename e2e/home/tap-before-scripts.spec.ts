// A guest who taps before the page's scripts have run (a slow phone, a QR code scanned on weak
// signal) follows the plain links the server wrote: what the address asked for (an article to
// open, a page to come back to) must ride along in them. Here the scripts never run at all.
import { expect, messages, test } from '../fixtures';

const { sv, en } = messages;

test.describe('a tap before the scripts run keeps the article and the way back', () => {
  test.use({ javaScriptEnabled: false });

  test('sent for an article: shop row → order type → that article, with the order type kept for the basket', async ({ page, context }) => {
    await page.goto('/?redirectToArticle=B101');
    await page.getByTestId('shop-row').getByRole('link', { name: 'Nordic Burger Drottninggatan' }).click();
    await expect(page).toHaveURL(/\/shop\/1\/order-type\?redirectToArticle=B101$/);
    await page.getByRole('link', { name: sv.OrderType.takeAway }).click();
    await expect(page).toHaveURL(/\/shop\/1\/menu\/.+\/articles\/B101$/);
    const qr = (await context.cookies()).find((c) => c.name === 'ordering_qr');
    expect(JSON.parse(decodeURIComponent(qr?.value ?? '{}'))).toEqual({ shopId: 1, orderType: 'takeAway' });
  });

  test('under a language prefix the links keep it, and a plain home page carries nothing', async ({ request }) => {
    const carried = await (await request.get('/en?redirectToArticle=B101')).text();
    expect(carried).toContain('href="/en/shop/1/order-type?redirectToArticle=B101"');
    const chooser = await (await request.get('/en/shop/1/order-type?redirectToArticle=B101')).text();
    expect(chooser).toContain(`href="/en/shop/1/order-type?orderType=takeAway&amp;redirectToArticle=B101"`);
    expect(chooser).toContain(en.OrderType.takeAway);
    const plain = await (await request.get('/en')).text();
    expect(plain).toContain('href="/en/shop/1/order-type"');
    expect(plain).not.toContain('redirectToArticle');
  });

  test('sent to choose a shop for the orders page: the shop row leads back there once the shop is chosen', async ({ page, browser }) => {
    await page.goto('/?redirectUri=%2Forders');
    await page.getByTestId('shop-row').getByRole('link', { name: 'Nordic Burger Drottninggatan' }).click();
    await expect(page).toHaveURL(/\/shop\/1\/order-type\?redirectUri=%2Forders$/);
    // The scripts run at last: the shop is chosen and the guest is back where they were sent from.
    const withScripts = await browser.newPage({ baseURL: new URL(page.url()).origin, javaScriptEnabled: true });
    await withScripts.goto(new URL(page.url()).pathname + new URL(page.url()).search);
    await expect(withScripts).toHaveURL(/\/orders$/);
    await expect(withScripts.getByRole('heading', { level: 1, name: sv.Orders.title })).toBeVisible();
    await withScripts.close();
  });
});
