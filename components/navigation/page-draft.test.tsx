/** @jest-environment jsdom */
/**
 * Work on a page survives a language switch: written down just before the reload, given back once
 * on the same page in the new language, never to another page, never twice, never when stale.
 */
import { act, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';

import { keepDraftsForLanguageChange, usePageDraft } from './page-draft';

function Form({ onRestore }: { onRestore: (saved: unknown) => void }) {
  const [email, setEmail] = useState('');
  usePageDraft('form', { email }, (saved) => {
    onRestore(saved);
    const value = (saved as { email?: unknown }).email;
    if (typeof value === 'string') setEmail(value);
  });
  return <input aria-label="email" value={email} onChange={(e) => setEmail(e.target.value)} />;
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/sv/shop/1/checkout');
});

test('typed, switched, back: the same page in another language gets the draft once', () => {
  const first = render(<Form onRestore={() => {}} />);
  fireEvent.change(first.getByLabelText('email'), { target: { value: 'anna@example.com' } });
  act(() => keepDraftsForLanguageChange());
  first.unmount();

  window.history.replaceState(null, '', '/en/shop/1/checkout');
  const restored = jest.fn();
  const second = render(<Form onRestore={restored} />);
  expect(restored).toHaveBeenCalledWith({ email: 'anna@example.com' });
  expect((second.getByLabelText('email') as HTMLInputElement).value).toBe('anna@example.com');
  second.unmount();

  // Given back once only.
  const again = jest.fn();
  render(<Form onRestore={again} />).unmount();
  expect(again).not.toHaveBeenCalled();
});

test('another page, a stale draft or broken storage restores nothing', () => {
  const restored = jest.fn();
  sessionStorage.setItem('ordering.draft.form:/shop/2/checkout', JSON.stringify({ at: Date.now(), value: { email: 'x' } }));
  sessionStorage.setItem('ordering.draft.form:/shop/1/checkout', JSON.stringify({ at: Date.now() - 60 * 60_000, value: { email: 'old' } }));
  render(<Form onRestore={restored} />).unmount();
  sessionStorage.setItem('ordering.draft.form:/shop/1/checkout', '{not json');
  render(<Form onRestore={restored} />).unmount();
  expect(restored).not.toHaveBeenCalled();
});
