// Headers as Next leaves them, tidied before they go:
// - Next copies its internal x-middleware-rewrite header (where the proxy rewrote a plain URL to,
//   e.g. /_sv/shop/1) onto the response; nothing in the browser reads it, so it never leaves;
// - a page that redirects while Next regenerates it (an article asked for under another category
//   path) is sent with its Location twice; a client may read the two as one broken address
//   ("a, a"), so one goes.
import { onResponse, type Step } from '../pipeline.ts';

export const INTERNAL_HEADERS = ['x-middleware-rewrite'] as const;

/** The one Location of a redirect, when Next named it more than once (the same address each time). */
function oneLocation(value: unknown): unknown {
  if (!Array.isArray(value) || value.length < 2) return value;
  return value.every((entry) => entry === value[0]) ? value[0] : value;
}

export const internalHeaders: Step = (_request, response, next) => {
  onResponse(response, {
    writeHead: (_status, given) => {
      for (const name of INTERNAL_HEADERS) response.removeHeader(name);
      const location = response.getHeader('location');
      if (Array.isArray(location)) response.setHeader('location', oneLocation(location) as string | string[]);
      if (given && typeof given === 'object' && !Array.isArray(given)) {
        const headers = given as Record<string, unknown>;
        for (const name of Object.keys(headers)) if (name.toLowerCase() === 'location') headers[name] = oneLocation(headers[name]);
      }
    },
  });
  next();
};
