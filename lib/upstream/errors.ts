import 'server-only';

import { appCodeForUpstream, AppError, errorCodeForStatus } from '@/lib/domain/app-error';

import { type ProblemDetails,problemDetailsSchema } from './schemas/index.ts';

/** An upstream answer that was not 2xx: the app code plus what the upstream said. */
export class UpstreamError extends AppError {
  readonly problem: ProblemDetails | undefined;
  readonly upstreamStatus: number;

  constructor(status: number, problem: ProblemDetails | undefined, retryAfterSeconds?: number) {
    const upstreamCode = UpstreamError.codeOf(problem);
    const details = safeDetails(upstreamCode, problem);
    super(
      // A 429 is a rate limit whatever its body says (ASP.NET's limiter answers one without a body).
      status === 429 ? 'RATE_LIMITED' : (appCodeForUpstream(upstreamCode) ?? (isValidationProblem(status, problem) ? 'VALIDATION' : errorCodeForStatus(status))),
      status >= 500 ? 502 : status >= 300 && status < 400 ? 502 : status,
      upstreamCode,
      retryAfterSeconds === undefined ? details : { ...details, retryAfterSeconds },
    );
    this.name = 'UpstreamError';
    this.upstreamStatus = status;
    this.problem = problem;
  }

  static codeOf(p: ProblemDetails | undefined): string | undefined {
    if (!p) return undefined;
    if (p.code) return p.code;
    const fromType = p.type?.split('/').pop();
    if (fromType && !fromType.startsWith('rfc') && !fromType.includes('#')) return fromType;
    return p.errors ? Object.keys(p.errors)[0] : undefined;
  }

  /** The upstream's own code: `code`, else the last segment of `type`, else the first `errors` key. */
  get upstreamCode(): string | undefined {
    return UpstreamError.codeOf(this.problem);
  }
}

/** ASP.NET's answer to a request its model validation refused: field errors, no code of its own ("One or more validation errors occurred."). */
const isValidationProblem = (status: number, problem: ProblemDetails | undefined) =>
  (status === 400 || status === 422) && !problem?.code && problem?.errors !== undefined && Object.keys(problem.errors).length > 0;

const CODE = /^[A-Za-z0-9._-]{1,50}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Only facts the guest needs, re-validated: product codes to remove, a payment code, a field name. */
function safeDetails(code: string | undefined, problem: ProblemDetails | undefined): Record<string, unknown> | undefined {
  if (!problem) return undefined;
  const details: Record<string, unknown> = {};
  const payment = code?.match(/^payment-(\d{2})/);
  if (payment) details.paymentCode = payment[1];
  const products = (problem as { products?: unknown }).products;
  if (Array.isArray(products)) {
    details.products = products
      .filter((p): p is { code: string } => typeof p === 'object' && p !== null && typeof (p as { code?: unknown }).code === 'string')
      .map((p) => p.code)
      .filter((c) => CODE.test(c))
      .slice(0, 100);
  }
  // The next times the restaurant would take: the kitchen's free slots, or the first time a closed
  // shop takes an order (shop-closed's nextOpeningAt, shop-closed-at-pickuptime's nextAvailablePickupTime).
  const { nextSlots, nextOpeningAt, nextAvailablePickupTime } = problem as { nextSlots?: unknown; nextOpeningAt?: unknown; nextAvailablePickupTime?: unknown };
  const times = Array.isArray(nextSlots) ? nextSlots : [nextAvailablePickupTime ?? nextOpeningAt].filter((t) => t !== undefined);
  if (times.length) {
    details.nextSlots = times.filter((t): t is string => typeof t === 'string' && ISO_TIME.test(t) && !Number.isNaN(Date.parse(t))).slice(0, 5);
  }
  if (problem.errors) details.fields = Object.keys(problem.errors).filter((k) => /^[A-Za-z0-9_.[\]]{1,60}$/.test(k)).slice(0, 20);
  return Object.keys(details).length ? details : undefined;
}

/** Retry-After in seconds (a whole number up to a day); an HTTP date or anything else is not read. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after')?.trim() ?? '';
  return /^\d{1,5}$/.test(value) && Number(value) <= 86_400 ? Number(value) : undefined;
}

export async function toUpstreamError(response: Response): Promise<UpstreamError> {
  let problem: ProblemDetails | undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const parsed = problemDetailsSchema.safeParse(await response.json().catch(() => undefined));
    if (parsed.success) problem = parsed.data;
  }
  return new UpstreamError(response.status, problem, response.status === 429 ? retryAfterOf(response) : undefined);
}
