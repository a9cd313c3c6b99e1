// A group at a table passes one phone around and switches its language: what was chosen and typed
// so far stays, in the new language (the switch reloads the page).
import { E2E } from '../../playwright.config';
import { expect, messages, test } from '../fixtures';
import { fillBasketAndCheckout } from '../pages/checkout';

const { sv, en } = messages;

type I18n = Array<{ language: string; text: string }>;
type Choice = { code: string; available?: boolean | null; isDefault?: boolean | null; article: { description: string; i18n: I18n } };
type Article = { code: string; description: string; i18n: I18n; choiceGroups: Array<{ level: number; minCount: number; maxCount: number; choices: Choice[] }> };
const english = (a: { description: string; i18n: I18n }) => a.i18n.find((t) => t.language === 'en')?.text ?? a.description;

test('a configured burger keeps its bun and quantity across a switch to English', async ({ page }) => {
  const menu = await (await fetch(`${E2E.apiUrl}/api/shops/1/menu`)).json();
  const burger: Article = menu.items[0].items[0].items.find((a: Article) => a.code === 'B102');
  const buns = burger.choiceGroups.find((g) => g.minCount === 1 && g.maxCount === 1)!;
  const bun = buns.choices.filter((c) => c.available !== false && !c.isDefault).at(-1)!;
  const swedish = (a: { description: string; i18n: I18n }) => a.i18n.find((t) => t.language === 'sv')?.text ?? a.description;

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
