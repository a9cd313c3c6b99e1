// The request's target, checked and normalised before any other step reads its path. A target
// that is not a path (`*`, an absolute URL a client meant for a proxy) names nothing of the app:
// 400, without reaching Next. A path with dot segments (`/api/../en`, `/api/%2e%2e/en`) or
// backslashes is resolved as a browser resolves it, so every later check (pages take no writes,
// the API's own rules, the proxy's page table) sees the address Next will serve, not a disguise.
import type { Step } from '../pipeline.ts';
import { refuse } from './refuse.ts';

/** A dot segment, spelled plainly or percent-encoded, or a backslash: what WHATWG URL parsing resolves. */
const NEEDS_RESOLVING = /(?:^|\/)(?:\.|%2e)|\\/i;

/** The path as a browser would send it: dot segments resolved, backslashes as slashes, one leading slash. */
export function normalisedPath(path: string): string {
  if (!NEEDS_RESOLVING.test(path)) return path;
  // Parsed under a fixed origin: a path that starts with // stays a path (never an authority).
  const resolved = new URL(`http://n${path}`).pathname;
  return resolved.replace(/^\/{2,}/, '/');
}

export const requestTarget: Step = (request, response, next) => {
  const target = request.url ?? '';
  if (!target.startsWith('/')) return refuse(response, 400, 'BAD_REQUEST', { close: true });
  const query = target.indexOf('?');
  const path = query < 0 ? target : target.slice(0, query);
  let normal: string;
  try {
    normal = normalisedPath(path);
  } catch {
    return refuse(response, 400, 'BAD_REQUEST', { close: true });
  }
  if (normal !== path) request.url = normal + (query < 0 ? '' : target.slice(query));
  next();
};
