/** @jest-environment jsdom */
import { markInlinedStylesheets, watchInlinedStylesheets } from './inlined-stylesheets';

const stylesheetLinks = () => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));

beforeEach(() => {
  document.head.innerHTML = '';
});

test('each stylesheet Next wrote inline gets a disabled link, the selector the chunk loader looks for', () => {
  document.head.innerHTML =
    '<style data-precedence="next" data-href="/_next/static/chunks/a.css /_next/static/chunks/b.css">.a{}</style><style>:root{}</style>';
  markInlinedStylesheets(document);

  expect(stylesheetLinks().map((link) => [link.getAttribute('href'), link.disabled])).toEqual([
    ['/_next/static/chunks/a.css', true],
    ['/_next/static/chunks/b.css', true],
  ]);
  // Turbopack's loader asks exactly this before it fetches a stylesheet.
  expect(document.querySelectorAll('link[rel=stylesheet][href="/_next/static/chunks/b.css"]')).toHaveLength(1);
});

test('a stylesheet already linked, a file named twice, or a style with no file adds nothing', () => {
  document.head.innerHTML =
    '<link rel="stylesheet" href="/_next/static/chunks/a.css"><style data-href="/_next/static/chunks/a.css /_next/static/chunks/c.css /_next/static/chunks/c.css">.a{}</style><style data-href="">.b{}</style><style data-href="/design">.c{}</style>';
  markInlinedStylesheets(document);
  markInlinedStylesheets(document);

  expect(stylesheetLinks().map((link) => link.getAttribute('href'))).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/c.css']);
});

test('a page reached in the browser adds its inline stylesheet to the head: it is marked as it arrives', async () => {
  document.head.innerHTML = '<style data-href="/_next/static/chunks/a.css">.a{}</style>';
  watchInlinedStylesheets(document);
  const style = document.createElement('style');
  style.dataset.href = '/_next/static/chunks/d.css';
  document.head.append(style);
  // Mutation observers are told in a microtask queued by the append, before this await resumes.
  await Promise.resolve();

  expect(stylesheetLinks().map((link) => link.getAttribute('href'))).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/d.css']);
});
