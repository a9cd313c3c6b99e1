/**
 * Runs `work` once the browser has nothing more urgent to do (at the latest after `timeout` ms);
 * returns a cancel function. Browsers without requestIdleCallback wait a short moment instead.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}
