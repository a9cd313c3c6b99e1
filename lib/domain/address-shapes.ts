// The shapes of the ids and names the app writes into its page addresses. A segment of another
// shape names no page, so it is answered by the not-found page before any page renders (proxy.ts
// through lib/routes.ts) and is never given a page's nonce (lib/security/per-request-pages.ts).
// Plain erasable TypeScript without imports: the server imports it as it is. proxy.ts's matcher
// must be a literal and repeats these; proxy.test.ts checks that it agrees.

/** A shop id: a positive 32-bit integer in plain digits (lib/http/params.ts parses the same). */
export const SHOP_ID = String.raw`\d{1,10}`;
/** An order or payment id: plain characters, a number included, as a restaurant's API may write it (SPEC.md names no shape). */
export const ORDER_ID = String.raw`[A-Za-z0-9_-]{1,64}`;
/** The longest segment an address of the app has (a category or article name, percent-encoded). */
export const MAX_SEGMENT_LENGTH = 200;
/** The most segments an address of the app has (a language, a shop, its menu, nested categories, an article, a line). */
export const MAX_SEGMENTS = 16;

const whole = (shape: string) => new RegExp(`^(?:${shape})$`);
export const isShopId = (value: string) => whole(SHOP_ID).test(value);
export const isOrderId = (value: string) => whole(ORDER_ID).test(value);
