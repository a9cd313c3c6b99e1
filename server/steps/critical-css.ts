// The first paint without waiting for a stylesheet. A page links its stylesheets in the head,
// and the browser paints nothing until they have arrived: on a phone that is a round trip after
// the document, during which the page's scripts arrive and run first, so the first paint (and
// with it the largest) comes after the scripts' work (docs/performance.md). Here each whole HTML
// page gets, in its head, the rules of its stylesheets that can apply to what the page holds (a
// rule whose selectors name only classes the page uses; element and attribute rules, at-rules and
// animations always), and its stylesheets are still linked, with media="print": loaded at the
// lowest priority without blocking the paint, and switched on as the page hydrates
// (components/layout/full-stylesheets.tsx), for what the scripts add (parts drawn only in the
// browser, dialogs opened, classes set). React finds the links where it expects them, so client navigations work as before.
//
// Only whole pages (a cached page, sent in one piece) are changed; a page streamed for this
// request, any other answer, and a page whose stylesheets are not read exactly (an unknown link
// shape, a file missing) leave unchanged: the page is then as Next made it, slower, never wrong.
// CRITICAL_CSS=0 turns it off.
import { readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

import postcss, { type AtRule, type Root } from 'postcss';

import type { Step } from '../pipeline.ts';

/** How Next links a page's stylesheet (React's stylesheet resource with Next's precedence). */
const LINK = /<link rel="stylesheet" href="(\/_next\/static\/[\w\-./]+\.css)" data-precedence="next"\/>/g;
/** The marker the browser's layout effects look for to switch the full stylesheets on. */
export const REST_ATTRIBUTE = 'data-critical-rest';
const MAX_PAGES = 500;

/** The class names an HTML page uses in its class attributes. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

const classesIn = (selector: string) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);

/** The rules of a stylesheet that can apply to a page using these classes, as CSS text. */
export function criticalRules(sheet: Root, classes: ReadonlySet<string>): string {
  const root = sheet.clone();
  root.walkRules((rule) => {
    const parent = rule.parent as AtRule | undefined;
    if (parent?.type === 'atrule' && /keyframes$/i.test(parent.name)) return;
    const kept = rule.selectors.filter((selector) => classesIn(selector).every((name) => classes.has(name)));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  // Blocks left empty (a media query whose rules all went) go too, innermost first.
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  root.raws.after = '';
  return root.toString();
}

/** The page with its critical rules inlined and its stylesheets linked for later; `null` when it is left as it is. */
export function inlineCritical(html: string, sheetOf: (href: string) => Root | null): string | null {
  const head = html.indexOf('</head>');
  if (head < 0) return null;
  const links = [...html.slice(0, head).matchAll(LINK)];
  if (links.length === 0) return null;
  const sheets = links.map((link) => sheetOf(link[1]!));
  if (sheets.some((sheet) => sheet === null)) return null;
  const classes = classesOf(html);
  const css = sheets.map((sheet) => criticalRules(sheet!, classes)).join('');
  let out = '';
  let at = 0;
  links.forEach((link, index) => {
    out += html.slice(at, link.index);
    if (index === 0) out += `<style data-critical="">${css.replaceAll('</style', '<\\/style')}</style>`;
    out += `<link rel="stylesheet" href="${link[1]}" data-precedence="next" media="print" ${REST_ATTRIBUTE}=""/>`;
    at = link.index + link[0].length;
  });
  return out + html.slice(at);
}

/** Reads and parses `/_next/static/…css` from the build's static folder, once; null for anything else. */
export function staticSheets(staticDir: string): (href: string) => Root | null {
  const base = resolve(staticDir);
  const sheets = new Map<string, Root | null>();
  return (href) => {
    if (!sheets.has(href)) {
      const file = resolve(join(base, href.slice('/_next/static/'.length)));
      let sheet: Root | null = null;
      if (file.startsWith(base + sep)) {
        try {
          sheet = postcss.parse(readFileSync(file, 'utf8'));
        } catch {
          sheet = null;
        }
      }
      if (sheets.size > 200) sheets.clear();
      sheets.set(href, sheet);
    }
    return sheets.get(href)!;
  };
}

type End = (...args: unknown[]) => unknown;

export function criticalCss({ sheetOf }: { sheetOf: (href: string) => Root | null }): Step {
  /** Pages already rewritten, by ETag (one ETag is one body). */
  const pages = new Map<string, Buffer>();
  return (request, response, next) => {
    if (request.method !== 'GET') return next();
    const write = response.write;
    const end = response.end as unknown as End;
    let streamed = false;
    response.write = function streamedWrite(this: typeof response, ...args: unknown[]) {
      streamed = true;
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as typeof response.write;
    response.end = function criticalEnd(this: typeof response, ...args: unknown[]) {
      const [chunk] = args;
      const whole = !streamed && !response.headersSent && response.statusCode === 200 && (typeof chunk === 'string' || Buffer.isBuffer(chunk));
      if (!whole || !String(response.getHeader('content-type') ?? '').startsWith('text/html')) return end.apply(this, args);
      const etag = response.getHeader('etag');
      const key = typeof etag === 'string' ? etag : undefined;
      let page = key === undefined ? undefined : pages.get(key);
      if (!page) {
        const rewritten = inlineCritical(typeof chunk === 'string' ? chunk : chunk.toString('utf8'), sheetOf);
        if (rewritten === null) return end.apply(this, args);
        page = Buffer.from(rewritten);
        if (key !== undefined) {
          pages.set(key, page);
          if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
        }
      }
      if (response.hasHeader('content-length')) response.setHeader('content-length', page.length);
      const callback = args.find((arg) => typeof arg === 'function');
      return end.call(this, page, callback);
    } as typeof response.end;
    next();
  };
}
