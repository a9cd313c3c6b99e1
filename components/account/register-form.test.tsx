/** @jest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import en from '@/messages/en.json';

import { RegisterForm } from './register-form';

const push = jest.fn();
jest.mock('next/navigation', () => ({ usePathname: () => '/register', useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }) }));

const t = en.Account;
let bodies: unknown[] = [];

beforeEach(() => {
  bodies = [];
  push.mockReset();
  global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    return { ok: true, status: 204, json: async () => ({}) };
  }) as unknown as typeof fetch;
});
afterEach(cleanup);

const show = (phoneRequired = false, shopRequired = false) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <RegisterForm shops={[{ id: 1, name: 'Nordic Burger Drottninggatan' }]} phoneRequired={phoneRequired} shopRequired={shopRequired} />
    </NextIntlClientProvider>,
  );

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('only the e-mail and the password (with the terms) are needed: name, phone and restaurant are marked optional', async () => {
  show();
  expect(screen.getByLabelText(`${t.name} (${t.optional})`)).toBeTruthy();
  expect(screen.getByLabelText(`${t.lastName} (${t.optional})`)).toBeTruthy();
  expect(screen.getByLabelText(`${t.phone} (${t.optional})`)).toBeTruthy();
  expect(screen.getByLabelText(`${t.favoriteShop} (${t.optional})`)).toBeTruthy();
  expect(screen.getByLabelText(t.email).hasAttribute('required')).toBe(true);

  fill(t.email, ' new@example.com ');
  fill(t.password, 'Secret1!');
  fill(t.confirmPassword, 'Secret1!');
  fireEvent.click(screen.getByLabelText(t.acceptTerms));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: t.register })));

  expect(bodies).toEqual([{ email: 'new@example.com', password: 'Secret1!', name: '', lastName: '', phone: '', favoriteShopId: null, acceptTerms: true }]);
  expect(screen.queryByTestId('account-alert')).toBeNull();
  expect(push.mock.calls[0]?.[0]).toBe('/login?registered=1');
});

test('the password checklist is neutral while typing and red only after a send was tried', async () => {
  show();
  fill(t.email, 'new@example.com');
  fill(t.password, 'abc');
  const rules = () => screen.getByTestId('password-rules');
  expect(rules().querySelectorAll('li[data-state="unmet"]')).toHaveLength(0);
  expect(rules().querySelectorAll('li[data-state="met"]')).toHaveLength(1);
  fireEvent.click(screen.getByLabelText(t.acceptTerms));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: t.register })));
  expect(bodies).toEqual([]);
  expect(rules().querySelectorAll('li[data-state="unmet"]')).toHaveLength(4);
});

test('a restaurant that requires a phone and a favourite restaurant: they are asked, unmarked, and checked', async () => {
  show(true, true);
  expect(screen.getByLabelText(t.phone).hasAttribute('required')).toBe(true);
  expect(screen.queryByLabelText(`${t.phone} (${t.optional})`)).toBeNull();
  fill(t.email, 'new@example.com');
  fill(t.password, 'Secret1!');
  fill(t.confirmPassword, 'Secret1!');
  fireEvent.click(screen.getByLabelText(t.acceptTerms));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: t.register })));
  expect(bodies).toEqual([]);
  expect(screen.getByTestId('account-alert').textContent).toContain(en.Errors.REQUIRES_PHONE);
  expect(screen.getByTestId('account-alert').textContent).toContain(en.Errors.REQUIRES_SHOP);
});

test('sent empty, the list says the e-mail is missing and the field is marked; nothing is sent', async () => {
  show();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: t.register })));
  expect(screen.getByTestId('account-alert').textContent).toContain(en.Errors.INVALID_EMAIL);
  expect(screen.getByLabelText(t.email).getAttribute('aria-invalid')).toBe('true');
  expect(bodies).toEqual([]);
});
