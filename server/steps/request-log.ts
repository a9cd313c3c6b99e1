// One JSON line per request when its answer has gone (or the client left): time, method, path
// with the names of its query parameters but never their values, status, milliseconds and the
// request id. The id is the one a load balancer sent (when it is plain and short), else a new
// one; it goes on to Next (the API routes log and answer with it) and back on the answer.
import { randomUUID } from 'node:crypto';

import type { Request, Step } from '../pipeline.ts';

const SAFE_REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/** `/shop/1/menu?table=3&qr=x` → `/shop/1/menu?table=&qr=`: where, never what the guest sent. */
export function loggedPath(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).slice(0, 300);
  if (at < 0) return path;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .slice(0, 20)
    .map((pair) => `${pair.split('=')[0]!.slice(0, 40)}=`);
  return `${path}?${names.join('&')}`;
}

export function requestIdOf(request: Request): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function requestLog(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Step {
  return (request, response, next) => {
    const started = performance.now();
    const id = requestIdOf(request);
    request.headers['x-request-id'] = id;
    response.setHeader('x-request-id', id);
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          method: request.method,
          path: loggedPath(request.url ?? '/'),
          status: response.writableFinished ? response.statusCode : 0,
          ms: Math.round((performance.now() - started) * 10) / 10,
          id,
        }),
      );
    };
    response.once('finish', log);
    response.once('close', log);
    next();
  };
}
