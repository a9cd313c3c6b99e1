// A group at a table passes one phone around and switches its language: what was chosen and typed
// so far stays, in the new language (the switch reloads the page).
import { expect, messages, test } from '../fixtures';
import { fillBasketAndCheckout } from '../pages/checkout';
import { needs } from '../support/api-shape';
import { menuArticle, textIn } from '../support/menu';

const { sv, en } = messages;

const english = (a: Parameters<typeof textIn>[0]) => textIn(a, 'en');
const swedish = (a: Parameters<typeof textIn>[0]) => textIn(a, 'sv');

test('a configured burger keeps its bun and quantity across a switch to English', async ({ page }) => {
  needs('choices');
  const burger = await menuArticle(1, 'B102');
  const buns = burger.choiceGroups.find((g) => g.minCount === 1 && g.maxCount === 1)!;
  const bun = buns.choices.filter((c) => c.article.available !== false && !c.isDefault).at(-1)!;

  await page.goto('/shop/1/menu/Burgare/Klassiker/articles/B102');
  await page.getByRole('radio', { name: new RegExp(`^${swedish(bun.article)}`) }).check();
  await page.getByRole('button', { name: sv.Article.increase.replace('{name}', swedish(burger)) }).click();
  await expect(page.getByRole('group', { name: sv.Article.quantity }).locator('output')).toHaveText('2');

  await page.getByLabel(sv.Layout.language).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: english(burger) })).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(`^${english(bun.article)}`) })).toBeChecked();
  await expect(page.getByRole('group', { name: en.Article.quantity }).locator('output')).toHaveText('2');
});

test('a half-filled checkout keeps the typed e-mail across a switch to English', async ({ page }) => {
  await fillBasketAndCheckout(page);
  await page.getByLabel(sv.Checkout.email).fill('anna.lindqvist@example.com');
  await page.getByRole('radio', { name: sv.Payment.swish }).check();
  await page.getByLabel(sv.Layout.language).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: en.Checkout.title })).toBeVisible();
  await expect(page.getByLabel(en.Checkout.email)).toHaveValue('anna.lindqvist@example.com');
  await expect(page.getByRole('radio', { name: en.Payment.swish })).toBeChecked();
});
