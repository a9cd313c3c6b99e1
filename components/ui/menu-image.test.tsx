/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';

import { FALLBACK_IMAGE, MenuImage } from './menu-image';

const image = () => screen.getByRole('presentation');

test('a picture goes through the BFF image route, with its size and lazy loading', () => {
  render(<MenuImage path="menu/burger.webp?_t=1700000000" width={96} height={72} lazy />);
  expect(image()).toHaveAttribute('src', '/api/images/menu/burger.webp?_t=1700000000');
  expect(image()).toHaveAttribute('alt', '');
  expect(image()).toHaveAttribute('width', '96');
  expect(image()).toHaveAttribute('height', '72');
  expect(image()).toHaveAttribute('loading', 'lazy');
});

test('no picture shows the fallback in the same box', () => {
  render(<MenuImage path={null} width={480} height={360} className="hero" />);
  expect(image()).toHaveAttribute('src', FALLBACK_IMAGE);
  expect(image()).toHaveAttribute('width', '480');
  expect(image()).toHaveAttribute('class', 'hero');
  expect(image()).not.toHaveAttribute('loading');
  expect(image()).not.toHaveAttribute('fetchpriority');
});

test("the page's main picture is fetched first, never lazily", () => {
  render(<MenuImage path="menu/burger.webp" width={480} height={360} priority />);
  expect(image()).toHaveAttribute('fetchpriority', 'high');
  expect(image()).not.toHaveAttribute('loading');
});

test('a picture that fails to load is replaced by the fallback, once', () => {
  render(<MenuImage path="menu/missing.webp" width={240} height={180} lazy />);
  fireEvent.error(image());
  expect(image()).toHaveAttribute('src', FALLBACK_IMAGE);
  fireEvent.error(image());
  expect(image()).toHaveAttribute('src', FALLBACK_IMAGE);
  expect(image()).toHaveAttribute('width', '240');
});

test("a picture the page carries shows from its own bytes, asks nothing, and still falls back if broken", () => {
  const bytes = 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IA==';
  render(<MenuImage path="menu/burger.webp" width={480} height={360} priority inlineSrc={bytes} />);
  expect(image()).toHaveAttribute('src', bytes);
  expect(image()).toHaveAttribute('fetchpriority', 'high');
  fireEvent.error(image());
  expect(image()).toHaveAttribute('src', FALLBACK_IMAGE);
});
