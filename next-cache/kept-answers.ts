// Which answers Next's page cache may keep, whichever store holds it (page-cache.ts on one
// instance, Redis through cache-handler.mjs on several). Plain erasable TypeScript: both
// import it as it is.
//
// A not-found answer is kept only at a not-found page's own address: the language's not-found
// page (`/{segment}/page-not-found`, lib/routes.ts NOT_FOUND_PAGE, which the proxy answers every
// address that names no page with) and Next's own (`/_not-found`). Under any other address it
// answered for something that does not exist (a shop, category or article the menu does not
// have), and such addresses are as many as anyone cares to send: kept, they would fill the disk
// and push the real pages out. Such an answer is rendered again when asked for again.
//
// The steps of one guest's order line, editing a basket line (`…/articles/{code}/{lineId}`) and
// the suggestions after adding (`…/articles/{code}/suggested`), are never kept either: a line id
// is the guest's own and any string, so kept they would be one entry per line anyone invents.
// Nor is a redirect (an article asked for under another category path answers 308 to its own
// address): the address it answers is whatever anyone wrote.
//
// What an unkept answer still costs: Next remembers the revalidation time of every answer it
// hands to the cache, kept or not, in a map of its own process, and no public interface lets a
// cache handler drop that entry. So each unique unkept address holds a few hundred bytes until
// the process restarts (210 to 460 bytes measured, by the address's length: 2 to 4.5 MB for
// 10,000), instead of a page on disk and in memory (docs/architecture.md, "Next's cache").

/**
 * A language segment of a cache key: a language URL's (`en`) or a negotiated one's (`_en`, with
 * the `_?` before it). Written out, as this folder imports nothing from the app; a test holds it
 * to the app's list (lib/domain/locale/locale.ts LOCALES).
 */
export const CACHE_KEY_LANGUAGES = '(?:sv|fi|en|ru|no)';

/** The end of a cache key of a not-found page (Next's keys end with the page's path). */
const NOT_FOUND_PAGE_KEY = new RegExp(`/(?:_not-found|_?${CACHE_KEY_LANGUAGES}/page-not-found)$`);
/** The end of a cache key of an article's step page: a segment after `/articles/{code}`. */
const ORDER_STEP_KEY = new RegExp(`/_?${CACHE_KEY_LANGUAGES}/shop/[^/]+/menu/(?:[^/]+/)*articles/[^/]+/[^/]+$`);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type Value = { kind?: unknown; status?: unknown } | null | undefined;

/** Whether the answer `value` may be kept under `key`. */
export function keepsAnswer(key: string, value: Value): boolean {
  if (value === null || value === undefined) return false;
  if (value.kind !== 'APP_PAGE') return true;
  if (ORDER_STEP_KEY.test(key) || REDIRECTS.has(Number(value.status))) return false;
  return value.status !== 404 || NOT_FOUND_PAGE_KEY.test(key);
}
