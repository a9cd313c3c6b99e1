/**
 * JSON-LD goes into the server's HTML once. A server component's output also travels in the
 * page's RSC payload for hydration, which would send a menu's 15 kB of structured data twice
 * (script and payload). So the server component hands the document to the HTML renderer of the
 * same request through this process-wide relay and puts only a slot id in the payload; the
 * client component renders the document from the relay during server rendering, and the
 * browser keeps what the HTML carried (hydration leaves a script's content as it is).
 * RSC and HTML rendering of a request run in one process; entries are read within the same
 * render, so they live a minute at most (a render whose HTML is never made, such as a client
 * navigation, leaves its entry to expire).
 */
type Entry = { html: string; at: number };

const KEY = Symbol.for('ordering.jsonLdRelay');
const LIFETIME_MS = 60_000;
const MAX_ENTRIES = 1000;

function entries(): Map<string, Entry> {
  const holder = globalThis as typeof globalThis & { [KEY]?: Map<string, Entry> };
  return (holder[KEY] ??= new Map());
}

/** Stores a rendered JSON-LD document for this request's HTML; returns its slot id. */
export function relayJsonLd(html: string, now = Date.now()): string {
  const map = entries();
  for (const [id, entry] of map) {
    if (now - entry.at < LIFETIME_MS && map.size < MAX_ENTRIES) break; // oldest first: the rest are newer
    map.delete(id);
  }
  const id = crypto.randomUUID();
  map.set(id, { html, at: now });
  return id;
}

/** The document of a slot, while the server renders the HTML; undefined in the browser. */
export function relayedJsonLd(id: string): string | undefined {
  return typeof window === 'undefined' ? entries().get(id)?.html : undefined;
}
