/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';

import en from '@/messages/en.json';

import { FavoriteButton } from './favorite-button';
import { PROFILE_KEY } from './use-auth';

const profile = { isAuthenticated: true, favorites: [{ code: '4', type: 'shop' }], name: 'Anna', lastName: 'A' };

function renderButton(fetchImpl: jest.Mock) {
  global.fetch = fetchImpl as unknown as typeof fetch;
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SWRConfig value={{ provider: () => new Map(), fallback: { [PROFILE_KEY]: profile }, dedupingInterval: 0 }}>
        <FavoriteButton code="1" type="shop" name="Drottninggatan" />
      </SWRConfig>
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
  global.fetch = jest.fn(() => reply(401, {})) as unknown as typeof fetch;
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SWRConfig value={{ provider: () => new Map(), fallback: { [PROFILE_KEY]: null } }}>
        <FavoriteButton code="1" type="shop" name="Drottninggatan" />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
  expect(screen.queryByRole('button')).toBeNull();
});
