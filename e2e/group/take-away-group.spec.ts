import type { Browser, Page } from '@playwright/test';

import { clientAddress, expect, messages, test, walletScript } from '../fixtures';
import { expectAccessible } from '../pages/axe';

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

const fitsWidth = (page: Page, width: number) => page.evaluate((w) => document.documentElement.scrollWidth <= w, width);

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
    expect(await fitsWidth(host, 320)).toBe(true);

    // The link the host shares: the friend joins by it, with no code.
    const { id } = (await (await host.request.get('/api/group')).json()) as { id: string };
    await friend.goto(`/${locale}/shop/1/group?join=${id}`);
    if (locale === 'en') await expectAccessible(friend, 'group join form');
    await friend.getByLabel(g.nameLabel).fill('Ben');
    await friend.locator('form').getByRole('button').first().click();
    await expect(friend.getByRole('heading', { name: g.people })).toBeVisible();
    // Both see both, live; the long name wraps inside the page.
    await expect(host.getByText('Ben', { exact: true })).toBeVisible();
    // The name as the others read it: cut to 24 characters, never inside one.
    await expect(friend.getByText('Anna-Kaisa Väänänen-Björ', { exact: true })).toBeVisible();
    for (const page of [host, friend]) expect(await fitsWidth(page, 320)).toBe(true);
    if (locale === 'en') await expectAccessible(host, 'group page');
    await host.context().close();
    await friend.context().close();
  });
}
