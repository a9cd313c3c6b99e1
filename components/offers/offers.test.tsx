/** @jest-environment jsdom */
/**
 * Offers for every guest: the top bar's link, the menu's offers row (each offered dish opens its
 * page) and a special price that shows its saving: the regular price struck through and "Save
 * 20 kr" only where the campaign lowers the price; a campaign that lowers none shows the price alone.
 */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import { OffersLink } from '@/components/layout/offers-link';
import { MenuOffers } from '@/components/menu/menu-offers';
import { SavingPrice } from '@/components/ui/saving-price';
import type { MenuOffer } from '@/lib/domain/menu/offers';
import en from '@/messages/en.json';
import fi from '@/messages/fi.json';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/shop/1/menu' }));
window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;

const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();

function withMessages(ui: React.ReactNode, locale: 'en' | 'fi' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : fi} timeZone="Europe/Stockholm">
      {ui}
    </NextIntlClientProvider>,
  );
}

const WEEKLY: MenuOffer = {
  offerCode: 'VECKANS', offerName: 'Burger of the week',
  article: { code: 'B104', name: 'Double Nordic', price: 17900, regularPrice: 19900, imageUrl: null, categoryPath: ['Burgare', 'Klassiker'] },
};
const FIKA: MenuOffer = {
  offerCode: 'FIKA', offerName: 'Coffee break deal',
  article: { code: 'D601', name: 'Filter coffee', price: 3200, imageUrl: null, categoryPath: ['Dryck'] },
};

test('a lowered price shows the regular price struck through and the saving', () => {
  const { container } = withMessages(<SavingPrice price={17900} regularPrice={19900} symbol="kr" />);
  expect(plain(container.textContent)).toBe('179 kr Normal price 199 kr · Save 20 kr');
  const struck = container.querySelector('s')!;
  expect(plain(struck.textContent)).toBe('Normal price 199 kr');
  // Only the words for screen readers are hidden; the struck amount is seen.
  expect(within(struck as HTMLElement).getByText('Normal price').className).toBe('visually-hidden');
});

test('a campaign that lowers no price shows the price alone: no strike, no saving', () => {
  for (const regularPrice of [undefined, 3200, 100]) {
    const { container, unmount } = withMessages(<SavingPrice price={3200} regularPrice={regularPrice} symbol="kr" />);
    expect(plain(container.textContent)).toBe('32 kr');
    expect(container.querySelector('s')).toBeNull();
    unmount();
  }
});

test('the saving is in the guest’s language and money format', () => {
  const { container } = withMessages(<SavingPrice price={1690} regularPrice={1890} symbol="€" />, 'fi');
  expect(plain(container.textContent)).toBe(`16,90 € ${fi.Offers.normalPrice} 18,90 € · Säästä 2 €`);
});

test('the menu’s offers row: a heading, all offers, and each dish a link to its page under its offer’s name', () => {
  withMessages(<MenuOffers shopId={1} symbol="kr" offers={[WEEKLY, FIKA]} />);
  const row = screen.getByRole('region', { name: 'Offers' });
  expect(within(row).getByRole('link', { name: 'All offers' })).toHaveAttribute('href', '/campaigns');
  const [weekly, fika] = within(row).getAllByRole('listitem');
  expect(within(weekly!).getByRole('link', { name: 'Double Nordic' })).toHaveAttribute('href', '/shop/1/menu/Burgare/Klassiker/articles/B104');
  expect(plain(weekly!.textContent)).toBe('Burger of the weekDouble Nordic179 kr Normal price 199 kr · Save 20 kr');
  expect(plain(fika!.textContent)).toBe('Coffee break dealFilter coffee32 kr');
});

test('a shop without offers has no row', () => {
  const { container } = withMessages(<MenuOffers shopId={1} symbol="kr" offers={[]} />);
  expect(container).toBeEmptyDOMElement();
});

test('the top bar links every guest to the offers, named by its word', () => {
  withMessages(<OffersLink />);
  expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/campaigns');
});
