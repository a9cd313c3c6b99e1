import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';

import type { AppEnv } from './context.ts';
import { problem } from './http.ts';

export const faultRequestSchema = z.object({
  mode: z.enum(['reset', 'reset-after', 'slow', 'slow-after', 'invalid-json', 'error500']),
  count: z.number().int().min(1).max(100),
  pathPrefix: z.string().startsWith('/').max(200).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
});
export type FaultRequest = z.infer<typeof faultRequestSchema>;
export type ActiveFault = { mode: FaultRequest['mode']; remaining: number; pathPrefix: string; delayMs: number };

/** In-memory fault injection for tests: the next `count` matching requests are faulted. */
export class FaultInjector {
  #fault: ActiveFault | null = null;

  set(request: FaultRequest): ActiveFault {
    this.#fault = {
      mode: request.mode,
      remaining: request.count,
      pathPrefix: request.pathPrefix ?? '/api/',
      delayMs: request.delayMs ?? 15_000,
    };
    return { ...this.#fault };
  }

  clear(): void {
    this.#fault = null;
  }

  current(): ActiveFault | null {
    return this.#fault ? { ...this.#fault } : null;
  }

  /** Consumes one use of the fault when the path matches. /_dev/* is never faulted. */
  take(path: string): ActiveFault | null {
    const f = this.#fault;
    if (!f || path.startsWith('/_dev/') || !path.startsWith(f.pathPrefix)) return null;
    f.remaining -= 1;
    if (f.remaining <= 0) this.#fault = null;
    return { ...f };
  }
}

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    // unref: a pending slow answer never keeps the process (or Jest) alive
    setTimeout(resolve, ms).unref();
  });

export function faultMiddleware(faults: FaultInjector): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fault = faults.take(c.req.path);
    if (!fault) return next();
    switch (fault.mode) {
      case 'slow':
        await sleep(fault.delayMs);
        return next();
      case 'slow-after':
        // The request is carried out at once; only its answer is late (a slow POS that committed).
        await next();
        await sleep(fault.delayMs);
        return;
      case 'reset-after': {
        // The request is carried out, then the connection drops before the answer: the caller
        // cannot tell whether anything happened.
        await next();
        const socket = c.env?.incoming?.socket;
        if (socket) {
          socket.destroy();
          c.res = new Response(null, { status: 500 });
        } else {
          c.res = problem(502, 'connection-reset', 'Injected connection reset after the request was carried out.');
        }
        return;
      }
      case 'invalid-json':
        return new Response('{"broken":', { status: 200, headers: { 'Content-Type': 'application/json' } });
      case 'error500':
        return problem(500, 'internal-server-error', 'Injected fault.');
      case 'reset': {
        const socket = c.env?.incoming?.socket;
        if (socket) {
          socket.destroy();
          return new Response(null, { status: 500 });
        }
        // No socket under app.request(): the closest thing is a bad gateway.
        return problem(502, 'connection-reset', 'Injected connection reset.');
      }
    }
  };
}
