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

export type HtmlFigures = { bytes: number; criticalCssBytes: number; jsonLdScripts: number; jsonLdCopies: number };

/** The stylesheet rules the server inlined into a page (server/steps/critical-css.ts), with their tag. */
export const inlinedCss = (html: string): string => html.match(/<style data-critical="">[\s\S]*?<\/style>/)?.[0] ?? '';

/**
 * What a page's HTML costs: its UTF-8 size, of which the stylesheet rules inlined for the first
 * paint, its JSON-LD scripts, and how often a JSON-LD
 * document is in it at all (`"@context"`, escaped or not: the script and any copy in the
 * RSC payload).
 */
export function htmlFigures(html: string): HtmlFigures {
  return {
    bytes: Buffer.byteLength(html, 'utf8'),
    criticalCssBytes: Buffer.byteLength(inlinedCss(html), 'utf8'),
    jsonLdScripts: html.match(/<script[^>]*type="application\/ld\+json"/g)?.length ?? 0,
    jsonLdCopies: html.match(/\\*"@context\\*"/g)?.length ?? 0,
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
