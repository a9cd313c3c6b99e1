import { E2E } from '../../playwright.config';
import { expect, messages, test } from '../fixtures';
import { payButton, placedOrder } from '../pages/checkout';
import { focused, tabTo } from '../pages/keyboard';
import { needs } from '../support/api-shape';

const sv = messages.sv;

test('a guest orders and pays with the keyboard alone, and focus follows each step', async ({ page, isMobile }) => {
  needs('choices', 'suggestions');
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1 });
  const enter = () => page.keyboard.press('Enter');

  await page.goto('/');
  await expect(heading).toHaveText(sv.Home.title);
  // The first stop is the skip link, which jumps past the top bar.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: sv.Layout.skipToContent })).toBeFocused();
  expect((await focused(page))?.onScreen).toBe(true);
  await enter();
  const visited = await tabTo(page, main.getByRole('link', { name: 'Nordic Burger Drottninggatan' }));
  expect(visited.join(), 'nothing of the top bar after the skip link').not.toContain(sv.Layout.language);
  await enter();

  // Each new page starts at its heading.
  await expect(page).toHaveURL(/\/shop\/1\/order-type$/);
  await expect(heading).toBeFocused();
  await tabTo(page, main.getByRole('link', { name: sv.OrderType.takeAway }));
  await enter();

  await expect(page).toHaveURL(/\/shop\/1\/menu$/);
  await expect(heading).toBeFocused();
  // One scrolling menu: the Burgare tab takes the guest to its section, Klassiker inside it.
  await tabTo(page, main.getByRole('navigation', { name: sv.Menu.categories }).getByRole('link', { name: 'Burgare', exact: true }));
  await enter();
  await expect(main.getByRole('heading', { level: 2, name: 'Burgare' })).toBeInViewport();
  await expect(main.getByRole('heading', { level: 3, name: 'Klassiker' })).toBeVisible();
  await tabTo(page, main.getByRole('link', { name: 'Cheeseburgare', exact: true }));
  await enter();
  await expect(heading).toHaveText('Cheeseburgare');
  await expect(heading).toBeFocused();

  // The bread the restaurant marks as default is chosen; the arrow keys choose another.
  const add = main.getByRole('button', { name: new RegExp(sv.Article.add) });
  const bread = main.getByRole('group', { name: 'Bröd' }).getByRole('radio');
  await expect(bread.first()).toBeChecked();
  await tabTo(page, bread.first());
  await page.keyboard.press('ArrowDown');
  await expect(bread.nth(1)).toBeChecked();
  await expect(bread.nth(1)).toBeFocused();
  // One extra, with Space on a checkbox.
  const extra = main.getByRole('checkbox').and(page.locator(':enabled')).first();
  await tabTo(page, extra);
  await page.keyboard.press('Space');
  await expect(extra).toBeChecked();
  await tabTo(page, add);
  await enter();

  await expect(page).toHaveURL(/\/articles\/B102\/suggested$/);
  await expect(heading).toBeFocused();
  await tabTo(page, main.getByRole('button', { name: sv.Suggested.continue }));
  await enter();
  await expect(page).toHaveURL(/\/shop\/1\/menu\/Burgare\/Klassiker$/);

  // The basket: a side panel after the page on large screens, a dock that opens on phones.
  const basket = page.getByTestId('basket');
  const checkout = basket.getByRole('link', { name: sv.Basket.checkout });
  if (isMobile) {
    const toggle = page.getByTestId('basket-toggle');
    await tabTo(page, toggle);
    await enter();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toBeFocused();
    // The opened basket sits above its toggle, so it is reached backwards.
    await tabTo(page, checkout, { backwards: true });
  } else {
    await tabTo(page, checkout);
  }
  await expect(basket.getByTestId('basket-line')).toContainText('Cheeseburgare');
  await enter();

  await expect(page).toHaveURL(/\/shop\/1\/checkout$/);
  await expect(heading).toHaveText(sv.Checkout.title);
  await expect(heading).toBeFocused();
  // What checkout knows is one row: Change opens the note.
  await tabTo(page, main.getByRole('button', { name: sv.Checkout.change }));
  await enter();
  const note = main.getByLabel(sv.Checkout.note);
  await tabTo(page, note);
  await page.keyboard.type('Extra servetter, tack');
  const email = main.getByLabel(sv.Checkout.email);
  if (await email.count()) {
    await tabTo(page, email);
    await page.keyboard.type('keyboard@example.com');
  }
  // The payment method is chosen on the checkout, with the arrow keys of a radio group.
  const card = main.getByRole('radio', { name: sv.Payment.card });
  await tabTo(page, main.getByRole('radio', { checked: true }));
  if (!(await card.isChecked())) {
    await page.keyboard.press('ArrowLeft');
    await expect(card).toBeChecked();
  }
  await tabTo(page, payButton(page));
  const placed = await placedOrder(page);
  await enter();
  const orderId = await placed.orderId;

  // The reference API's hosted payment page (the provider's, not ours).
  await page.waitForURL(new RegExp(`^${E2E.apiUrl}/_provider/`));
  const approve = page.getByRole('button', { name: 'Approve payment' });
  for (let i = 0; i < 20 && !(await approve.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(approve).toBeFocused();
  await enter();

  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.received);
  await expect(page.getByTestId('priced-order')).toContainText('Cheeseburgare');
});
