import { expect, messages, test } from '../fixtures';
import { DEMO, mailLink, signIn } from '../pages/account';
import { expectAccessible } from '../pages/axe';
import { leaveSuggestions, openBasket, seedBasket, shop1Basket } from '../pages/basket';
import { backToPaymentPage, continueToPayment, orderNumberOf, payButton, payWith } from '../pages/checkout';
import { PUBLIC_PAGES } from '../pages/public-pages';
import { needs } from '../support/api-shape';

const sv = messages.sv;

test.describe('axe finds no serious or critical WCAG 2.2 AA violations', () => {
  for (const { name, path, ready, withShop } of PUBLIC_PAGES) {
    test(`on the ${name} page`, async ({ page }) => {
      if (withShop) await seedBasket(page, shop1Basket);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: ready }).first()).toBeVisible();
      await expectAccessible(page, name);
    });
  }

  test('on the offline page', async ({ page }) => {
    // The page leaves for home as soon as the site answers its probe; here it never does.
    await page.route(/\?probe=/, (route) => route.abort('internetdisconnected'));
    await page.goto('/offline');
    await expect(page.getByRole('heading', { level: 1, name: sv.Offline.title })).toBeVisible();
    await expectAccessible(page, 'offline');
    await page.getByRole('button', { name: sv.Offline.tryAgain }).click();
    await expect(page.getByRole('button', { name: sv.Offline.tryAgain })).toBeVisible();
    await expectAccessible(page, 'offline after Try again');
  });

  test('along a guest order: choices, upsell, basket, edit, confirm dialog, checkout, payment, order status', async ({ page }) => {
    needs('choices', 'suggestions');
    test.setTimeout(120_000);
    await page.goto('/');
    await page.getByRole('link', { name: 'Nordic Burger Drottninggatan' }).click();
    await page.getByRole('link', { name: sv.OrderType.takeAway }).click();
    await expect(page).toHaveURL(/\/shop\/1\/menu$/);
    // A required choice missing (the halloumi burger's bread has no default): the inline error.
    await page.goto('/shop/1/menu/Burgare/V%C3%A4xtbaserat/articles/V202');
    await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
    await expect(page.getByText(sv.Article.chooseAtLeast.replace('{value}', '1').replace('{level}', 'Bröd'))).toBeVisible();
    await expectAccessible(page, 'article with a missing choice');

    await page.goto('/shop/1/menu/Burgare/Klassiker/articles/B102');

    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
    await expect(page).toHaveURL(/\/suggested$/);
    await expect(page.getByRole('heading', { level: 1, name: sv.Suggested.title })).toBeVisible();
    await expectAccessible(page, 'suggested articles');

    await page.getByRole('button', { name: sv.Suggested.continue }).click();
    await expect(page).toHaveURL(/\/menu\/Burgare\/Klassiker$/);
    const basket = await openBasket(page);
    // Every line shows its controls without a tap.
    await expect(basket.getByRole('button', { name: sv.Basket.increase.replace('{name}', 'Cheeseburgare') })).toBeVisible();
    await expectAccessible(page, 'category with the basket open and its line controls');

    await basket.getByRole('link', { name: sv.Basket.edit.replace('{name}', 'Cheeseburgare') }).click();
    await expect(page).toHaveURL(/\/articles\/B102\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('radio').first()).toBeChecked();
    await expectAccessible(page, 'edit a basket line');

    await page.goto('/shop/1/menu');
    const panel = await openBasket(page);
    await panel.getByRole('button', { name: sv.Basket.cancel }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(sv.Basket.confirmCancel);
    await expectAccessible(page, 'menu with the cancel-order dialog open');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await (await openBasket(page)).getByRole('link', { name: sv.Basket.checkout }).click();
    await expect(page.getByRole('heading', { level: 1, name: sv.Checkout.title })).toBeVisible();
    await expect(payButton(page)).toBeVisible();
    await expectAccessible(page, 'checkout');

    const orderId = await continueToPayment(page);
    await backToPaymentPage(page);
    await expectAccessible(page, 'payment step');

    await payWith(page, 'card', 'Decline');
    await expect(page.getByTestId('payment-alert')).toBeVisible();
    await expectAccessible(page, 'payment step after a declined card');

    await payWith(page, 'card', 'Approve');
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
    await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.received);
    await expectAccessible(page, 'order status');

    await page.goto('/orders');
    await expect(page.getByRole('link', { name: new RegExp(`\\b${await orderNumberOf(orderId)}\\b`) })).toBeVisible();
    await expectAccessible(page, 'paid orders');
  });

  test('with the error popup open', async ({ page }) => {
    await page.route('**/api/cultures/changeculture**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/');
    await page.getByLabel(sv.Layout.language).selectOption('en');
    await expect(page.getByRole('dialog')).toContainText(sv.Errors.SERVER);
    await expectAccessible(page, 'home with the error popup open');
  });

  test('along the account pages: register, confirm, reset, and signed in', async ({ page }) => {
    test.setTimeout(120_000);
    const email = `a11y-${Date.now()}-${test.info().project.name}@example.com`;
    await page.goto('/register');
    // Sent empty first: the form's error list and the invalid fields.
    await page.getByRole('button', { name: sv.Account.register }).click();
    await expect(page.getByTestId('account-alert')).toBeVisible();
    await expectAccessible(page, 'register with errors');
    await page.getByLabel(sv.Account.name).fill('Alva');
    await page.getByLabel(sv.Account.lastName).fill('Berg');
    await page.getByLabel(sv.Account.email).fill(email);
    await page.getByLabel(sv.Account.phone).fill('+46 70 555 66 77');
    await page.getByLabel(sv.Account.favoriteShop).selectOption({ label: 'Nordic Burger Drottninggatan' });
    await page.getByLabel(sv.Account.password, { exact: true }).fill('Access1!');
    await page.getByLabel(sv.Account.confirmPassword).fill('Access1!');
    await page.getByLabel(sv.Account.acceptTerms).check();
    await page.getByRole('button', { name: sv.Account.register }).click();
    await expect(page).toHaveURL(/\/login\?registered=1$/);
    await expectAccessible(page, 'login after registering');

    await page.goto(await mailLink(email, 'confirm-email'));
    await expect(page.getByRole('status')).toContainText(sv.Account.confirmed);
    await expectAccessible(page, 'confirm e-mail');

    await page.goto('/forgot-password');
    await page.getByLabel(sv.Account.email).fill(email);
    await page.getByRole('button', { name: sv.Account.sendResetLink }).click();
    await expect(page.getByText(sv.Account.resetSent)).toBeVisible();
    await expectAccessible(page, 'forgot password, link sent');
    await page.goto(await mailLink(email, 'reset-password'));
    await expect(page.getByLabel(sv.Account.newPassword)).toBeVisible();
    await expectAccessible(page, 'reset password');

    await page.goto('/login');
    await page.getByLabel(sv.Account.email).fill(DEMO.email);
    await page.getByLabel(sv.Account.password, { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: sv.Account.signIn, exact: true }).click();
    await expect(page.getByTestId('account-alert')).toBeVisible();
    await expectAccessible(page, 'login with a wrong password');

    await signIn(page);
    await expect(page.getByTestId('favorite-toggle').first()).toBeVisible();
    await expectAccessible(page, 'home, signed in, with favourite toggles');
    await page.getByRole('button', { name: 'Anna' }).click();
    await expect(page.getByRole('link', { name: sv.Account.profile })).toBeVisible();
    await expectAccessible(page, 'home with the profile menu open');

    // An order paid while signed in, so the history has an entry.
    await page.goto('/shop/1/menu/Tillbeh%C3%B6r/articles/S301');
    await page.getByRole('button', { name: new RegExp(sv.Article.add) }).click();
    await leaveSuggestions(page);
    await expect(page).toHaveURL(/\/menu\/Tillbeh%C3%B6r$/);
    await (await openBasket(page)).getByRole('link', { name: sv.Basket.checkout }).click();
    await expectAccessible(page, 'checkout, signed in');
    const orderId = await continueToPayment(page, DEMO.email, 'swish');
    await payWith(page, 'swish', 'Approve');
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));

    await page.goto('/order-history');
    await expect(page.getByTestId('history-entry').first()).toContainText('Pommes frites');
    await expectAccessible(page, 'order history');
    await page.goto('/favorites');
    await expect(page.getByRole('main').getByRole('link', { name: 'Cheeseburgare' })).toBeVisible();
    await expectAccessible(page, 'favourites');
    await page.goto('/campaigns');
    await expect(page.getByRole('heading', { level: 1, name: sv.Account.offers })).toBeVisible();
    await expectAccessible(page, 'campaigns, signed in');
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: sv.Account.changePassword })).toBeVisible();
    await expectAccessible(page, 'profile');
    await page.getByRole('button', { name: sv.Account.deleteAccount }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'profile with the delete dialog open');
    await page.keyboard.press('Escape');
    await page.goto('/shop/1/menu/Burgare/Klassiker/articles/B102');
    await expect(page.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page, 'article, signed in');
  });
});
