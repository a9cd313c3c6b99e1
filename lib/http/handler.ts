import 'server-only';

import { AppError } from '@/lib/domain/app-error';
import { loadSettings } from '@/lib/services/catalog';

import { isSameOrigin, NO_STORE, problem, toErrorResponse } from './problem';

type Handler = (request: Request) => Promise<Response>;

/** A personal or state-changing route: Origin checked for writes, never cached, errors mapped. */
export function personalRoute(path: string, handler: Handler, options: { write: boolean; account?: boolean }): Handler {
  return async (request) => {
    if (options.write && !isSameOrigin(request)) return problem('FORBIDDEN_ORIGIN', 403);
    try {
      // Account routes disappear with the restaurant's enableCustomerLogin setting.
      if (options.account && !(await loadSettings()).enableCustomerLogin) throw new AppError('NOT_FOUND', 404);
      const response = await handler(request);
      response.headers.set('cache-control', NO_STORE);
      response.headers.set('vary', 'Cookie');
      return response;
    } catch (error) {
      return toErrorResponse(error, path);
    }
  };
}

export const noContent = () => new Response(null, { status: 204 });
