// Compression of what leaves, brotli or gzip as the browser prefers (the `compression` package:
// negotiation, Vary: Accept-Encoding, streaming with flush). Next's own compression is off
// (`compress: false` in next.config.ts): it sits inside Next, where the script policy could not
// read the page before it is compressed. Brotli at quality 4, the package's default for
// answers made per request: about gzip's speed, a smaller body.
import compression from 'compression';

import type { Request, Response, Step } from '../pipeline.ts';

export function compress(): Step {
  const middleware = compression({ threshold: 1024 }) as unknown as (request: Request, response: Response, next: () => void) => void;
  return (request, response, next) => middleware(request, response, next);
}
