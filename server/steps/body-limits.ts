// Bodies are refused before Next reads them: pages take no writes (the app has no server
// actions; every write is an /api route), and no request may announce more than the largest
// body a route takes (lib/http/json-body.ts). Next would otherwise read such a body to its end
// for the proxy, however large; the connection closes instead of draining it. Over-long paths
// are refused too: no route of the app has a path near that long.
import { MAX_BODY_BYTES } from '../../lib/http/body-limit.ts';
import { pathOf, type Step } from '../pipeline.ts';
import { refuse } from './refuse.ts';

export { MAX_BODY_BYTES };
/** The longest path and query taken: a shop, a category path and an article code fit many times over. */
export const MAX_URL_LENGTH = 2048;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const bodyLimits: Step = (request, response, next) => {
  if ((request.url ?? '/').length > MAX_URL_LENGTH) return refuse(response, 414, 'BAD_REQUEST', { close: true });
  if (!READS.has(request.method ?? 'GET') && !pathOf(request).startsWith('/api/')) {
    return refuse(response, 405, 'METHOD_NOT_ALLOWED', { headers: { allow: 'GET, HEAD' }, close: true });
  }
  const length = Number(request.headers['content-length'] ?? 0);
  if (Number.isFinite(length) && length > MAX_BODY_BYTES) {
    return refuse(response, 413, 'PAYLOAD_TOO_LARGE', { details: { maxBytes: MAX_BODY_BYTES }, close: true });
  }
  next();
};
