import { expect, messages, test } from '../fixtures';

const sv = messages.sv;

test('the footer links to the terms, the privacy policy and the accessibility statement', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: sv.Layout.privacy }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('2023');
  await expect(page.getByRole('main')).toContainText('30');

  await page.getByRole('contentinfo').getByRole('link', { name: sv.Layout.terms }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await page.getByRole('contentinfo').getByRole('link', { name: sv.Layout.accessibility }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('main')).toContainText('WCAG');
});
