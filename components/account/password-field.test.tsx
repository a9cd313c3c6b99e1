/** @jest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';

import en from '@/messages/en.json';

import { PasswordField } from './password-field';

afterEach(cleanup);

const rules = en.Common.passwordRules;

function Field({ touched = false }: { touched?: boolean }) {
  const [value, setValue] = useState('');
  return <PasswordField label="Password" value={value} onChange={setValue} touched={touched} />;
}

const show = (touched?: boolean) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <Field touched={touched} />
    </NextIntlClientProvider>,
  );

/** Each rule's state, in the list's order. */
const states = () => [...screen.getByTestId('password-rules').querySelectorAll('li')].map((li) => li.getAttribute('data-state'));
const reds = () => screen.getByTestId('password-rules').querySelectorAll('li[class]').length;

test('before any typing the rules are a neutral checklist: nothing red, nothing crossed, the field not invalid', () => {
  show();
  expect(states()).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
  expect(reds()).toBe(0);
  expect(screen.getByTestId('password-rules').textContent).not.toMatch(/✗/);
  expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('false');
  expect(screen.getByText(rules.PASSWORD_TOO_SHORT, { exact: false })).toBeTruthy();
});

test('each rule is ticked as it is met while typing; the others stay neutral', () => {
  show();
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
  expect(states()).toEqual(['pending', 'pending', 'met', 'pending', 'pending']);
  expect(reds()).toBe(0);
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Abc123!' } });
  expect(states()).toEqual(['met', 'met', 'met', 'met', 'met']);
  expect(screen.getByTestId('password-rules').textContent).toContain(`✓${rules.PASSWORD_REQUIRES_DIGIT} (${rules.met})`);
});

test('an unmet rule turns red after leaving the field with something typed (not after tabbing past it empty)', () => {
  show();
  const input = screen.getByLabelText('Password');
  fireEvent.blur(input);
  expect(reds()).toBe(0);
  fireEvent.change(input, { target: { value: 'abc' } });
  fireEvent.blur(input);
  expect(states()).toEqual(['unmet', 'unmet', 'met', 'unmet', 'unmet']);
  expect(reds()).toBe(4);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByTestId('password-rules').textContent).toContain(`✗${rules.PASSWORD_TOO_SHORT} (${rules.notMet})`);
});

test('after a send was tried, the unmet rules are red', () => {
  show(true);
  expect(states()).toEqual(['unmet', 'unmet', 'unmet', 'unmet', 'unmet']);
  expect(reds()).toBe(5);
});

test('the input is described by the checklist, which speaks politely', () => {
  show();
  const input = screen.getByLabelText('Password');
  const described = document.getElementById(input.getAttribute('aria-describedby')!);
  expect(described?.contains(screen.getByTestId('password-rules'))).toBe(true);
  expect(screen.getByTestId('password-rules').getAttribute('aria-live')).toBe('polite');
  expect(document.querySelector('[aria-live="assertive"]')).toBeNull();
  act(() => undefined);
});
