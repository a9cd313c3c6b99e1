/** @jest-environment jsdom */

const reply = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, json: async () => body });
const anna = { isAuthenticated: true, favorites: [], name: 'Anna', lastName: 'A' };
const setHint = (signedIn: boolean) => {
  document.cookie = signedIn ? 'ordering_signed_in=1; path=/' : 'ordering_signed_in=; path=/; max-age=0';
};

let unmount = () => {};
/** The auth state lives in the module (one per page load): each test gets a fresh page. */
async function freshAuth() {
  unmount();
  jest.resetModules();
  return { ...(await import('./use-auth')), ...(await import('@testing-library/react/pure')) };
}

describe('auth state', () => {
  afterEach(() => {
    setHint(false);
    unmount();
    unmount = () => {};
  });

  test('with the signed-in hint: loading, then a fetched profile signs the customer in', async () => {
    setHint(true);
    global.fetch = jest.fn(() => reply(200, anna)) as unknown as typeof fetch;
    const { useAuth, renderHook, waitFor } = await freshAuth();
    const { result, unmount: done } = renderHook(() => useAuth());
    unmount = done;
    expect(result.current).toMatchObject({ loading: true, isAuthenticated: false });
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, isAuthenticated: true, profile: { name: 'Anna' } }));
  });

  test('a 401 means signed out', async () => {
    setHint(true);
    global.fetch = jest.fn(() => reply(401, { code: 'NOT_AUTHENTICATED' })) as unknown as typeof fetch;
    const { useAuth, renderHook, waitFor } = await freshAuth();
    const { result, unmount: done } = renderHook(() => useAuth());
    unmount = done;
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, isAuthenticated: false, profile: null }));
  });

  test('without the signed-in hint nothing is asked: a guest page makes no profile request', async () => {
    const fetchMock = jest.fn(() => reply(401, {}));
    global.fetch = fetchMock as unknown as typeof fetch;
    const { useAuth, useSignedInHint, refreshProfile, renderHook } = await freshAuth();
    const { result, unmount: done } = renderHook(() => ({ auth: useAuth(), hint: useSignedInHint() }));
    unmount = done;
    expect(result.current.auth).toMatchObject({ loading: false, isAuthenticated: false, profile: null });
    expect(result.current.hint).toBe(false);
    await refreshProfile(); // the refresh the page started on load, if any, has settled
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('another tab signing in makes this tab fetch the profile', async () => {
    const fetchMock = jest.fn(() => reply(200, anna));
    global.fetch = fetchMock as unknown as typeof fetch;
    const { useAuth, useSignedInHint, renderHook, waitFor } = await freshAuth();
    const { result, unmount: done } = renderHook(() => ({ auth: useAuth(), hint: useSignedInHint() }));
    unmount = done;
    expect(result.current.hint).toBe(false);
    setHint(true); // the other tab's sign-in set the cookie for every tab
    window.dispatchEvent(new StorageEvent('storage', { key: 'ordering.auth', newValue: String(Date.now()) }));
    await waitFor(() => expect(result.current.auth.isAuthenticated).toBe(true));
    expect(result.current.hint).toBe(true);
  });
});
