// Next copies its internal x-middleware-rewrite header (where the proxy rewrote a plain URL to,
// e.g. /_sv/shop/1) onto the response; nothing in the browser reads it, so it never leaves.
import { onResponse, type Step } from '../pipeline.ts';

export const INTERNAL_HEADERS = ['x-middleware-rewrite'] as const;

export const internalHeaders: Step = (_request, response, next) => {
  onResponse(response, {
    writeHead: () => {
      for (const name of INTERNAL_HEADERS) response.removeHeader(name);
    },
  });
  next();
};
