/** @jest-environment jsdom */
import en from '@/messages/en.json';

jest.mock('next/navigation', () => ({ usePathname: () => '/order/x', useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }) }));

// jsdom has no matchMedia: a phone (no hover), as the links ask.
window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;

const ORDER_ID = 'c21679b8-3a2a-4b7e-9c1d-0123456789ab';
const EMAIL = 'guest@example.com';
const text = en.OrderStatus.saveDetails;

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let cleanup = () => {};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  document.cookie = 'ordering_signed_in=; path=/; max-age=0';
});

const reply = (status: number, body: unknown = {}) => Promise.resolve({ ok: status < 400, status, json: async () => body });

/** The offer on a fresh page load (the auth state lives in its module), the BFF answering `answer`. */
async function renderOffer(status: string, answer: (url: string) => Promise<unknown> = () => reply(204)) {
  jest.resetModules();
  calls = [];
  global.fetch = jest.fn((url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return answer(url);
  }) as unknown as typeof fetch;
  const { SaveDetailsOffer } = await import('./save-details-offer');
  const { NextIntlClientProvider } = await import('next-intl');
  const testing = await import('@testing-library/react/pure');
  cleanup = testing.cleanup;
  testing.render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SaveDetailsOffer order={{ orderId: ORDER_ID, status: status as never, shopId: 3 }} email={sessionStorage.getItem(`ordering.receiptEmail.${ORDER_ID}`)} />
    </NextIntlClientProvider>,
  );
  return testing;
}

const rememberEmail = () => sessionStorage.setItem(`ordering.receiptEmail.${ORDER_ID}`, EMAIL);

test('a signed-out guest on a paid order registers with the checkout e-mail and a password only, then signs in once confirmed', async () => {
  rememberEmail();
  let confirmed = false;
  const { screen, fireEvent, act } = await renderOffer('Added', (url) => {
    if (url === '/api/identity/login') return confirmed ? reply(204) : reply(403, { code: 'EMAIL_NOT_CONFIRMED' });
    return reply(204);
  });
  expect(screen.getByRole('heading', { name: text.title })).toBeTruthy();
  // The e-mail is known and not typed again.
  expect((screen.getByLabelText(text.email) as HTMLInputElement).value).toBe(EMAIL);
  expect((screen.getByLabelText(text.email) as HTMLInputElement).readOnly).toBe(true);

  fireEvent.change(screen.getByLabelText(text.password), { target: { value: 'Saved1!x' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: text.submit })));
  const register = calls.find((c) => c.url === '/api/identity/register');
  expect(register).toEqual({
    url: '/api/identity/register',
    method: 'POST',
    body: { email: EMAIL, password: 'Saved1!x', name: '', lastName: '', phone: '', favoriteShopId: 3, acceptTerms: true },
  });
  expect(screen.getByTestId('save-details-status').textContent).toBe(text.sent.replace('{email}', EMAIL));

  // Not confirmed yet: told so, and the link can be sent again.
  await act(async () => fireEvent.click(screen.getByRole('button', { name: text.signIn })));
  expect(screen.getByTestId('account-alert').textContent).toBe(en.Errors.EMAIL_NOT_CONFIRMED);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: text.resend })));
  expect(calls.at(-1)).toMatchObject({ url: '/api/identity/resend-confirmation', body: { email: EMAIL } });

  confirmed = true;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: text.signIn })));
  expect(calls.filter((c) => c.url === '/api/identity/login').at(-1)).toMatchObject({ method: 'POST', body: { email: EMAIL, password: 'Saved1!x' } });
  expect(screen.getByTestId('save-details-status').textContent).toBe(text.signedIn);
});

test('a password that breaks a rule is not sent: the unmet rules turn red only then', async () => {
  rememberEmail();
  const { screen, fireEvent, act } = await renderOffer('Done');
  fireEvent.change(screen.getByLabelText(text.password), { target: { value: 'short' } });
  expect(screen.getByTestId('password-rules').querySelectorAll('li[data-state="unmet"]')).toHaveLength(0);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: text.submit })));
  expect(calls.some((c) => c.url === '/api/identity/register')).toBe(false);
  expect(screen.getByTestId('password-rules').querySelectorAll('li[data-state="unmet"]').length).toBeGreaterThan(0);
});

test('a restaurant that requires a phone at registration says so, and the phone is asked then', async () => {
  rememberEmail();
  const { screen, fireEvent, act } = await renderOffer('Added', (url) =>
    url === '/api/identity/register' && !calls.some((c) => (c.body as { phone?: string } | undefined)?.phone)
      ? reply(400, { code: 'REQUIRES_PHONE', fields: ['requires-phone'] })
      : reply(204),
  );
  expect(screen.queryByLabelText(text.phone)).toBeNull();
  fireEvent.change(screen.getByLabelText(text.password), { target: { value: 'Saved1!x' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: text.submit })));
  expect(screen.getByTestId('account-alert').textContent).toBe(en.Errors.REQUIRES_PHONE);
  fireEvent.change(screen.getByLabelText(text.phone), { target: { value: '+46 70 222 33 44' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: text.submit })));
  expect(calls.filter((c) => c.url === '/api/identity/register').at(-1)?.body).toMatchObject({ phone: '+46 70 222 33 44' });
  expect(screen.getByTestId('save-details-status').textContent).toBe(text.sent.replace('{email}', EMAIL));
});

test('not offered before the order is paid, nor for a cancelled order', async () => {
  rememberEmail();
  for (const status of ['CalculatedPrice', 'Rollbacked']) {
    const { screen } = await renderOffer(status);
    expect(screen.queryByTestId('save-details-offer')).toBeNull();
    cleanup();
  }
});

test('not offered without the checkout e-mail', async () => {
  const { screen } = await renderOffer('Added');
  expect(screen.queryByTestId('save-details-offer')).toBeNull();
});

test('not offered to a signed-in customer', async () => {
  rememberEmail();
  document.cookie = 'ordering_signed_in=1; path=/';
  const { screen, act } = await renderOffer('Added', (url) =>
    url === '/api/user/profile' ? reply(200, { isAuthenticated: true, favorites: [], name: null, lastName: null }) : reply(204),
  );
  expect(screen.queryByTestId('save-details-offer')).toBeNull();
  // Still nothing once the profile has answered (the page's one request for it, awaited).
  const { refreshProfile } = await import('./use-auth');
  await act(() => refreshProfile());
  expect(calls.some((c) => c.url === '/api/user/profile')).toBe(true);
  expect(screen.queryByTestId('save-details-offer')).toBeNull();
});
