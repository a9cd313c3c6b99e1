// The page's script policy without 'unsafe-inline': pure, so a test can check it
// (lib/security/csp.test.ts). Plain erasable TypeScript: the server's script-policy step
// (server/steps/script-policy.ts) imports it as it is (Node strips the types).
import { createHash } from 'node:crypto';

import { TRUSTED_TYPES_POLICY } from './trusted-types.ts';

const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = 'self.__next_f.push(';
/** `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({…});`, one line per chunk group. */
const TURBOPACK_BOOTSTRAP = /^\(globalThis\[("[A-Za-z0-9_$]+")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\((.*)\);$/;

/** True when `text` is JSON (Next escapes <, > and & inside its strings, which JSON reads back). */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** True when the character at `at` follows an odd run of backslashes: it is escaped. */
function isEscaped(text: string, at: number): boolean {
  let backslashes = 0;
  while (at - backslashes > 0 && text.charCodeAt(at - backslashes - 1) === 92) backslashes += 1;
  return backslashes % 2 === 1;
}

/**
 * True when `body` (what stands between the quotes of a string literal) cannot end the string
 * early: every quote in it is escaped, and it does not end by escaping the closing quote.
 * Cheaper than JSON.parse on the ~100 kB a page's flight data may carry.
 */
function isStringBody(body: string): boolean {
  for (let quote = body.indexOf('"'); quote >= 0; quote = body.indexOf('"', quote + 1)) {
    if (!isEscaped(body, quote)) return false;
  }
  return !isEscaped(body, body.length);
}

/** `[1,"…"]` (flight data) or `[3,"…"]` (binary flight data in base64), else any JSON array (form state). */
function isFlightArgument(argument: string): boolean {
  if ((argument.startsWith('[1,"') || argument.startsWith('[3,"')) && argument.endsWith('"]'))
    return isStringBody(argument.slice(4, -2));
  return argument.startsWith('[') && isJson(argument);
}

/**
 * True for the inline scripts the app and Next write into a page, recognised by their whole
 * text: the app's Trusted Types policy, Next's flight data (`self.__next_f.push([1,"…"])`, which
 * only hands React a string) and its bootstraps (the flight array, Turbopack's list of chunks).
 * Anything else inline, such as a script that injected markup smuggled into the HTML, is not:
 * its hash is never sent, so it never runs.
 */
export function isOwnScript(text: string): boolean {
  if (text === TRUSTED_TYPES_POLICY) return true;
  if (text.startsWith(FLIGHT_PUSH) && text.endsWith(')')) return isFlightArgument(text.slice(FLIGHT_PUSH.length, -1));
  if (text.startsWith(FLIGHT_BOOTSTRAP)) {
    const rest = text.slice(FLIGHT_BOOTSTRAP.length);
    return (
      rest === '' ||
      (rest.startsWith(`;${FLIGHT_PUSH}`) &&
        rest.endsWith(')') &&
        isFlightArgument(rest.slice(FLIGHT_PUSH.length + 1, -1)))
    );
  }
  return text !== '' && text.split('\n').every((line) => isJson(line.match(TURBOPACK_BOOTSTRAP)?.[2] ?? ''));
}

/** The CSP source that lets exactly this inline script run: the SHA-256 of its UTF-8 text. */
export const scriptHashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The layout's Trusted Types policy, which carries no nonce where the rest of a streamed page does. */
export const TRUSTED_TYPES_POLICY_HASH = scriptHashSource(TRUSTED_TYPES_POLICY);

/** `type`s of script elements that hold data a browser never runs (JSON-LD, templates). */
const DATA_BLOCK = /\btype="(application\/(ld\+)?json|text\/x-[a-z-]+)"/;

/**
 * Each inline script element of an HTML document that a browser runs: its start tag and its
 * text, in order. The text of a script is what stands between `<script …>` and `</script>` (Next
 * writes the tags in lower case and escapes `<` inside its scripts); a script with a `src` has no
 * text and is not listed, nor are JSON-LD and other data blocks.
 */
export function inlineScriptElements(html: string): Array<{ tag: string; text: string }> {
  const elements: Array<{ tag: string; text: string }> = [];
  for (let open = html.indexOf('<script'); open >= 0;) {
    const text = html.indexOf('>', open) + 1;
    const close = text > 0 ? html.indexOf('</script>', text) : -1;
    if (close < 0) break;
    const tag = html.slice(open, text);
    const script = html.slice(text, close);
    if (script !== '' && !DATA_BLOCK.test(tag)) elements.push({ tag, text: script });
    open = html.indexOf('<script', close + 9);
  }
  return elements;
}

/**
 * The inline scripts of an HTML document: the texts of the app's and Next's own (each once, in
 * order) and how many others there are (inlineScriptElements says which elements count).
 */
export function inlineScripts(html: string): { own: string[]; foreign: number } {
  const own = new Set<string>();
  let foreign = 0;
  for (const { text } of inlineScriptElements(html)) {
    if (isOwnScript(text)) own.add(text);
    else foreign += 1;
  }
  return { own: [...own], foreign };
}

/** The hash sources of the app's and Next's inline scripts in an HTML document, each once, in order. */
export const inlineScriptHashes = (html: string): string[] => inlineScripts(html).own.map(scriptHashSource);

/**
 * The policy with `sources` (hashes or a nonce) in place of 'unsafe-inline' in script-src: a
 * browser then runs only the inline scripts they name. A policy whose script-src has no
 * 'unsafe-inline' (or that has no script-src) is already as strict and stays as it is.
 */
export function withInlineScriptSources(policy: string, sources: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) => {
      const tokens = directive.trim().split(/\s+/);
      if (tokens[0]?.toLowerCase() !== 'script-src' || !tokens.includes("'unsafe-inline'")) return directive.trim();
      return [...tokens.filter((token) => token !== "'unsafe-inline'"), ...sources].join(' ');
    })
    .filter(Boolean)
    .join('; ');
}

/** The directives that make the browser enforce Trusted Types (next.config.ts adds them in production). */
const TRUSTED_TYPES_DIRECTIVES = ['require-trusted-types-for', 'trusted-types'];

/**
 * The policy for a whole page: Trusted Types stay enforced only where the page carries the
 * layout's policy script. Next's fallback document for an error before the layout rendered
 * (`<html id="__next_error__">`, where the browser renders the error page) has no such script,
 * and enforcing there would block the chunk loads that show the guest the error page.
 */
export function forPage(policy: string, html: string): string {
  if (html.includes(TRUSTED_TYPES_POLICY)) return policy;
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !TRUSTED_TYPES_DIRECTIVES.includes(directive.split(/\s+/, 1)[0]!.toLowerCase()))
    .join('; ');
}
