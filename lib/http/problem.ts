import 'server-only';

import { ZodError } from 'zod';

import { AppError, type AppErrorCode } from '@/lib/domain/app-error';

export const NO_STORE = 'private, no-store';

/** A problem-details response with a stable code; never an upstream message or a stack. */
export function problem(code: AppErrorCode, status: number, details?: Record<string, unknown>): Response {
  return Response.json(
    { type: `/problems/${code.toLowerCase().replaceAll('_', '-')}`, title: code, status, code, ...details },
    { status, headers: { 'content-type': 'application/problem+json', 'cache-control': NO_STORE } },
  );
}

export function toErrorResponse(error: unknown, requestPath = ''): Response {
  if (error instanceof AppError) {
    if (error.status >= 500) console.warn(`[bff] ${requestPath} ${error.code}: ${error.message}`);
    const response = problem(error.code, error.status, error.details);
    if (error.status === 429) response.headers.set('retry-after', String(error.details?.retryAfterSeconds ?? 60));
    return response;
  }
  if (error instanceof ZodError) return problem('UPSTREAM_CONTRACT', 502);
  console.error(`[bff] ${requestPath} unexpected`, error);
  return problem('UNEXPECTED', 500);
}

/** CSRF defence for state-changing handlers: the Origin must be our own. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
