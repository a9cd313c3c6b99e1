import type { Page } from '@playwright/test';

import { expect, messages, test } from '../fixtures';
import { openBasket, seedBasket } from '../pages/basket';
import { continueToPayment, fillBasketAndCheckout, kitchen, payButton, payWith } from '../pages/checkout';
import { wordsCutWithoutHyphen } from '../pages/text-fit';

const LOCALES = ['sv', 'fi', 'en', 'ru', 'no'] as const;
/** The pages a guest reads on a phone, with the menu's longest names (Finnish compounds among them). */
const PAGES = [
  '',
  '/shop/1/menu',
  '/shop/1/menu/Burgare',
  '/shop/1/menu/Burgare/Klassiker/articles/B101',
  '/shop/1/menu/Burgare/Klassiker/articles/B102',
  '/shop/1/checkout',
  '/login',
  '/register',
  '/campaigns',
];

test.skip(({ isMobile }) => !isMobile, 'a phone width; the phone project checks it');

test('no page is wider than a 320 px phone in any language: long words break instead', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 740 });
  const tooWide: string[] = [];
  for (const locale of LOCALES) {
    for (const path of PAGES) {
      await page.goto(`/${locale}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) tooWide.push(`/${locale}${path}: ${width} px`);
    }
  }
  expect(tooWide).toEqual([]);
});

/** Whether the page, and each of the order's progress steps, stays inside a 320 px screen. */
async function overflowAt320(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > 320) {
    // Which elements reach past the screen's edge (the innermost ones), to say where to look.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > 321 && ![...e.children].some((c) => c.getBoundingClientRect().right > 321))
        .slice(0, 3)
        .map((e) => `<${e.tagName.toLowerCase()}> "${(e.textContent ?? '').trim().slice(0, 40)}"`),
    );
    problems.push(`${label}: page ${width} px (${wide.join(', ')})`);
  }
  const steps = await page
    .getByRole('list', { name: /./ })
    .filter({ has: page.locator('li[data-done]') })
    .locator('li')
    .evaluateAll((items) => items.map((li) => ({ text: li.textContent, right: li.getBoundingClientRect().right, overflow: li.scrollWidth - li.clientWidth })));
  for (const step of steps) if (step.right > 320 || step.overflow > 0) problems.push(`${label}: step "${step.text}" ends at ${Math.round(step.right)} px`);
  return problems;
}

test('the checkout with a basket and the ready order page fit a 320 px phone in every language, every progress step included', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 740 });
  await fillBasketAndCheckout(page);
  const problems: string[] = [];
  for (const locale of LOCALES) {
    await page.goto(`/${locale}/shop/1/checkout`);
    await expect(payButton(page, messages[locale])).toBeVisible();
    problems.push(...(await overflowAt320(page, `/${locale}/shop/1/checkout`)));
  }

  await page.goto('/shop/1/checkout');
  const orderId = await continueToPayment(page);
  await payWith(page, 'card', 'Approve');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  for (const advance of [false, true, true]) {
    if (advance) await kitchen.advance(orderId);
    for (const locale of LOCALES) {
      await page.goto(`/${locale}/order/${orderId}`);
      await expect(page.getByTestId('pickup-number')).toBeVisible();
      await expect(page.getByRole('listitem').first()).toBeVisible();
      problems.push(...(await overflowAt320(page, `/${locale}/order (${await page.getByTestId('order-status').textContent()})`)));
    }
  }
  await expect(page.getByTestId('order-card')).toHaveAttribute('data-status', 'ready');
  expect(problems).toEqual([]);
});

/** A basket with the menu's longest names (a campaign label among them), as a guest would have filled it. */
const longBasket = {
  items: [
    {
      id: 'line-1',
      type: 'article',
      quantity: 2,
      choices: [],
      categoryPath: ['Burgare', 'Klassiker'],
      article: {
        code: 'B101',
        description: 'Klassisk burgare',
        price: 11900,
        i18n: [
          { language: 'fi', text: 'Klassinen juustohampurilainen' },
          { language: 'ru', text: 'Классический бургер с сыром' },
        ],
        imageUrl: null,
        campaigns: [{ code: 'VECKANS', name: 'Veckans burgare', i18n: [{ language: 'fi', text: 'Viikon hampurilainen' }, { language: 'en', text: 'Burger of the week' }, { language: 'ru', text: 'Бургер недели' }] }],
      },
    },
  ],
  shopId: 1,
  shopName: 'Nordic Burger Drottninggatan',
  orderType: 'takeAway',
  note: null,
  spotId: null,
};

for (const width of [320, 390]) {
  test(`menu, article and basket fit ${width} px in every language: no overflow, no word cut without a hyphen`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 740 });
    // Eating in at a table, so the order-type chip shows its longest words ("Syö täällä · Pöytä 1 · Vaihda").
    const spots: Array<{ id: number; orderType: string }> = await (await page.request.get('/api/shops/1/delivery-spots')).json();
    const table = spots.find((s) => s.orderType === 'dineInPlace')!.id;
    await seedBasket(page, { ...longBasket, orderType: 'dineInPlace', spotId: table });
    const problems: string[] = [];
    const check = async (what: string) => {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`${what}: ${scrollWidth} px wide`);
      for (const cut of await wordsCutWithoutHyphen(page)) problems.push(`${what}: ${cut} cut without a hyphen`);
    };
    for (const locale of LOCALES) {
      for (const path of ['/shop/1/menu', '/shop/1/menu/Burgare/Klassiker/articles/B102']) {
        await page.goto(`/${locale}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('order-chip')).toContainText(messages[locale].OrderType.dineInPlace);
        await check(`/${locale}${path}`);
      }
      await page.goto(`/${locale}/shop/1/menu`);
      await openBasket(page);
      await check(`/${locale}/shop/1/menu with the basket open`);
    }
    expect(problems).toEqual([]);
  });
}
