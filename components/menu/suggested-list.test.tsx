/** @jest-environment jsdom */
/**
 * The suggestions after Add: the main (filled) button goes to the checkout and names the basket's
 * total, "Keep browsing" is the outlined one; both replace the suggestions' history entry, so Back
 * from the checkout or the menu never returns here. With an empty basket only "Keep browsing" is
 * offered, as the main button.
 */
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import type { Basket, BasketItem } from '@/lib/domain/basket/basket';
import type { ArticleView } from '@/lib/domain/menu/view';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

import { SuggestedList } from './suggested-list';

const push = jest.fn();
const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace, prefetch: jest.fn() }), usePathname: () => '/shop/1/menu/Burgare/articles/B101/suggested' }));
// next/link as a plain anchor that shows whether it replaces the history entry (Next's own needs its app router).
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, replace, prefetch: _prefetch, ...props }: { href: string; replace?: boolean; prefetch?: boolean }) => (
    <a href={href} data-replace={replace ? 'true' : 'false'} {...props} />
  ),
}));
// A phone: no hover (the links prefetch as Next does by default).
window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;

const basketArticle = (code: string, description: string, price: number) => ({ code, description, price, i18n: [], imageUrl: null, campaigns: [] });
const FRIES: ArticleView = {
  code: 'S301', name: 'Fries', description: '', price: 3900, imageUrl: null, campaigns: [], allergens: [], diets: [],
  available: true, hasChoices: false, categoryPath: ['Tillbehör'], basketArticle: basketArticle('S301', 'Fries', 3900),
};
const OPEN = { status: 'online' as const, openForBusiness: true, externalAppUri: null, openingHours: [], timeZone: 'Europe/Stockholm', renderedAt: '2026-05-06T10:00:00.000Z' };
const BURGER: BasketItem = { id: 'line-1', type: 'article', categoryPath: ['Burgare'], quantity: 1, article: basketArticle('B101', 'Classic burger', 12900), choices: [] };

function saveBasket(items: BasketItem[]) {
  const basket: Basket = { items, shopId: 1, shopName: 'Nordic Burger', orderType: 'takeAway', note: null, spotId: null, currencySymbol: 'kr' };
  const value = JSON.stringify(basket);
  localStorage.setItem('ordering.basket', value);
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'ordering.basket', newValue: value })));
}

function renderList(locale: 'en' | 'sv' = 'en') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : sv} timeZone="Europe/Stockholm">
      <SuggestedList shop={{ id: 1, name: 'Nordic Burger' }} availability={OPEN} articles={[FRIES]} symbol="kr" continueHref="/shop/1/menu/Burgare" />
    </NextIntlClientProvider>,
  );
}

const checkout = () => screen.getByRole('link', { name: /^Go to checkout/ });
const keepBrowsing = () => screen.getByRole('button', { name: 'Keep browsing' });
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ');

beforeEach(() => {
  push.mockReset();
  replace.mockReset();
  localStorage.clear();
});

test('the checkout is the main button and names the basket total; keep browsing is the outlined one', () => {
  saveBasket([BURGER]);
  renderList();
  expect(plain(checkout().textContent)).toBe('Go to checkout · 129 kr');
  expect(checkout()).toHaveAttribute('href', '/shop/1/checkout');
  expect(checkout().className).not.toMatch(/secondary/);
  expect(keepBrowsing().className).toMatch(/secondary/);
  // The main button comes first, in reading and tab order.
  expect(checkout().compareDocumentPosition(keepBrowsing()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('the total follows the basket: a suggestion added in one tap is in it at once', () => {
  saveBasket([BURGER]);
  renderList();
  act(() => screen.getByRole('button', { name: 'Add Fries' }).click());
  expect(plain(checkout().textContent)).toBe('Go to checkout · 168 kr');
});

test('keep browsing replaces the suggestions in the history, never adds to it', () => {
  saveBasket([BURGER]);
  renderList();
  act(() => keepBrowsing().click());
  expect(replace).toHaveBeenCalledWith('/shop/1/menu/Burgare', undefined);
  expect(push).not.toHaveBeenCalled();
});

test('the checkout link replaces the suggestions in the history too', () => {
  saveBasket([BURGER]);
  renderList();
  expect(checkout()).toHaveAttribute('data-replace', 'true');
});

test('an empty basket offers no checkout: keep browsing is then the main button', () => {
  saveBasket([]);
  renderList();
  expect(screen.queryByRole('link', { name: /^Go to checkout/ })).toBeNull();
  expect(keepBrowsing().className).not.toMatch(/secondary/);
});

test('the words are the language’s own', () => {
  saveBasket([BURGER]);
  renderList('sv');
  expect(plain(screen.getByRole('link', { name: new RegExp(`^${sv.Suggested.checkout}`) }).textContent)).toBe(`${sv.Suggested.checkout} · 129 kr`);
  expect(screen.getByRole('button', { name: sv.Suggested.continue })).toBeInTheDocument();
});
