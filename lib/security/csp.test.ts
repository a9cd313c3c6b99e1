import { createHash } from 'node:crypto';

import fc from 'fast-check';

import {
  forPage,
  inlineScriptHashes,
  isOwnScript,
  scriptHashSource,
  TRUSTED_TYPES_POLICY_HASH,
  withInlineScriptSources,
} from './csp';
import { TRUSTED_TYPES_POLICY } from './trusted-types';

/** What Next does to the JSON it writes into a script (next/dist/server/htmlescape). */
const htmlEscape = (json: string) =>
  json.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const flightPush = (value: unknown) => `self.__next_f.push(${htmlEscape(JSON.stringify(value))})`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["/_next/static/chunks/a.js"],"runtimeModuleIds":[94553]});';
const DATA = flightPush([
  1,
  '1:"$Sreact.fragment"\n2:I[1,["/_next/static/chunks/a.js"],"default"]\n3:["$","p",null,{"children":"</script><script>alert(1)</script> & ok"}]\n',
]);
const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script><script>${TRUSTED_TYPES_POLICY}</script></head><body><p>Meny</p>${scripts.join('')}</body></html>`;

describe("the hashes of a page's inline scripts", () => {
  test("each of the app's and Next's inline scripts, hashed as the browser hashes its text, once each", () => {
    const html = page(
      `<script type="application/ld+json">{"@context":"https://schema.org"}</script>`,
      `<script id="_R_">${TURBOPACK}</script>`,
      `<script>${BOOTSTRAP}</script>`,
      `<script nonce="abc">${DATA}</script>`,
      `<script>${DATA}</script>`,
    );
    expect(inlineScriptHashes(html)).toEqual([
      sha256(TRUSTED_TYPES_POLICY),
      sha256(TURBOPACK),
      sha256(BOOTSTRAP),
      sha256(DATA),
    ]);
    expect(TRUSTED_TYPES_POLICY_HASH).toBe(sha256(TRUSTED_TYPES_POLICY));
  });

  test('text outside the ASCII range is hashed as its UTF-8 bytes', () => {
    const text = flightPush([1, 'Välkommen – Добро пожаловать 🍔']);
    expect(scriptHashSource(text)).toBe(
      `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`,
    );
  });

  test('an inline script that is not one of Next’s is never hashed, so it never runs', () => {
    const injected = [
      'alert(1)',
      'self.__next_f.push([1,"a"]);alert(1);self.__next_f.push([1,"b"])',
      'self.__next_f.push([1,"a\\"])', // the backslash escapes the closing quote: the string runs on
      'self.__next_f.push([1,"a\\\\"]);alert(1)//"])',
      'self.__next_f.push(alert(1))',
      'self.__next_f.push([alert(1)])',
      `${BOOTSTRAP};alert(1)`,
      `${BOOTSTRAP};self.__next_f.push([2,alert(1)])`,
      TURBOPACK.replace(/;$/, ';alert(1);'),
      '(globalThis[alert(1)] || (globalThis[alert(1)] = [])).push({});',
      '',
    ];
    for (const text of injected) expect([text, isOwnScript(text)]).toEqual([text, false]);
    expect(inlineScriptHashes(page(...injected.map((text) => `<script>${text}</script>`)))).toEqual([
      TRUSTED_TYPES_POLICY_HASH,
    ]);
    expect(isOwnScript(`${TRUSTED_TYPES_POLICY};alert(1)`)).toBe(false);
  });

  test("Next's other flight scripts are its own: binary data, and the bootstrap with a form's state", () => {
    expect(isOwnScript(flightPush([3, 'AAECAw==']))).toBe(true);
    expect(isOwnScript(`${BOOTSTRAP};${flightPush([2, ['$ACTION', { ok: true }]])}`)).toBe(true);
    expect(
      isOwnScript(
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});\n(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"b":2});',
      ),
    ).toBe(true);
  });

  test('flight data of any text is recognised', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => isOwnScript(flightPush([1, text]))));
  });

  test('whatever a recognised flight script says, running it only hands one string to self.__next_f', () => {
    const piece = fc.constantFrom('"', '\\', 'a', ']', ')', ';', ',', '[', '1', 'globalThis.hit=1', '//', '\n');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = `self.__next_f.push([1,"${pieces.join('')}"])`;
        if (!isOwnScript(text)) return true;
        const pushed: unknown[] = [];
        let run: (self: unknown) => void;
        try {
          run = new Function('self', text) as typeof run;
        } catch {
          return true; // it does not parse, so it does nothing at all
        }
        run({ __next_f: { push: (...args: unknown[]) => pushed.push(args) } });
        const [[entry]] = pushed as [[[number, unknown]]];
        return pushed.length === 1 && entry[0] === 1 && typeof entry[1] === 'string' && !('hit' in globalThis);
      }),
    );
  });
});

describe('the policy with the inline scripts it allows', () => {
  const STATIC =
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";

  test("the hashes replace 'unsafe-inline' in script-src; styles keep theirs", () => {
    expect(withInlineScriptSources(STATIC, ["'sha256-a='", "'sha256-b='"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a=' 'sha256-b='; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
  });

  test('with nothing to allow, no inline script runs', () => {
    expect(withInlineScriptSources(STATIC, [])).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
  });

  test('a policy without inline scripts to replace stays as it is', () => {
    expect(withInlineScriptSources("default-src 'none'; sandbox", ["'sha256-a='"])).toBe("default-src 'none'; sandbox");
    expect(withInlineScriptSources("script-src 'nonce-x' 'strict-dynamic'", ["'sha256-a='"])).toBe(
      "script-src 'nonce-x' 'strict-dynamic'",
    );
  });
});

describe('Trusted Types on a whole page', () => {
  const ENFORCED = "default-src 'self'; script-src 'self' 'unsafe-inline'; require-trusted-types-for 'script'; trusted-types default";

  test('a page with the layout\'s policy script keeps them enforced', () => {
    expect(forPage(ENFORCED, `<html><head><script>${TRUSTED_TYPES_POLICY}</script></head></html>`)).toBe(ENFORCED);
  });

  test("Next's fallback document for an early error (no layout, so no policy script) is not held to them", () => {
    const fallback = '<!DOCTYPE html><html id="__next_error__"><head><script src="/_next/static/chunks/a.js" async=""></script></head><body></body></html>';
    expect(forPage(ENFORCED, fallback)).toBe("default-src 'self'; script-src 'self' 'unsafe-inline'");
  });
});
