import type { Locator, Page } from '@playwright/test';

import { expect, messages, test } from '../fixtures';
import { seedBasket, shop1Basket } from '../pages/basket';
import { formatMessage, loosely } from '../pages/format';
import { needs } from '../support/api-shape';
import { menuArticle } from '../support/menu';

const sv = messages.sv;

/** An article of shop 1 as the app reads it: the prices the page must show. */
const shop1Article = (code: string) => menuArticle(1, code);
/** An amount as the page writes it in Swedish: "179 kr" (a no-break space, matched loosely). */
const kr = (minor: number) => `${new Intl.NumberFormat('sv').format(minor / 100)} kr`;
const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

/** From the menu, opens the fries (an article with suggestions) and adds them: the suggestions page. */
async function addFriesFromMenu(page: Page) {
  await page.goto('/shop/1/menu');
  await page.getByRole('link', { name: 'Tillbehör', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Pommes frites', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pommes frites' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
  await expect(page).toHaveURL(/\/articles\/S301\/suggested$/);
  await expect(page.getByRole('heading', { level: 1, name: sv.Suggested.title })).toBeVisible();
}

test.describe('the suggestions after Add', () => {
  needs('suggestions');
  test('the main button goes to the checkout with the basket total; Back from the checkout does not return to the suggestions', async ({ page }) => {
    const fries = await shop1Article('S301');
    await addFriesFromMenu(page);
    const main = page.getByRole('main');
    const checkout = main.getByRole('link', { name: loosely(`${sv.Suggested.checkout} · ${kr(fries.price)}`) });
    const keepBrowsing = main.getByRole('button', { name: sv.Suggested.continue, exact: true });
    await expect(checkout).toBeVisible();
    await expect(keepBrowsing).toBeVisible();
    // Filled (the brand colour) against outlined (no fill): the checkout is the main way on.
    expect(await background(keepBrowsing)).toBe('rgba(0, 0, 0, 0)');
    expect(await background(checkout)).not.toBe('rgba(0, 0, 0, 0)');

    await checkout.click();
    await expect(page).toHaveURL(/\/shop\/1\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: sv.Checkout.title })).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/\/suggested$/);
    await expect(page).toHaveURL(/\/shop\/1\/menu(\/[^/]+)?$/);
    await expect(page.getByRole('heading', { level: 1, name: sv.Suggested.title })).toHaveCount(0);
  });

  test('"Keep browsing" is the outlined button back to the menu, and Back from the menu does not return to the suggestions', async ({ page }) => {
    await addFriesFromMenu(page);
    await page.getByRole('main').getByRole('button', { name: sv.Suggested.continue, exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/1\/menu\/Tillbeh%C3%B6r$/);

    await page.goBack();
    await expect(page).not.toHaveURL(/\/suggested$/);
    await expect(page).not.toHaveURL(/\/articles\//);
    await expect(page.getByRole('heading', { level: 1, name: sv.Suggested.title })).toHaveCount(0);
  });
});

test.describe('offers for every guest', () => {
  test('a signed-out guest sees the offers row at the top of the menu and the offers link in the top bar', async ({ page }) => {
    await page.goto('/shop/1/menu');
    // Signed out: the top bar offers to sign in.
    await expect(page.getByRole('banner').getByRole('link', { name: sv.Layout.login })).toBeVisible();

    const row = page.getByTestId('menu-offers');
    await expect(row.getByRole('heading', { level: 2, name: sv.Offers.title })).toBeVisible();
    await expect(row).toContainText('Veckans burgare');
    await expect(row.getByRole('link', { name: 'Dubbel Nordic', exact: true })).toBeVisible();
    // The row comes before the menu's categories.
    const rowTop = (await row.boundingBox())!.y;
    const tabsTop = (await page.getByRole('navigation', { name: sv.Menu.categories }).boundingBox())!.y;
    expect(rowTop).toBeLessThan(tabsTop);

    await row.getByRole('link', { name: sv.Offers.all }).click();
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(page.getByRole('heading', { level: 1, name: sv.Account.offers })).toBeVisible();

    await page.goto('/shop/1/menu');
    await page.getByRole('banner').getByRole('link', { name: sv.Offers.title }).click();
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(page.getByRole('main')).toContainText('Veckans burgare');
  });

  test('the top bar’s offers link is there on a narrow phone too, as an icon named by its word', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const link = page.getByRole('banner').getByRole('link', { name: sv.Offers.title });
    await expect(link).toBeVisible();
    await expect(link.locator('svg')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('a dish from the offers row opens its page', async ({ page }) => {
    await page.goto('/shop/1/menu');
    await page.getByTestId('menu-offers').getByRole('link', { name: 'Dubbel Nordic', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/1\/menu\/.+\/articles\/B104$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dubbel Nordic' })).toBeVisible();
  });
});

test.describe('a special price', () => {
  test('a campaign that lowers the price shows the regular price struck through and the saving; one that lowers none shows neither', async ({ page }) => {
    needs('regularPrice');
    const double = await shop1Article('B104');
    const coffee = await shop1Article('D601');
    expect(double.regularPrice).toBeGreaterThan(double.price);
    expect(coffee.campaigns.length).toBeGreaterThan(0);
    expect(coffee.regularPrice).toBeUndefined();
    const saving = formatMessage(sv.Offers.save, 'sv', { amount: kr(double.regularPrice! - double.price) });

    await page.goto('/shop/1/menu');
    const row = page.getByTestId('menu-offers');
    const weekly = row.getByRole('listitem').filter({ hasText: 'Dubbel Nordic' });
    await expect(weekly).toContainText(loosely(kr(double.price)));
    await expect(weekly.locator('s')).toContainText(loosely(kr(double.regularPrice!)));
    await expect(weekly).toContainText(loosely(saving));

    const fika = row.getByRole('listitem').filter({ hasText: 'Bryggkaffe' });
    await expect(fika).toContainText(loosely(kr(coffee.price)));
    await expect(fika.locator('s')).toHaveCount(0);
    await expect(fika).not.toContainText(formatMessage(sv.Offers.save, 'sv', { amount: '' }).trim());

    // The offers page, for a guest of shop 1: the same saving under the offer that lowers the price,
    // and only that offer's words speak of a price.
    await seedBasket(page, shop1Basket);
    await page.goto('/campaigns');
    const main = page.getByRole('main');
    const offer = (name: string) => main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
    const weeklyOffer = offer('Veckans burgare');
    await expect(weeklyOffer.getByTestId('offer-articles')).toContainText(loosely(saving));
    await expect(weeklyOffer.getByTestId('offer-articles').locator('s')).toContainText(loosely(kr(double.regularPrice!)));
    await expect(weeklyOffer).toContainText(/kampanjpris/i);
    for (const name of ['Fikadeal', 'Grön vecka']) {
      await expect(offer(name).locator('s')).toHaveCount(0);
      await expect(offer(name).locator(':scope > p')).not.toContainText(/pris/i);
    }
  });
});
