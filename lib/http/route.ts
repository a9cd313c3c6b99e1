import 'server-only';

import { asCaller } from '@/lib/caller';
import { AppError } from '@/lib/domain/app-error';

import { clientAddress } from './client-address';
import { isJsonContentType } from './json-body';
import { appOrigin } from './origin';
import { NO_STORE, problem, toErrorResponse } from './problem';

/** What the wrapper does for a handler besides mapping errors and tagging the request id. */
export type RouteOptions = {
  /** The answer depends on the visitor's session cookie: no cache may keep or share it. */
  personal?: boolean;
  /** The restaurant's customer-login switch: while it answers false the route does not exist (404). */
  accountsEnabled?: () => Promise<boolean>;
  /**
   * Accept state-changing methods from any Origin. Only for routes a browser cannot abuse:
   * a secret-checked webhook, or the catch-all that changes nothing.
   */
  anyOrigin?: boolean;
};

type Handler<Ctx> = (request: Request, ctx: Ctx) => Response | Promise<Response>;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A request id we may echo into headers and logs: short and plain, nothing a log reader could trip on. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The one way an app/api handler answers: the same-origin checks for state-changing methods
 * (CSRF, on top of sameSite), the accounts switch, errors as problem details, no-store for
 * personal answers and an `x-request-id` on every answer and log line. The handler runs as
 * the request's caller (its client address), which the rate limits and the ordering API see.
 * Next's route context passes through.
 */
export function route<Ctx = unknown>(options: RouteOptions, handler: Handler<Ctx>) {
  return async (request: Request, ctx: Ctx): Promise<Response> => {
    const requestId = requestIdOf(request);
    const where = `${request.method} ${new URL(request.url).pathname} request-id=${requestId}`;
    let response: Response;
    try {
      response = await asCaller({ address: clientAddress(request) }, () => answer(request, ctx, options, handler));
    } catch (error) {
      response = toErrorResponse(error, where);
    }
    return withHeaders(response, {
      'x-request-id': requestId,
      ...(options.personal ? { 'cache-control': NO_STORE, vary: 'Cookie' } : {}),
    });
  };
}

async function answer<Ctx>(request: Request, ctx: Ctx, options: RouteOptions, handler: Handler<Ctx>): Promise<Response> {
  if (STATE_CHANGING.has(request.method) && !options.anyOrigin) {
    if (!isSameOrigin(request)) return problem('FORBIDDEN_ORIGIN', 403);
    // A cross-site <form> can post text/plain or a form without a CORS preflight; never JSON.
    const type = request.headers.get('content-type');
    if (type !== null && !isJsonContentType(type)) return problem('UNSUPPORTED_MEDIA_TYPE', 415);
  }
  if (options.accountsEnabled && !(await options.accountsEnabled())) throw new AppError('NOT_FOUND', 404);
  return handler(request, ctx);
}

function requestIdOf(request: Request): string {
  const incoming = request.headers.get('x-request-id');
  return incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * A write must come from a page of our own origin: the browser's Sec-Fetch-Site, when it sends
 * one, says same-origin, and the Origin (scheme, host and port) is the app's public origin. A
 * request without an Origin is refused too.
 */
function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  const own = appOrigin(request);
  if (!origin || !own) return false;
  try {
    return new URL(origin).origin === own;
  } catch {
    return false;
  }
}

/** Some responses (redirects, proxied fetches) have immutable headers: those are copied first. */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}

/** 204: done, nothing to say. */
export const noContent = () => new Response(null, { status: 204 });
