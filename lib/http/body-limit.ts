// The largest body any route takes: a full basket (100 lines with choices) fits many times over.
// One number for both places that refuse a larger one: the server's first step, before Next reads
// a byte (server/steps/body-limits.ts), and every route's body reader (lib/http/json-body.ts).
// Plain erasable TypeScript with no imports: the server imports it as it is.
export const MAX_BODY_BYTES = 64_000;
