import { expect, messages, test, upstream } from '../fixtures';
import { formatMessage } from '../pages/format';

const sv = messages.sv;

test.describe('choosing a shop from the list', () => {
  test('the shop names are in the server-rendered HTML, in Swedish by default', async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-language': 'de-DE' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="sv"');
    expect(html).toContain(sv.Home.title);
    expect(html).toContain('Nordic Burger Drottninggatan');
    expect(html).toContain('Nordic Burger Mannerheimintie');
  });

  test('a new guest finds a shop by searching and picks it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: sv.Home.title })).toBeVisible();
    // The live region says nothing until the guest searches, then how many shops match.
    const count = page.getByRole('search').locator('~ [aria-live="polite"]');
    await expect(count).toHaveText('');
    await page.getByLabel(sv.ShopList.searchLabel).fill('  helsinki ');
    const rows = page.getByTestId('shop-row');
    await expect(rows).toHaveCount(1);
    await expect(count).toHaveText(formatMessage(sv.ShopList.resultCount, 'sv', { count: 1 }));
    await rows.getByRole('link', { name: 'Nordic Burger Mannerheimintie' }).click();

    await expect(page).toHaveURL(/\/shop\/4\/order-type$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nordic Burger Mannerheimintie' })).toBeVisible();
    await page.getByRole('link', { name: sv.OrderType.takeAway }).click();
    await expect(page).toHaveURL(/\/shop\/4\/menu$/);

    const basket = await page.evaluate(() => JSON.parse(localStorage.getItem('ordering.basket') ?? 'null'));
    expect(basket).toMatchObject({ shopId: 4, shopName: 'Nordic Burger Mannerheimintie', orderType: 'takeAway' });
  });

  test('six shops show at first and Show more reveals the rest, focusing the first new one', async ({ page }) => {
    await page.goto('/');
    const rows = page.getByTestId('shop-row');
    await expect(rows).toHaveCount(6);
    await page.getByRole('button', { name: sv.ShopList.showMore }).click();
    await expect(rows).toHaveCount(10);
    await expect(page.getByRole('button', { name: sv.ShopList.showMore })).toHaveCount(0);
    await expect(rows.nth(6).getByRole('link')).toBeFocused();
  });

  test('a search without matches says so', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel(sv.ShopList.searchLabel).fill('pizza planet');
    await expect(page.getByText(sv.ShopList.noMatch)).toBeVisible();
    await expect(page.getByTestId('shop-row')).toHaveCount(0);
  });

  test('badges show paused, offline and coming soon; a coming-soon shop cannot be chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: sv.ShopList.showMore }).click();
    const row = (name: string) => page.getByTestId('shop-row').filter({ hasText: name });
    await expect(row('Södergatan')).toContainText(sv.ShopList.badge.paused);
    await expect(row('Hämeenkatu')).toContainText(sv.ShopList.badge.offline);
    await expect(row('Trondheim')).toContainText(sv.ShopList.badge.comingSoon);
    // Not a row that leads nowhere: the way to the shop's own app.
    await expect(row('Trondheim').getByRole('link', { name: 'Nordic Burger Trondheim' })).toHaveCount(0);
    await expect(row('Trondheim').getByRole('link', { name: sv.ShopList.ownApp })).toHaveAttribute('href', 'https://example.com/app/nordic-burger-trondheim');
    await expect(row('Hämeenkatu').getByTestId('shop-badge')).toHaveText(sv.ShopList.badge.offline);
    await expect(row('Drottninggatan')).toContainText(sv.ShopList.badge.open);
    // A shop that gives no hours is neither open nor closed.
    await expect(row('Yliopistonkatu').getByTestId('shop-badge')).toHaveText(sv.ShopList.badge.hoursNotGiven);
  });

  test('choosing another shop asks, then empties a basket that holds the first shop’s items', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'ordering.basket',
        JSON.stringify({
          items: [{ id: 'x', type: 'article', quantity: 1, choices: [], article: { code: 'A', description: 'Burgare', price: 100, i18n: [], imageUrl: null, campaigns: [] } }],
          shopId: 2, shopName: 'Nordic Burger Götgatan', orderType: 'takeAway', note: 'utan lök', spotId: 1,
        }),
      ),
    );
    await page.reload();
    await page.getByRole('link', { name: 'Nordic Burger Drottninggatan' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Nordic Burger Götgatan');
    await dialog.getByRole('button', { name: sv.Common.no }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ordering.basket') ?? 'null'))).toMatchObject({ shopId: 2 });

    await page.getByRole('link', { name: 'Nordic Burger Drottninggatan' }).click();
    await dialog.getByRole('button', { name: sv.Basket.startNew }).click();
    await expect(page).toHaveURL(/\/shop\/1\/order-type$/);
    const basket = await page.evaluate(() => JSON.parse(localStorage.getItem('ordering.basket') ?? 'null'));
    expect(basket).toMatchObject({ items: [], shopId: 1, note: null, spotId: null });
  });
});

test.describe('language', () => {
  test('Swedish by default, English after choosing it, and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await page.getByLabel(sv.Layout.language).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: messages.en.Home.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: messages.en.Home.title })).toBeVisible();
  });

  test('a failed language change shows the error popup, which Close dismisses', async ({ page }) => {
    await page.route('**/api/cultures/changeculture*', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/');
    await page.getByLabel(sv.Layout.language).selectOption('fi');
    const popup = page.getByRole('dialog', { name: sv.Errors.title });
    await expect(popup).toBeVisible();
    await expect(popup.getByText(sv.Errors.SERVER)).toBeVisible();
    await popup.getByRole('button', { name: sv.Common.close }).click();
    await expect(popup).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  test('a Finnish browser gets Finnish without choosing', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fi-FI' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: messages.fi.Home.title })).toBeVisible();
    await context.close();
  });
});

test.describe('a chain with one shop', () => {
  test.beforeAll(async () => {
    await upstream.showOnlyShops([1]);
    await upstream.revalidate(['shops']);
  });
  test.afterAll(async () => {
    await upstream.showOnlyShops(null);
    await upstream.revalidate(['shops']);
  });

  test('shows today’s hours and one start button that leads to the order type', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Nordic Burger Drottninggatan' })).toBeVisible();
    await expect(page.getByTestId('shop-row')).toHaveCount(0);
    // Shop 1 is open round the clock: said in words, not as 00:00–23:59.
    await expect(page.getByText(sv.ShopList.allDay)).toBeVisible();
    await expect(page.getByText(/00:00–23:59/)).toHaveCount(0);
    await page.getByRole('link', { name: sv.ShopList.singleAction.start }).click();
    await expect(page).toHaveURL(/\/shop\/1\/order-type$/);
  });

  test('a paused single shop cannot be started', async ({ page }) => {
    await upstream.call('PATCH', '/_dev/shops/1', { status: 'paused' });
    await upstream.revalidate(['shops']);
    try {
      await page.goto('/');
      await expect(page.getByRole('button', { name: sv.ShopList.singleAction.paused })).toBeDisabled();
    } finally {
      await upstream.call('PATCH', '/_dev/shops/1', { status: 'online' });
      await upstream.revalidate(['shops']);
    }
  });
});
