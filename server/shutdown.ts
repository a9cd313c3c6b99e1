// Graceful shutdown: stop accepting connections, let the requests in flight finish (their
// connections close after their answer instead of waiting for another), and close whatever is
// left once the bound has passed. Resolves with how many requests were still open at the end.
import type { Server } from 'node:http';

export function trackRequests(server: Server): { inFlight: () => number; drained: () => Promise<void>; closing: () => boolean } {
  let open = 0;
  let closing = false;
  let waiters: Array<() => void> = [];
  // Before the app's own handler: a step may answer at once (a cached answer), and a header set
  // after that would throw inside Node's parser and turn the answer into a bare 400.
  server.prependListener('request', (_request, response) => {
    open += 1;
    if (closing && !response.headersSent) response.setHeader('connection', 'close');
    response.once('close', () => {
      open -= 1;
      if (open === 0) {
        waiters.forEach((resolve) => resolve());
        waiters = [];
      }
    });
  });
  return {
    inFlight: () => open,
    closing: () => closing,
    drained: () => {
      closing = true;
      return open === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
  };
}

export async function shutDown(server: Server, tracker: ReturnType<typeof trackRequests>, timeoutMs: number): Promise<number> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  await Promise.race([tracker.drained(), late]);
  clearTimeout(timer);
  const left = tracker.inFlight();
  server.closeAllConnections();
  await closed;
  return left;
}
