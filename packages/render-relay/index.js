// One store per request, shared by the server entry (server/app.ts), which opens it around each
// request, and by both of Next's server layers: the server-component render, which relays a
// value, and the HTML render, which reads it back. Next bundles app code once per layer, so a
// module of the app would exist twice; this package is external to the bundles
// (serverExternalPackages in next.config.ts), so Node loads it once and all three share it.
import { AsyncLocalStorage } from 'node:async_hooks';

const requests = new AsyncLocalStorage();

/** Runs `fn` (the handling of one request) with a store of its own. */
export function withRenderRelay(fn) {
  return requests.run(new Map(), fn);
}

/** Keeps `value` for this request's HTML render; its slot id, or undefined outside a request's store. */
export function relay(value) {
  const store = requests.getStore();
  if (!store) return undefined;
  const id = `r${store.size + 1}`;
  store.set(id, value);
  return id;
}

/** The value of a slot during this request's render; undefined when there is none. */
export function relayed(id) {
  return requests.getStore()?.get(id);
}
