import { expect, messages, test } from '../fixtures';
import { openBasket, savedBasket } from '../pages/basket';
import { needs } from '../support/api-shape';
import { articleCards } from '../support/article-cards';
import { menuArticle } from '../support/menu';

const sv = messages.sv;

const cheeseburger = () => menuArticle(1, 'B102');
const kr = (minor: number) => `${minor / 100}\u00a0kr`;

test('a guest from a table QR code orders a configured burger, keeps the basket across reloads and tabs, and edits it', async ({
  page,
  context,
  request,
}) => {
  needs('choices', 'suggestions');
  const spots: Array<{ id: number; orderType: string }> = await (await request.get('/api/shops/1/delivery-spots')).json();
  const table = spots.find((s) => s.orderType === 'dineInPlace')!;

  await page.goto(`/shop/1/menu?orderType=dineInPlace&spotId=${table.id}`);
  await expect(page).toHaveURL(/\/shop\/1\/menu$/);
  await expect.poll(() => savedBasket(page)).toMatchObject({ shopId: 1, orderType: 'dineInPlace', spotId: table.id });

  // One scrolling menu: the Burgare tab scrolls to its section, Klassiker a section inside it, then the burger.
  await page.getByRole('navigation', { name: sv.Menu.categories }).getByRole('link', { name: 'Burgare', exact: true }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Klassiker' })).toBeInViewport();
  await page.getByRole('link', { name: 'Cheeseburgare', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cheeseburgare' })).toBeVisible();

  // The bread level is required: the restaurant's default (brioche) is chosen when the article opens.
  const burger = await cheeseburger();
  const [bread, extras] = burger.choiceGroups;
  await expect(page.getByRole('radio', { name: new RegExp(bread!.choices[0]!.article.description) })).toBeChecked();

  const breadChoice = bread!.choices[1]!;
  const paidExtras = extras!.choices.filter((c) => c.article.price > 0 && c.article.available !== false).slice(0, 2);
  await page.getByRole('radio', { name: new RegExp(breadChoice.article.description) }).check();
  for (const extra of paidExtras) await page.getByRole('checkbox', { name: new RegExp(extra.article.description) }).check();
  const expected = burger.price + breadChoice.article.price + paidExtras.reduce((s, c) => s + c.article.price, 0);
  await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();

  // Upsell, then back to the category with the line in the basket.
  await expect(page).toHaveURL(/\/articles\/B102\/suggested$/);
  await expect(page.getByRole('heading', { level: 1, name: sv.Suggested.title })).toBeVisible();
  await page.getByRole('button', { name: sv.Suggested.continue }).click();
  await expect(page).toHaveURL(/\/shop\/1\/menu\/Burgare\/Klassiker$/);

  let basket = await openBasket(page);
  const line = basket.getByTestId('basket-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('1×');
  await expect(line).toContainText(breadChoice.article.description);
  await expect(basket).toContainText(kr(expected));

  // A reload and a second tab see the same basket; a change in one tab shows in the other.
  await page.reload();
  basket = await openBasket(page);
  await expect(basket.getByTestId('basket-line')).toContainText('Cheeseburgare');
  const second = await context.newPage();
  await second.goto('/shop/1/menu/Burgare/Klassiker');
  const secondBasket = await openBasket(second);
  await expect(secondBasket.getByTestId('basket-line')).toContainText('Cheeseburgare');
  await secondBasket.getByRole('button', { name: sv.Basket.increase.replace('{name}', 'Cheeseburgare') }).click();
  await expect(basket.getByTestId('basket-line')).toContainText('2×');
  await expect(basket).toContainText(kr(expected * 2));
  await second.close();

  // Edit the line and change the bread.
  await basket.getByRole('link', { name: sv.Basket.edit.replace('{name}', 'Cheeseburgare') }).click();
  await expect(page).toHaveURL(/\/articles\/B102\/[0-9a-f-]{36}$/);
  const otherBread = bread!.choices[0]!;
  await expect(page.getByRole('radio', { name: new RegExp(breadChoice.article.description) })).toBeChecked();
  await page.getByRole('radio', { name: new RegExp(otherBread.article.description) }).check();
  await page.getByRole('button', { name: new RegExp(sv.Article.save) }).click();
  basket = await openBasket(page);
  await expect(basket.getByTestId('basket-line')).toHaveCount(1);
  await expect(basket.getByTestId('basket-line')).toContainText(otherBread.article.description);
  await expect(basket.getByTestId('basket-line')).toContainText('2×');

  // Choosing another shop asks first, then empties the basket.
  await page.goto('/');
  await page.getByRole('link', { name: 'Nordic Burger Mannerheimintie' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(sv.Basket.otherShop.split('{')[0]!.trim());
  await dialog.getByRole('button', { name: sv.Basket.startNew }).click();
  await expect(page).toHaveURL(/\/shop\/4\/order-type$/);
  await expect.poll(() => savedBasket(page)).toMatchObject({ shopId: 4, items: [] });
});

test('the menu page HTML carries category and article names before any script runs', async ({ request }) => {
  const root = await (await request.get('/shop/1/menu')).text();
  expect(root).toContain('Burgare');
  expect(root).toContain('Dryck');
  const classics = await (await request.get('/shop/1/menu/Burgare/Klassiker')).text();
  expect(classics).toContain('Cheeseburgare');
  expect(classics).toContain('Klassisk burgare');
  expect(classics).toMatch(/<title>Klassiker · Nordic Burger Drottninggatan/);
});

test.describe('bad input', () => {
  test('an unknown category or article is the not-found page', async ({ page }) => {
    for (const path of ['/shop/1/menu/Pizza', '/shop/1/menu/Burgare/Klassiker/articles/NOPE']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(sv.NotFound.text)).toBeVisible();
    }
  });

  test('a garbled saved basket is discarded and the page works', async ({ page }) => {
    await page.goto('/shop/1/menu');
    await page.evaluate(() => localStorage.setItem('ordering.basket', '{"items":[{"id":1}],"shopId":"x"'));
    await page.reload();
    await page.getByRole('link', { name: 'Tillbehör', exact: true }).click();
    await page.getByRole('link', { name: 'Pommes frites', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
    await expect.poll(async () => ((await savedBasket(page))?.items as unknown[] | undefined)?.length).toBe(1);
  });

  test('a spot the shop does not have and an order type that is not offered are ignored', async ({ page }) => {
    await page.goto('/shop/1/menu?orderType=delivery&spotId=999999');
    await expect(page).toHaveURL(/\/shop\/1\/menu$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const basket = await savedBasket(page);
    expect(basket?.spotId ?? null).toBeNull();
    expect(basket?.orderType ?? null).not.toBe('delivery');
  });

  test('a sold-out article cannot be added', async ({ page }) => {
    needs('availability');
    await page.goto('/shop/1/menu/Dryck/Kall%20dryck');
    await page.getByRole('link', { name: 'Färskpressad apelsinjuice' }).click();
    // The dish opens (a tap while the menu still hydrates is replayed after it, so it can take a while on a busy machine).
    await expect(page.getByRole('heading', { level: 1, name: 'Färskpressad apelsinjuice' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: sv.Article.soldOut })).toBeDisabled();
  });
});

test('the allergen filter hides dishes and the search finds them in the visitor’s language', async ({ page }) => {
  needs('allergens');
  await page.goto('/shop/1/menu/Burgare/Klassiker');
  await expect(articleCards(page).filter({ hasText: 'Cheeseburgare' })).toBeVisible();
  await page.getByText(sv.Menu.filterTitle).click();
  await page.getByRole('checkbox', { name: sv.Allergens.milk }).check();
  await expect(articleCards(page).filter({ hasText: 'Cheeseburgare' })).toHaveCount(0);
  await expect(articleCards(page).filter({ hasText: 'Klassisk burgare' })).toBeVisible();
  await page.getByRole('checkbox', { name: sv.Allergens.milk }).uncheck();

  await page.getByLabel(sv.Menu.searchLabel).fill('lingon');
  await expect(page.getByRole('region', { name: sv.Menu.searchLabel }).getByRole('link', { name: 'Lingondricka' })).toBeVisible();
});

test('digital signage shows the whole menu in large type without a basket', async ({ page }) => {
  await page.goto('/shop/1/digital-signage');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nordic Burger Drottninggatan');
  await expect(page.getByText('Cheeseburgare')).toBeVisible();
  await expect(page.getByText('Lingondricka')).toBeVisible();
  await expect(page.getByTestId('basket')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeHidden();
  const size = await page.getByText('Cheeseburgare').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(20);
});

test("a table's QR code never asks how the guest eats: with the order type or with the table alone, the guest lands on the menu", async ({ page, request }) => {
  const spots: Array<{ id: number; orderType: string }> = await (await request.get('/api/shops/1/delivery-spots')).json();
  const table = spots.find((s) => s.orderType === 'dineInPlace')!;

  await page.goto(`/shop/1?orderType=dineInPlace&spotId=${table.id}`);
  await expect(page).toHaveURL(/\/shop\/1\/menu$/);
  await expect.poll(() => savedBasket(page)).toMatchObject({ shopId: 1, orderType: 'dineInPlace', spotId: table.id });

  // An earlier visit left take-away in the basket; a link naming only the table keeps the table.
  await page.evaluate(() => {
    const basket = JSON.parse(localStorage.getItem('ordering.basket')!);
    localStorage.setItem('ordering.basket', JSON.stringify({ ...basket, orderType: 'takeAway', spotId: null }));
  });
  await page.goto(`/shop/1?spotId=${table.id}`);
  await expect(page).toHaveURL(/\/shop\/1\/menu$/);
  await expect.poll(() => savedBasket(page)).toMatchObject({ shopId: 1, orderType: 'dineInPlace', spotId: table.id });
});
