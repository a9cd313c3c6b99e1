/** @jest-environment jsdom */
/**
 * Add on an article with suggestions opens the suggestions in place of the article's history
 * entry (router.replace): the suggestions then replace their own entry too (suggested-list), so
 * Back from the checkout or the menu never lands on the suggestions again.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import type { BasketArticle } from '@/lib/domain/basket/basket';
import type { ArticleView } from '@/lib/domain/menu/view';
import en from '@/messages/en.json';

import { ArticleConfigurator } from './article-configurator';

const push = jest.fn();
const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace, prefetch: jest.fn() }), usePathname: () => '/shop/1/menu/Tillbeh%C3%B6r/articles/S301' }));
jest.mock('@/lib/client/ids', () => ({ digestHex: async () => 'a'.repeat(64), newId: () => 'new-line' }));

const basketArticle = (code: string, description: string, price: number): BasketArticle => ({ code, description, price, i18n: [], imageUrl: null, campaigns: [] });
const FRIES: ArticleView = {
  code: 'S301', name: 'Fries', description: '', price: 3900, imageUrl: null, campaigns: [], allergens: [], diets: [],
  available: true, hasChoices: false, categoryPath: ['Tillbehör'], basketArticle: basketArticle('S301', 'Fries', 3900),
};
const OPEN = { status: 'online' as const, openForBusiness: true, externalAppUri: null, openingHours: [], timeZone: 'Europe/Stockholm', renderedAt: '2026-05-06T10:00:00.000Z' };

beforeEach(() => {
  localStorage.clear();
  push.mockReset();
  replace.mockReset();
});

test('adding an article with suggestions replaces the article in the history with its suggestions', () => {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Stockholm">
      <ArticleConfigurator shop={{ id: 1, name: 'Nordic Burger' }} availability={OPEN} article={FRIES} groups={[]} symbol="kr" hasSuggestions />
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /^Add to basket/ }));
  expect(replace).toHaveBeenCalledWith('/shop/1/menu/Tillbeh%C3%B6r/articles/S301/suggested', undefined);
  expect(push).not.toHaveBeenCalled();
});
