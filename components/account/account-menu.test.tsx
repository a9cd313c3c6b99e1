/** @jest-environment jsdom */
import en from '@/messages/en.json';

jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }) }));

const reply = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, json: async () => body });
const anna = { isAuthenticated: true, favorites: [], name: 'Anna', lastName: 'A' };

// jsdom has no matchMedia: a phone (no hover), as the links ask.
window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;

let cleanup = () => {};
afterEach(() => {
  cleanup();
  document.cookie = 'ordering_signed_in=; path=/; max-age=0';
});

/** The top bar's account entry on a fresh page load (the auth state lives in its module). */
async function renderMenu(profile: () => Promise<unknown>) {
  jest.resetModules();
  global.fetch = jest.fn(profile) as unknown as typeof fetch;
  const { AccountMenu } = await import('./account-menu');
  const { NextIntlClientProvider } = await import('next-intl');
  const testing = await import('@testing-library/react/pure');
  cleanup = testing.cleanup;
  testing.render(
    <NextIntlClientProvider locale="en" messages={en}>
      <AccountMenu />
    </NextIntlClientProvider>,
  );
  return testing;
}

test('signed in: while the profile is on its way the bar shows the account button, never the login link', async () => {
  document.cookie = 'ordering_signed_in=1; path=/';
  let answer: (value: unknown) => void = () => {};
  const { act, screen } = await renderMenu(() => new Promise((resolve) => (answer = resolve)));
  expect(screen.queryByRole('link', { name: en.Layout.login })).toBeNull();
  expect(await screen.findByRole('button', { name: en.Account.profile })).toBeTruthy();
  expect(screen.queryByRole('link', { name: en.Layout.login })).toBeNull();
  await act(async () => answer(await reply(200, anna)));
  expect(await screen.findByRole('button', { name: 'Anna' })).toBeTruthy();
});

test('a profile that says signed out (an expired session) shows the login link', async () => {
  document.cookie = 'ordering_signed_in=1; path=/';
  const { screen } = await renderMenu(() => reply(401, { code: 'NOT_AUTHENTICATED' }));
  expect(await screen.findByRole('link', { name: en.Layout.login })).toBeTruthy();
});
