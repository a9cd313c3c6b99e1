/**
 * The page's stylesheets come inline (`experimental.inlineCss`): Next writes each route's CSS
 * files as one `<style data-href="/_next/static/chunks/a.css /_next/static/chunks/b.css">`.
 * Turbopack's chunk loader knows a stylesheet as present only by a `<link rel="stylesheet">` with
 * its address, so a chunk loaded after hydration (the basket panel, the layout's effects) that
 * shares one of those files fetched it again and applied it a second time: a request and a
 * style recalculation of the whole page on every first load.
 *
 * For each inlined file this adds a disabled `<link rel="stylesheet">` with its address. A
 * disabled stylesheet link is neither fetched nor applied; the loader (and React, which looks
 * for the same selector) finds it and knows the rules are on the page. A page reached in the
 * browser brings its own inline stylesheets into the head: `watchInlinedStylesheets` marks those too.
 */
export function markInlinedStylesheets(doc: Document): void {
  const present = new Set(Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.getAttribute('href')));
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    for (const href of (style.dataset.href ?? '').split(' ')) {
      if (!href.endsWith('.css') || present.has(href)) continue;
      present.add(href);
      const link = doc.createElement('link');
      // Disabled before it has an address or a place in the document, so it is never requested.
      link.disabled = true;
      link.rel = 'stylesheet';
      link.setAttribute('href', href);
      doc.head.append(link);
    }
  }
}

/** Marks the inline stylesheets in the head now and each one React adds to it later. */
export function watchInlinedStylesheets(doc: Document): void {
  markInlinedStylesheets(doc);
  new MutationObserver(() => markInlinedStylesheets(doc)).observe(doc.head, { childList: true });
}
