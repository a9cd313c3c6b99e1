import 'server-only';

import { ZodError } from 'zod';

import { AppError, type AppErrorCode } from '@/lib/domain/app-error';

export const NO_STORE = 'private, no-store';
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** A problem-details response with a stable code; never an upstream message or a stack. */
export function problem(code: AppErrorCode, status: number, details?: Record<string, unknown>): Response {
  return Response.json(
    { type: `/problems/${code.toLowerCase().replaceAll('_', '-')}`, title: code, status, code, ...details },
    { status, headers: { 'content-type': 'application/problem+json', 'cache-control': NO_STORE } },
  );
}

/**
 * Any thrown value as a problem: an AppError keeps its code and status, a ZodError from our
 * own parsing of upstream data is a 502, anything else a 500. Logs once, labelled with `where`.
 */
export function toErrorResponse(error: unknown, where = ''): Response {
  if (error instanceof AppError) {
    if (error.status >= 500) console.warn(`[bff] ${where} ${error.code}: ${error.message}`);
    const response = problem(error.code, error.status, error.details);
    if (error.status === 429) response.headers.set('retry-after', String(error.details?.retryAfterSeconds ?? 60));
    return response;
  }
  if (error instanceof ZodError) {
    console.warn(`[bff] ${where} UPSTREAM_CONTRACT: ${error.issues.length} issue(s)`);
    return problem('UPSTREAM_CONTRACT', 502);
  }
  console.error(`[bff] ${where} UNEXPECTED`, error);
  return problem('UNEXPECTED', 500);
}
