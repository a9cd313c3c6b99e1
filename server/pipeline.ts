// The app's request pipeline: one ordered list of small steps in front of Next, each a function
// of the request, the response and the rest of the list. A step answers (and does not call
// `next`), or changes the exchange and calls `next` once. Steps that change what leaves (the
// answers cache, compression, the script policy) wrap the response's write methods: the later a
// step stands in the list, the nearer it is to Next, so its wrapper sees the body before the
// steps in front of it (the script policy reads the page before compression, the cache keeps
// what compression produced).
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Request = IncomingMessage;
export type Response = ServerResponse;
export type Step = (request: Request, response: Response, next: () => void) => void;
export type Handler = (request: Request, response: Response) => unknown;

/** A 500 without a body worth reading: what the guest sees when a step itself failed. */
function failed(response: Response, error: unknown) {
  console.error('[server] a pipeline step failed', error);
  if (response.headersSent) return void response.destroy();
  response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
  response.end('Internal Server Error');
}

/** The steps in order, then `last` (Next's request handler). */
export function pipeline(steps: readonly Step[], last: Handler): (request: Request, response: Response) => void {
  return (request, response) => {
    const run = (index: number) => {
      try {
        if (index === steps.length) {
          const result = last(request, response);
          if (result instanceof Promise) result.catch((error: unknown) => failed(response, error));
          return;
        }
        let called = false;
        steps[index]!(request, response, () => {
          if (called) return;
          called = true;
          run(index + 1);
        });
      } catch (error) {
        failed(response, error);
      }
    };
    run(0);
  };
}

/** The request's path, without its query. */
export const pathOf = (request: Request): string => (request.url ?? '/').split('?')[0] ?? '/';

type Write = ServerResponse['write'];
type End = ServerResponse['end'];
type WriteHead = ServerResponse['writeHead'];

/**
 * Wraps a response's writeHead, write and end, each called before the original: what a step
 * needs to see or change as the answer leaves. Node's implicit header write (a first `write` or
 * `end` without `writeHead`) goes through writeHead too.
 */
export function onResponse(
  response: Response,
  hooks: {
    writeHead?: (status: number, headers: unknown) => void;
    write?: (chunk: unknown, encoding: unknown) => void;
    end?: (chunk: unknown, encoding: unknown) => void;
  },
): void {
  const { writeHead, write, end } = response;
  if (hooks.writeHead) {
    const hook = hooks.writeHead;
    response.writeHead = function hookedWriteHead(this: Response, status: number, ...rest: unknown[]) {
      hook(status, rest.find((arg) => arg && typeof arg === 'object'));
      return (writeHead as (...args: unknown[]) => Response).call(this, status, ...rest);
    } as WriteHead;
  }
  if (hooks.write) {
    const hook = hooks.write;
    response.write = function hookedWrite(this: Response, chunk: unknown, ...rest: unknown[]) {
      hook(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as Write;
  }
  if (hooks.end) {
    const hook = hooks.end;
    response.end = function hookedEnd(this: Response, ...args: unknown[]) {
      hook(typeof args[0] === 'function' ? undefined : args[0], args[1]);
      return (end as (...a: unknown[]) => Response).call(this, ...args);
    } as End;
  }
}
