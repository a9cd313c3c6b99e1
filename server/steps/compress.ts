// Compression of what leaves, brotli or gzip as the browser prefers (the `compression` package:
// negotiation, Vary: Accept-Encoding, streaming with flush). Next's own compression is off
// (`compress: false` in next.config.ts): it sits inside Next, where the script policy could not
// read the page before it is compressed. Brotli at quality 4, the package's default for
// answers made per request: about gzip's speed, a smaller body.
import compression from 'compression';

import type { Request, Response, Step } from '../pipeline.ts';

/**
 * An event stream is never compressed: the package would hold each event in the compressor until
 * a flush nobody calls, and a table's phones would see a change only when the buffer filled.
 */
const isEventStream = (response: Response) => /^text\/event-stream\b/i.test(String(response.getHeader('content-type') ?? ''));

export function compress(): Step {
  const middleware = compression({
    threshold: 1024,
    filter: (request, response) => !isEventStream(response as unknown as Response) && compression.filter(request, response),
  }) as unknown as (request: Request, response: Response, next: () => void) => void;
  return (request, response, next) => middleware(request, response, next);
}
