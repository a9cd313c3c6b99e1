/** @jest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import en from '@/messages/en.json';

import { configuredExternalSignIns } from './external-sign-in';
import { LoginForm } from './login-form';

jest.mock('next/navigation', () => ({ usePathname: () => '/login', useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }) }));

// jsdom has no matchMedia: a phone (no hover), as the links ask.
window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;

afterEach(cleanup);

test('providers the settings name but nothing can start are not shown: no grey, dead "Continue with…" buttons', () => {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <LoginForm providers={['Google', 'Apple']} />
    </NextIntlClientProvider>,
  );
  expect(screen.getByRole('button', { name: en.Account.signIn })).toBeTruthy();
  expect(screen.queryByText(/Google|Apple/)).toBeNull();
  expect(screen.queryAllByRole('button').filter((b) => b.hasAttribute('disabled'))).toEqual([]);
});

test('a provider is offered only with a way to start its sign-in, in the order the settings name them', () => {
  expect(configuredExternalSignIns(['Google', 'Apple'])).toEqual([]);
  expect(configuredExternalSignIns(['Google', 'Apple'], { apple: '/api/identity/external/apple' })).toEqual([
    { provider: 'Apple', href: '/api/identity/external/apple' },
  ]);
  expect(configuredExternalSignIns([], { google: '/g' })).toEqual([]);
});
