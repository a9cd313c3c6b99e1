/** The stable error codes the app sends to the browser; each has a message at Errors.<CODE>. */
export const APP_ERROR_CODES = [
  'SERVER',
  'NOT_FOUND',
  'BAD_REQUEST',
  'MOVED',
  'UNKNOWN',
  'VALIDATION',
  'INVALID_INPUT',
  'FORBIDDEN_ORIGIN',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_CONTRACT',
  'SHOP_NOT_FOUND',
  'MENU_NOT_FOUND',
  'SHOP_LOAD_FAILED',
  'NO_LANGUAGES',
  'UNEXPECTED',
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/** The only error thrown on purpose: a stable code and the HTTP status it maps to. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;

  constructor(code: AppErrorCode, status: number, message?: string) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
  }
}

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && (APP_ERROR_CODES as readonly string[]).includes(value);
}

/** SPEC.md §8: the generic error for an HTTP status. */
export function errorCodeForStatus(status: number): AppErrorCode {
  if (status >= 500) return 'SERVER';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 400) return 'BAD_REQUEST';
  if (status >= 300) return 'MOVED';
  return 'UNKNOWN';
}
