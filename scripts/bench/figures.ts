// Pure helpers of the bench: how samples become one figure, what a page's HTML carries, and how
// the generated sections of docs/performance.md are replaced. Plain TypeScript that node runs as it is.

/** The middle value (the mean of the two middle values for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type EventTimingSample = { name: string; interactionId: number; duration: number };

/**
 * The latency of a tap as INP counts it: the longest event of any interaction among the entries
 * (pointerdown, pointerup and click of one tap share an interaction id). Events without an
 * interaction id (pointermove, mouseover…) do not count. 0 when no entry reached the observer's
 * 16 ms threshold, i.e. the tap was answered within one frame.
 */
export function tapLatency(entries: readonly EventTimingSample[]): number {
  return entries.filter((e) => e.interactionId > 0).reduce((max, e) => Math.max(max, e.duration), 0);
}

export type HtmlFigures = { bytes: number; inlineCssBytes: number; jsonLdScripts: number; jsonLdCopies: number; jsonLdBytes: number };

/**
 * A page's inline CSS, with its tags: every <style> element (the stylesheets Next inlines into
 * the head, `experimental.inlineCss` in next.config.ts, and the restaurant's design stylesheet).
 * The RSC payload carries the same CSS once more, so a page's CSS costs its HTML about twice this.
 */
export const inlineCss = (html: string): string => html.match(/<style\b[^>]*>[\s\S]*?<\/style>/g)?.join('') ?? '';

/** The JSON-LD script elements of a page, whole, and the text of each. */
const jsonLdElements = (html: string) => [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([element, text]) => ({ element, text: text! }));

/** A string as it stands between the quotes of `self.__next_f.push([1,"…"])`: JSON-escaped, with `<`, `>`, `&` and the line separators as \u escapes. */
const inPushString = (text: string): string =>
  JSON.stringify(text)
    .slice(1, -1)
    .replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * A JSON-LD script's text as the page's RSC payload carries it once more. A long text goes as a
 * text row of its own (`4b:T396c,{…}`): the text itself, escaped once for the push string. A
 * short one stays inside the script element's props, which are JSON: escaped twice.
 */
export const payloadCopies = (text: string): string[] => [inPushString(text), inPushString(JSON.stringify(text).slice(1, -1))];

/** UTF-8 bytes of every JSON-LD script in a page, and of each copy of its text in the RSC payload. */
function jsonLdBytes(html: string): number {
  return jsonLdElements(html).reduce((sum, { element, text }) => {
    // The element's own text holds no escapes to find; a copy is searched for outside it.
    const rest = html.replace(element, '');
    const copied = payloadCopies(text).reduce((bytes, copy) => bytes + (copy ? (rest.split(copy).length - 1) * Buffer.byteLength(copy, 'utf8') : 0), 0);
    return sum + Buffer.byteLength(element, 'utf8') + copied;
  }, 0);
}

/**
 * What a page's HTML costs: its UTF-8 size, of which its inline CSS (<style> elements), its
 * JSON-LD scripts, how often a JSON-LD document is in it at all (`"@context"`, escaped
 * or not: the script and its copy in the RSC payload), and the bytes of both.
 */
export function htmlFigures(html: string): HtmlFigures {
  return {
    bytes: Buffer.byteLength(html, 'utf8'),
    inlineCssBytes: Buffer.byteLength(inlineCss(html), 'utf8'),
    jsonLdScripts: html.match(/<script[^>]*type="application\/ld\+json"/g)?.length ?? 0,
    jsonLdCopies: html.match(/\\*"@context\\*"/g)?.length ?? 0,
    jsonLdBytes: jsonLdBytes(html),
  };
}

/** The file the bench writes its figures into, from the repository's root. */
export const REPORT_FILE = 'docs/performance.md';

/** The sections of REPORT_FILE the bench owns, by marker name: the figures and the Observatory scan. */
export const REPORT_SECTIONS = ['bench', 'bench-observatory'] as const;

export const markers = (name: string) => ({ start: `<!-- ${name}:start -->`, end: `<!-- ${name}:end -->` });

/**
 * The text with the lines between a line `<!-- name:start -->` and a line `<!-- name:end -->`
 * replaced by `content` (marker lines kept, one blank line inside each). A marker quoted within
 * a line of prose is not one. Throws unless each marker line is there exactly once, start before
 * end, so a run never writes into the wrong place.
 */
export function replaceSection(text: string, name: string, content: string): string {
  const { start, end } = markers(name);
  const lines = text.split('\n');
  const find = (marker: string) => {
    const at = lines.flatMap((line, index) => (line.trim() === marker ? [index] : []));
    if (at.length !== 1) throw new Error(`expected a line ${marker} once, found ${at.length}`);
    return at[0]!;
  };
  const from = find(start);
  const to = find(end);
  if (to < from) throw new Error(`${end} comes before ${start}`);
  return [...lines.slice(0, from + 1), '', content.trim(), '', ...lines.slice(to)].join('\n');
}
