import { TRUSTED_TYPES_POLICY } from './trusted-types';

type Policy = { createHTML: (html: string) => string | null; createScriptURL: (url: string) => string | null };

/** The policy the script creates in a page at `pageUrl`, as a browser with Trusted Types runs it. */
function policyOf(pageUrl: string): Policy {
  const created: Record<string, Policy> = {};
  const trustedTypes = { createPolicy: (name: string, rules: Policy) => (created[name] = rules) };
  const { origin } = new URL(pageUrl);
  new Function('window', 'trustedTypes', 'document', 'location', TRUSTED_TYPES_POLICY)(
    { trustedTypes },
    trustedTypes,
    { baseURI: pageUrl },
    { origin },
  );
  return created.default!;
}

const policy = policyOf('https://order.example.com/sv/shop/1/menu');

test('HTML from a string may carry no markup, but for the empty script element React makes scripts from', () => {
  for (const html of [
    '{"@context":"https://schema.org","name":"Nordic \\u003cBurger\\u003e"}',
    ':root{--brand:#b3261e}.a>.b{color:red}',
    '<script></script>',
  ]) {
    expect(policy.createHTML(html)).toBe(html);
  }
  for (const html of ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', 'text<svg onload=alert(1)>'])
    expect(policy.createHTML(html)).toBeNull();
});

test("scripts load only from the page's own origin", () => {
  for (const url of ['/_next/static/chunks/a.js', 'https://order.example.com/sw.js', '/sw.js'])
    expect(policy.createScriptURL(url)).toBe(url);
  for (const url of [
    'https://evil.example/x.js',
    '//evil.example/x.js',
    'data:text/javascript,alert(1)',
    'javascript:alert(1)',
  ])
    expect(policy.createScriptURL(url)).toBeNull();
});

test('the script can stand inline: no `<` in it for an HTML parser to read as a tag', () => {
  expect(TRUSTED_TYPES_POLICY).not.toContain('<');
});

test('a browser without Trusted Types skips the script', () => {
  expect(() => new Function('window', TRUSTED_TYPES_POLICY)({})).not.toThrow();
});
