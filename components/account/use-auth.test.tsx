/** @jest-environment jsdom */
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

import { useAuth } from './use-auth';

const reply = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, json: async () => body });
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('auth state', () => {
  test('starts loading, then a fetched profile signs the customer in', async () => {
    global.fetch = jest.fn(() => reply(200, { isAuthenticated: true, favorites: [], name: 'Anna', lastName: 'A' })) as unknown as typeof fetch;
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current).toMatchObject({ loading: true, isAuthenticated: false });
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, isAuthenticated: true, profile: { name: 'Anna' } }));
  });

  test('a 401 means signed out', async () => {
    global.fetch = jest.fn(() => reply(401, { code: 'NOT_AUTHENTICATED' })) as unknown as typeof fetch;
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, isAuthenticated: false, profile: null }));
  });

  test('another tab signing in or out makes this tab fetch the profile again', async () => {
    const fetchMock = jest.fn(() => reply(401, {}));
    global.fetch = fetchMock as unknown as typeof fetch;
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    fetchMock.mockImplementation(() => reply(200, { isAuthenticated: true, favorites: [], name: 'Anna', lastName: 'A' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'ordering.auth', newValue: String(Date.now()) }));
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
  });
});
