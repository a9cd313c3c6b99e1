/** RFC 9457 problem details, as `application/problem+json`. */
export const PROBLEM_BASE = 'https://ordering.example/problems/';

export type ProblemBody = { type: string; title: string; status: number; code: string; [extra: string]: unknown };

export function problemBody(status: number, code: string, title: string, extra: Record<string, unknown> = {}): ProblemBody {
  return { type: `${PROBLEM_BASE}${code}`, title, status, code, ...extra };
}

export function problem(
  status: number,
  code: string,
  title: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(problemBody(status, code, title, extra)), {
    status,
    headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store', ...headers },
  });
}

export const notFound = (): Response => problem(404, 'not-found', 'The requested resource was not found.');
export const shopNotFound = (): Response => problem(404, 'shop-not-found', 'The shop was not found.');
export const invalidShopId = (): Response => problem(400, 'invalid-shop-id', 'The shop id must be a positive integer.');
export const internalError = (): Response => problem(500, 'internal-server-error', 'An unexpected error occurred.');

/** A zod issue path as a JSON path: `items[0].choices[1].choiceCode`; the root is `$`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out || '$';
}

/** Issues grouped into ASP.NET-style `errors`, keyed by JSON path. */
export function errorsByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[jsonPath(issue.path)] ??= []).push(issue.message);
  return errors;
}

/** Zod issues as ASP.NET-style `errors`, keyed by JSON path. */
export function invalidParameter(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Response {
  return problem(400, 'invalid-parameter', 'One or more validation errors occurred.', { errors: errorsByPath(issues) });
}

/** Shop ids are positive 32-bit integers written in plain decimal. */
export function parseShopId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
