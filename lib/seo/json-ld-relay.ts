/**
 * JSON-LD goes into the server's HTML once. A server component's output also travels in the
 * page's RSC payload for hydration, which would send a menu's 15 kB of structured data twice
 * (script and payload). So the server component hands the document to the HTML render of the
 * same request and puts only a slot id in the payload; the client component fills the script
 * from that slot during server rendering, and the browser keeps what the HTML carried (hydration
 * leaves a script's content as it is).
 * The hand-over is a store the server entry opens for each request (@ordering/render-relay,
 * opened in server/app.ts): it dies with the request. Without one (a render outside the server
 * entry), the document is written into the page directly and travels twice.
 */
export { relayed as relayedJsonLd, relay as relayJsonLd } from '@ordering/render-relay';
