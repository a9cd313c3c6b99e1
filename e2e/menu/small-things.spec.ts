import type { Page } from '@playwright/test';

import { E2E } from '../../playwright.config';
import { expect, messages, test } from '../fixtures';
import { openBasket, savedBasket, seedBasket } from '../pages/basket';
import { formatMessage, loosely } from '../pages/format';
import { needs } from '../support/api-shape';

const sv = messages.sv;
const en = messages.en;

test('a fresh visitor’s empty basket shows the menu’s currency, not ":-"', async ({ page }) => {
  const menu: { currency: { symbol: string } } = await (await fetch(`${E2E.apiUrl}/api/shops/1/menu`)).json();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/shop/1/menu');
  const basket = page.getByTestId('basket');
  await expect(basket).toContainText(sv.Basket.total);
  await expect(basket).toContainText(loosely(`${new Intl.NumberFormat('sv').format(0)} ${menu.currency.symbol}`));
  await expect(basket).not.toContainText(':-');
});

test.describe('distance to a shop', () => {
  // 10 km due north of Drottninggatan: a whole number of kilometres.
  const drottninggatan = { latitude: 59.3346, longitude: 18.0613 };
  test.use({ geolocation: { latitude: drottninggatan.latitude + 10 / 111.19493, longitude: drottninggatan.longitude }, permissions: ['geolocation'] });

  test('is in km with one decimal, also when it is whole', async ({ page }) => {
    await page.goto('/');
    const row = page.getByTestId('shop-row').filter({ hasText: 'Nordic Burger Drottninggatan' });
    const tenKm = new Intl.NumberFormat('sv', { style: 'unit', unit: 'kilometer', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(10);
    await expect(row).toContainText(loosely(tenKm));
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('choice limits count in the singular and the plural', async ({ page }) => {
    needs('choices');
    await page.goto('/shop/1/menu/Burgare/Klassiker/articles/B102');
    const bread = page.getByRole('group', { name: 'Bread' });
    await expect(bread).toContainText(`${en.Article.required} · ${formatMessage(en.Article.chooseExactly, 'en', { count: 1 })}`);
    await expect(page.getByRole('group', { name: 'Extras' })).toContainText(formatMessage(en.Article.maxChoices, 'en', { count: 4 }));
  });

  test('the menu search matches whole words, not letters inside a word', async ({ page }) => {
    await page.goto('/shop/1/menu');
    await page.getByLabel(en.Menu.searchLabel).fill('cola');
    const results = page.getByRole('region', { name: en.Menu.searchLabel });
    await expect(results.getByRole('link', { name: 'Cola 33 cl' })).toBeVisible();
    await expect(results.getByRole('link', { name: 'Cola Zero 33 cl' })).toBeVisible();
    await expect(results.getByRole('link', { name: 'Hot chocolate' })).toHaveCount(0);
    await expect(results.getByRole('link', { name: 'Chocolate brownie' })).toHaveCount(0);
  });
});

async function toSuggestions(page: Page) {
  await page.goto('/shop/1/menu/Tillbeh%C3%B6r/articles/S301');
  await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
  await expect(page).toHaveURL(/\/articles\/S301\/suggested$/);
  return page.getByTestId('suggested-article');
}

test('suggestions show their pictures', async ({ page }) => {
  needs('suggestions');
  const suggestions = await toSuggestions(page);
  await expect(suggestions).not.toHaveCount(0);
  for (const suggestion of await suggestions.all()) await expect(suggestion.locator('img')).toHaveCount(1);
});

test('a suggestion that left the basket can be added again', async ({ page }) => {
  needs('suggestions');
  await toSuggestions(page);
  const name = 'Chipotlemajonnäs';
  const button = page.getByRole('button', { name: formatMessage(sv.Suggested.addNamed, 'sv', { name }) });
  await button.click();
  await expect(button).toHaveText(sv.Suggested.added);

  const basket = await openBasket(page);
  await basket.getByRole('button', { name: formatMessage(sv.Basket.remove, 'sv', { name }) }).click();
  await expect(basket.getByTestId('basket-line').filter({ hasText: name })).toHaveCount(0);
  await expect(button).toHaveText(sv.Suggested.add);
});

const line = (code: string, i: number) => ({
  id: `line-${i}`,
  type: 'article',
  quantity: 1,
  article: { code, description: `Test ${i}`, price: 1000, i18n: [], imageUrl: null, campaigns: [] },
  choices: [],
  categoryPath: ['Tillbehör'],
});
const basketWith = (items: unknown[]) => ({ items, shopId: 1, shopName: 'Nordic Burger Drottninggatan', orderType: null, note: null, spotId: null });

const savedLines = async (page: Page) => ((await savedBasket(page))?.items as unknown[] | undefined)?.length;

test.describe('the saved basket', () => {
  test('a full basket refuses one more line with a message and still has its 100 lines after a reload', async ({ page }) => {
    await seedBasket(page, basketWith(Array.from({ length: 100 }, (_, i) => line(`T${i}`, i))));
    await page.goto('/shop/1/menu/Tillbeh%C3%B6r/articles/S301');
    await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
    await expect(page.getByRole('alert').filter({ hasText: sv.Article.basketFull })).toBeVisible();
    await expect(page).toHaveURL(/\/articles\/S301$/);
    await page.reload();
    await expect(page.getByRole('button', { name: new RegExp(sv.Article.add) })).toBeVisible();
    expect(await savedLines(page)).toBe(100);
  });

  test('one broken line is dropped and the other lines stay', async ({ page }) => {
    const broken = { ...line('T1', 1), quantity: 0 };
    await seedBasket(page, basketWith([line('T0', 0), broken, line('T2', 2)]));
    await page.goto('/shop/1/menu');
    const basket = await openBasket(page);
    await expect(basket.getByTestId('basket-line')).toHaveCount(2);
    await expect(basket).toContainText('Test 0');
    await expect(basket).toContainText('Test 2');
  });
});
