// The demo works at whatever address it is opened: as 127.0.0.1, as localhost and as a name
// that is neither (a phone on the network opening the machine's address; here phone.test, which
// Chromium's host-resolver rules map to 127.0.0.1, so it stays on loopback while being a
// non-local, non-secure origin to the browser). At each a guest changes the language, orders,
// pays on the test provider, follows the order and signs in; the session cookie is the one the
// browser keeps there.
import { E2E, launchOptions } from '../playwright.config';
import { expect, messages, test } from './fixtures';
import { DEMO } from './pages/account';
import { continueToPayment, fillBasketAndCheckout, payWith } from './pages/checkout';

const sv = messages.sv;
const fi = messages.fi;
const port = new URL(E2E.appUrl).port;

test.use({
  launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP phone.test 127.0.0.1'] },
});

for (const host of ['127.0.0.1', 'localhost', 'phone.test']) {
  const origin = `http://${host}:${port}`;

  test.describe(`opened as ${origin}`, () => {
    test.use({ baseURL: origin });
    // The guest's walk is the same on both viewports: the phone's is the one that matters here.
    test.skip(({ isMobile }) => !isMobile, 'walked on the phone viewport');

    test('a guest orders, pays on the test provider, signs in and changes the language', async ({ page, context }) => {
      await fillBasketAndCheckout(page);
      const orderId = await continueToPayment(page);
      await payWith(page, 'card', 'Approve');
      await expect(page).toHaveURL(`${origin}/order/${orderId}`);
      await expect(page.getByTestId('order-status')).toHaveText(sv.OrderStatus.status.received);

      // The guest's key lives in the session cookie the browser keeps at this address.
      const cookies = await context.cookies(origin);
      const session = cookies.find((c) => c.name.endsWith('ordering_session'));
      expect(session?.name).toBe(host === 'phone.test' ? 'ordering_session' : '__Host-ordering_session');
      expect(session?.httpOnly).toBe(true);
      expect(session?.secure).toBe(host !== 'phone.test');

      await page.goto('/login');
      await page.getByLabel(sv.Account.email).fill(DEMO.email);
      await page.getByLabel(sv.Account.password, { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: sv.Account.signIn, exact: true }).click();
      await expect(page).toHaveURL(`${origin}/`);
      await page.goto('/profile');
      await expect(page.getByText(DEMO.email)).toBeVisible();

      await page.getByLabel(sv.Layout.language).selectOption('fi');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
      await expect(page.getByLabel(fi.Layout.language)).toHaveValue('fi');
    });
  });
}

test('a write the server refuses as cross-site tells the guest what to do, in their language', async ({ page }) => {
  await page.goto('/shop/1/menu');
  // As if the page had been served from another origin: the call reaches the server with a
  // foreign Origin (sent from the test, where the browser would not let a page forge one), and
  // the server's own refusal goes back to the page.
  await page.route('**/api/cultures/changeculture**', async (route) => {
    const refused = await route.fetch({ headers: { ...route.request().headers(), origin: 'http://evil.test' } });
    expect(refused.status()).toBe(403);
    await route.fulfill({ response: refused });
  });
  await page.getByLabel(sv.Layout.language).selectOption('en');
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(sv.Errors.FORBIDDEN_ORIGIN);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
});
