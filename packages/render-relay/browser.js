// In the browser nothing is relayed: what the server's HTML carried stays as it is.
export function withRenderRelay(fn) {
  return fn();
}
export function relay() {
  return undefined;
}
export function relayed() {
  return undefined;
}
