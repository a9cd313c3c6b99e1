import type { Browser } from '@playwright/test';

import { clientAddress, expect, messages, test, walletScript } from '../fixtures';

const LOCALES = ['sv', 'fi', 'en', 'ru', 'no'] as const;

async function phone(browser: Browser, locale: string, name: string, width = 320) {
  const context = await browser.newContext({
    locale,
    viewport: { width, height: 640 },
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress(`take-away ${name} ${locale} ${Date.now()}`) },
  });
  await context.addInitScript(walletScript, null);
  return context.newPage();
}

const fitsWidth = (width: number) => () => document.documentElement.scrollWidth <= width;

for (const locale of LOCALES) {
  test(`friends away from a table order together by a link, in ${locale} on a 320 px phone`, async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone flow: runs once, in the phone project');
    const g = messages[locale].Group;
    const host = await phone(browser, locale, 'host');
    const friend = await phone(browser, locale, 'friend');

    // The order-type page offers a group order; a plain link, so it works before the scripts load.
    await host.goto(`/${locale}/shop/1/order-type`);
    await host.getByTestId('group-start').click();
    await expect(host.getByRole('heading', { level: 1, name: g.title })).toBeVisible();
    await host.getByLabel(g.nameLabel).fill('Anna-Kaisa Väänänen-Björklund');
    await host.locator('form').getByRole('button', { name: g.start }).click();
    await expect(host.getByRole('heading', { name: g.takeAwayHeading })).toBeVisible();
    await expect(host.getByTestId('group-share-link')).toHaveText(g.shareLink);
    expect(await host.evaluate(fitsWidth(320))).toBe(true);

    // The link the host shares: the friend joins by it, with no code.
    const { id } = (await (await host.request.get('/api/group')).json()) as { id: string };
    await friend.goto(`/${locale}/shop/1/group?join=${id}`);
    await friend.getByLabel(g.nameLabel).fill('Ben');
    await friend.locator('form').getByRole('button').first().click();
    await expect(friend.getByRole('heading', { name: g.people })).toBeVisible();
    // Both see both, live; the long name wraps inside the page.
    await expect(host.getByText('Ben', { exact: true })).toBeVisible();
    await expect(friend.getByText('Anna-Kaisa Väänänen-Björklund', { exact: true })).toBeVisible();
    for (const page of [host, friend]) expect(await page.evaluate(fitsWidth(320))).toBe(true);
    await host.context().close();
    await friend.context().close();
  });
}
