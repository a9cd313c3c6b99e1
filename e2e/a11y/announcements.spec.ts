import { expect, messages, test } from '../fixtures';
import { leaveSuggestions, openBasket } from '../pages/basket';
import { formatMessage } from '../pages/format';

const sv = messages.sv;
/** What Basket.announce says for a count, up to its total. */
const announced = (count: number) => new RegExp(`^${formatMessage(sv.Basket.announce, 'sv', { count, total: '' }).replace(/[.\s]+$/, '')}`);

test('basket changes are announced in a polite live region', async ({ page }) => {
  await page.goto('/shop/1/menu/Tillbeh%C3%B6r/articles/S301');
  const announcer = page.getByTestId('basket-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toBeEmpty();

  await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
  await expect(announcer).toHaveText(announced(1));
  await leaveSuggestions(page);
  await expect(page).not.toHaveURL(/\/suggested$/);

  const basket = await openBasket(page);
  await basket.getByRole('button', { name: sv.Basket.increase.replace('{name}', 'Pommes frites') }).click();
  await expect(announcer).toHaveText(announced(2));
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('basket lines do not slide in and the total does not count', async ({ page }) => {
    await page.goto('/shop/1/menu/Tillbeh%C3%B6r/articles/S301');
    await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
    await leaveSuggestions(page);
    await expect(page).not.toHaveURL(/\/suggested$/);
    const basket = await openBasket(page);
    const line = basket.getByTestId('basket-line');
    await expect(line).toBeVisible();
    const running = await line.evaluate((el) =>
      el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && Number(a.effect?.getTiming().duration) > 1).length,
    );
    expect(running).toBe(0);

    await basket.getByRole('button', { name: sv.Basket.increase.replace('{name}', 'Pommes frites') }).click();
    // Straight to the new total: no frame shows an amount in between.
    await expect(basket.getByText(/^78\s?kr$/).first()).toBeVisible({ timeout: 300 });
  });
});
