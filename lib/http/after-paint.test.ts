/** @jest-environment jsdom */

import { isOwnScript } from '../security/csp';
import { AFTER_PAINT_LOADER, heldScripts, holdScriptsUntilPainted } from './after-paint';

const script = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page = (head: string, body = '<main><h1>Meny</h1></main>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}<script>self.__next_f.push([1,"x"])</script></body></html>`;

test("a page's async scripts are fetched early and started by one loader at the end of the body", () => {
  const html = holdScriptsUntilPainted(
    page(`${script('a')}<style>p{}</style>${script('b')}<script src="/_next/static/chunks/p.js" noModule=""></script>`, `<main><h1>Meny</h1></main>${script('main')}`),
  )!;
  // Each is asked for early, at the priority Next gave it (React's bootstrap script from the head
  // too), and none runs from where it stood.
  expect(heldScripts(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/main.js']);
  expect(html).not.toMatch(/<script src="[^"]+" async="">/);
  expect(html.lastIndexOf('data-after-paint=""')).toBeLessThan(html.indexOf('</head>'));
  // The polyfills for old browsers are left alone.
  expect(html).toContain('<script src="/_next/static/chunks/p.js" noModule=""></script>');
  // The loader comes after everything the page carries, the flight data included.
  expect(html.endsWith(`<script>${AFTER_PAINT_LOADER}</script></body></html>`)).toBe(true);
  expect(html.match(/<script>\(function\(\)\{var d=document/g)).toHaveLength(1);
});

test('a page without async scripts, or without a head and a body, is left as it is', () => {
  expect(holdScriptsUntilPainted(page('<title>x</title>'))).toBeNull();
  expect(holdScriptsUntilPainted(`<p>${script('a')}</p>`)).toBeNull();
  // A script outside our static folder is not one of Next's.
  expect(holdScriptsUntilPainted(page('<script src="https://elsewhere.example/a.js" async=""></script>'))).toBeNull();
});

test('the loader is an inline script the page policy lets run', () => {
  expect(isOwnScript(AFTER_PAINT_LOADER)).toBe(true);
  expect(isOwnScript(`${AFTER_PAINT_LOADER};alert(1)`)).toBe(false);
});

test('the loader starts each held script once, in order, after the first contentful paint is reported', () => {
  document.head.innerHTML = ['a', 'b'].map((n) => `<link rel="preload" as="script" href="/_next/static/chunks/${n}.js" fetchPriority="low" data-after-paint=""/>`).join('');
  let report: ((name?: string) => void) | undefined;
  const observed: string[] = [];
  class FakeObserver {
    static readonly supportedEntryTypes = ['paint'];
    readonly callback: (list: unknown, observer: { disconnect(): void }) => void;
    constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
      this.callback = callback;
    }
    observe(options: { type: string }) {
      observed.push(options.type);
      report = (name = 'first-contentful-paint') =>
        this.callback({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) }, { disconnect: () => undefined });
    }
  }
  const original = globalThis.PerformanceObserver;
  globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  jest.useFakeTimers();
  try {
    new Function(AFTER_PAINT_LOADER)();
    const started = () => [...document.head.querySelectorAll('script')].map((s) => new URL(s.src).pathname);
    expect(observed).toEqual(['paint']);
    expect(started()).toEqual([]);
    // The background's first paint is not the page's content.
    report!('first-paint');
    jest.advanceTimersByTime(0);
    expect(started()).toEqual([]);
    report!();
    jest.advanceTimersByTime(0);
    expect(started()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    // The fallback after a second does not start them again.
    jest.advanceTimersByTime(1000);
    expect(started()).toHaveLength(2);
  } finally {
    jest.useRealTimers();
    globalThis.PerformanceObserver = original;
    document.head.innerHTML = '';
  }
});

test('where paint timing is not reported, the loader starts the scripts after the next frame', () => {
  document.head.innerHTML = '<link rel="preload" as="script" href="/_next/static/chunks/a.js" fetchPriority="low" data-after-paint=""/>';
  const original = globalThis.PerformanceObserver;
  globalThis.PerformanceObserver = class {
    static readonly supportedEntryTypes = ['navigation'];
  } as unknown as typeof PerformanceObserver;
  jest.useFakeTimers(); // animation frames too: one comes every 16 ms
  try {
    new Function(AFTER_PAINT_LOADER)();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    jest.advanceTimersByTime(20);
    expect([...document.head.querySelectorAll('script')].map((s) => new URL(s.src).pathname)).toEqual(['/_next/static/chunks/a.js']);
  } finally {
    jest.useRealTimers();
    globalThis.PerformanceObserver = original;
    document.head.innerHTML = '';
  }
});
