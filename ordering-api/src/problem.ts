/** RFC 9457 problem details, as `application/problem+json`. */
export const PROBLEM_BASE = 'https://ordering.example/problems/';

export type ProblemBody = { type: string; title: string; status: number; code: string; [extra: string]: unknown };

export function problemBody(status: number, code: string, title: string, extra: Record<string, unknown> = {}): ProblemBody {
  return { type: `${PROBLEM_BASE}${code}`, title, status, code, ...extra };
}

export function problem(status: number, code: string, title: string, extra: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify(problemBody(status, code, title, extra)), {
    status,
    headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' },
  });
}

export const notFound = (): Response => problem(404, 'not-found', 'The requested resource was not found.');
export const shopNotFound = (): Response => problem(404, 'shop-not-found', 'The shop was not found.');
export const invalidShopId = (): Response => problem(400, 'invalid-shop-id', 'The shop id must be a positive integer.');
export const internalError = (): Response => problem(500, 'internal-server-error', 'An unexpected error occurred.');

/** Zod issues as ASP.NET-style `errors`, keyed by JSON path. */
export function invalidParameter(issues: { path: PropertyKey[]; message: string }[]): Response {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '$';
    (errors[key] ??= []).push(issue.message);
  }
  return problem(400, 'invalid-parameter', 'One or more validation errors occurred.', { errors });
}

/** Shop ids are positive 32-bit integers written in plain decimal. */
export function parseShopId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
