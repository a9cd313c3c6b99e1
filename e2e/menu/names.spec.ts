import type { Page } from '@playwright/test';

import { E2E } from '../../playwright.config';
import { expect, messages, test } from '../fixtures';
import { DEMO, signIn } from '../pages/account';
import { added, openBasket } from '../pages/basket';
import { payButton, placedOrder } from '../pages/checkout';
import { needs } from '../support/api-shape';
import { articleCards } from '../support/article-cards';

// A guest who reads English: every dish, choice and offer name follows, whatever the restaurant
// stored its order lines in (the reference API keeps the Swedish names on the order).
test.use({ locale: 'en-GB' });
const en = messages.en;

/** Adds an article from its page; the optional choice is picked by its (English) name. */
async function add(page: Page, path: string, choice?: string) {
  await page.goto(path);
  if (choice) await page.getByRole('radio', { name: new RegExp(choice) }).check();
  await page.getByRole('button', { name: new RegExp(en.Article.add) }).click();
  await added(page);
}

const CINNAMON_BUN = '/shop/1/menu/Desserter/articles/E702';
const ONION_RINGS = '/shop/1/menu/Tillbeh%C3%B6r/articles/S303';
const FILTER_COFFEE = '/shop/1/menu/Dryck/Varm%20dryck/articles/D601';

const english = ['Cinnamon bun', 'Onion rings', 'Filter coffee', 'Oat drink'];
const swedish = ['Kanelbulle', 'Lökringar', 'Bryggkaffe', 'Havredryck'];

async function expectEnglishNames(region: ReturnType<Page['getByTestId']>) {
  for (const name of english) await expect(region).toContainText(name);
  for (const name of swedish) await expect(region).not.toContainText(name);
}

test('the basket names a campaign in the guest’s language, as the menu does', async ({ page }) => {
  await page.goto('/shop/1/menu/Desserter');
  await expect(articleCards(page).filter({ hasText: 'Cinnamon bun' })).toContainText('Coffee break deal');

  await add(page, CINNAMON_BUN);
  const line = (await openBasket(page)).getByTestId('basket-line');
  await expect(line).toContainText('Cinnamon bun');
  await expect(line).toContainText('Coffee break deal');
  await expect(line).not.toContainText('Fikadeal');
});

test('the payment page, the order page and the order history name dishes and choices in the guest’s language', async ({ page }) => {
  test.setTimeout(90_000);
  // The lines come with the order read, and one of them has a choice.
  needs('orderDetails', 'choices');
  await signIn(page, DEMO.email, DEMO.password, en);

  await add(page, CINNAMON_BUN);
  await add(page, ONION_RINGS);
  await add(page, FILTER_COFFEE, 'Oat drink');
  await (await openBasket(page)).getByRole('link', { name: en.Basket.checkout }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.Checkout.title })).toBeVisible();
  await expect(payButton(page, en)).toBeVisible();
  const email = page.getByLabel(en.Checkout.email);
  if (!(await email.inputValue())) await email.fill(DEMO.email);
  await page.getByRole('radio', { name: en.Payment.card }).check();
  const placed = await placedOrder(page);
  await payButton(page, en).click();
  const orderId = await placed.orderId;
  await page.waitForURL(new RegExp(`^${E2E.apiUrl}/_provider/`));

  // Back from the provider without paying: the payment page, in English.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/checkout/payment/${orderId}$`));
  await expectEnglishNames(page.getByTestId('priced-order'));

  await page.getByRole('radio', { name: en.Payment.card }).check();
  await page.getByRole('button', { name: en.Payment.pay, exact: true }).click();
  await page.waitForURL(new RegExp(`^${E2E.apiUrl}/_provider/`));
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expectEnglishNames(page.getByTestId('priced-order'));

  await page.goto('/order-history');
  await expectEnglishNames(page.getByTestId('history-entry').first());
});

test('offers are described in the guest’s language', async ({ page }) => {
  const offers: Array<{ code: string; description: string }> = await (
    await fetch(`${E2E.apiUrl}/api/campaigns`, { headers: { 'accept-language': 'en' } })
  ).json();
  const swedishOffers: Array<{ code: string; description: string }> = await (
    await fetch(`${E2E.apiUrl}/api/campaigns`, { headers: { 'accept-language': 'sv' } })
  ).json();
  await page.goto('/campaigns');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Coffee break deal' })).toBeVisible();
  for (const offer of offers) await expect(main).toContainText(offer.description);
  for (const offer of swedishOffers) await expect(main).not.toContainText(offer.description);
});
