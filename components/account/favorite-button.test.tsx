/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import en from '@/messages/en.json';

import { FavoriteButton } from './favorite-button';

const PROFILE_KEY = '/api/user/profile';

const profile = { isAuthenticated: true, favorites: [{ code: '4', type: 'shop' }], name: 'Anna', lastName: 'A' };

// A signed-in browser: the server's hint cookie says so, and the profile comes from the BFF.
beforeEach(() => {
  document.cookie = 'ordering_signed_in=1; path=/';
});
afterEach(async () => {
  document.cookie = 'ordering_signed_in=; path=/; max-age=0';
  const { setProfile } = await import('./use-auth');
  setProfile(null);
});

function renderButton(fetchImpl: jest.Mock) {
  global.fetch = fetchImpl as unknown as typeof fetch;
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <FavoriteButton code="1" type="shop" name="Drottninggatan" />
    </NextIntlClientProvider>,
  );
}

// jsdom has no fetch Response: a minimal stand-in with what the component reads.
const reply = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, json: async () => body });
const ok = (body: unknown) => reply(200, body);

test('toggling on shows at once and stays when the BFF agrees', async () => {
  const fetchMock = jest.fn((url: string) => (url === PROFILE_KEY ? ok(profile) : ok({ code: '1', type: 'shop' })));
  renderButton(fetchMock);
  const button = await screen.findByRole('button', { name: 'Add Drottninggatan to favourites' });
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(PROFILE_KEY, expect.anything()));
  await act(async () => fireEvent.click(button));
  expect(await screen.findByRole('button', { name: 'Remove Drottninggatan from favourites' })).toHaveAttribute('aria-pressed', 'true');
  expect(fetchMock).toHaveBeenCalledWith('/api/user/favorite', expect.objectContaining({ method: 'POST' }));
});

test('a failed toggle rolls back to what it was', async () => {
  const fetchMock = jest.fn((url: string) =>
    url === PROFILE_KEY ? ok(profile) : reply(502, {}),
  );
  renderButton(fetchMock);
  const button = await screen.findByRole('button', { name: 'Add Drottninggatan to favourites' });
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(PROFILE_KEY, expect.anything()));
  await act(async () => fireEvent.click(button));
  expect(fetchMock).toHaveBeenCalledWith('/api/user/favorite', expect.objectContaining({ method: 'POST' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add Drottninggatan to favourites' })).toHaveAttribute('aria-pressed', 'false'));
});

test('nothing is shown to a guest', async () => {
  document.cookie = 'ordering_signed_in=; path=/; max-age=0';
  const fetchMock = jest.fn(() => reply(401, {}));
  renderButton(fetchMock);
  expect(screen.queryByRole('button')).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});
