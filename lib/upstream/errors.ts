import 'server-only';

import { AppError, errorCodeForStatus } from '@/lib/domain/app-error';

import { type ProblemDetails,problemDetailsSchema } from './schemas/index.ts';

/** An upstream answer that was not 2xx: the app code plus what the upstream said. */
export class UpstreamError extends AppError {
  readonly problem: ProblemDetails | undefined;
  readonly upstreamStatus: number;

  constructor(status: number, problem: ProblemDetails | undefined) {
    super(errorCodeForStatus(status), status >= 500 ? 502 : status >= 300 && status < 400 ? 502 : status);
    this.name = 'UpstreamError';
    this.upstreamStatus = status;
    this.problem = problem;
  }

  /** The upstream's own code: `code`, else the last segment of `type`, else the first `errors` key. */
  get upstreamCode(): string | undefined {
    const p = this.problem;
    if (!p) return undefined;
    if (p.code) return p.code;
    const fromType = p.type?.split('/').pop();
    if (fromType && !fromType.startsWith('rfc') && !fromType.includes('#')) return fromType;
    return p.errors ? Object.keys(p.errors)[0] : undefined;
  }
}

export async function toUpstreamError(response: Response): Promise<UpstreamError> {
  let problem: ProblemDetails | undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const parsed = problemDetailsSchema.safeParse(await response.json().catch(() => undefined));
    if (parsed.success) problem = parsed.data;
  }
  return new UpstreamError(response.status, problem);
}
