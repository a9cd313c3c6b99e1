/** The JSON-LD block as the server writes it into a page, read back by an HTML parser as a crawler would. */
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';

import { JsonLd } from './json-ld';

const HOSTILE = '</script><script>alert(1)</script><!--';
const data = {
  '@context': 'https://schema.org',
  '@type': 'Restaurant',
  name: `Nordic ${HOSTILE} Burger`,
  hasMenu: { '@type': 'Menu', name: `Meny ${HOSTILE}`, hasMenuItem: [{ '@type': 'MenuItem', name: '<b>Fries</b> & "dip"' }] },
};

const parsed = (html: string) => new JSDOM(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).window.document;

test('a name containing </script> stays inside the one data block: nothing else is made of it', () => {
  const document = parsed(renderToStaticMarkup(<JsonLd data={data} />));
  expect(document.body.children).toHaveLength(1);
  const [script] = [...document.querySelectorAll('script')];
  expect(document.querySelectorAll('script')).toHaveLength(1);
  expect(script!.type).toBe('application/ld+json');
  // The crawler reads the names as the restaurant wrote them.
  expect(JSON.parse(script!.textContent!)).toEqual(data);
});

test('the block carries no "<" at all, so no text from the menu can end it', () => {
  const html = renderToStaticMarkup(<JsonLd data={data} />);
  const text = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)?.[1];
  expect(text).toBeDefined();
  expect(text).not.toContain('<');
  expect(text).toContain(String.raw`\u003c/script>`);
});
