/** Order and order-creation error codes, as the upstream spells them in lower kebab case. */
export const UPSTREAM_ORDER_CODES = [
  'failed-find-order',
  'unavailable-products',
  'shop-closed',
  'shop-closed-at-pickuptime',
  'shop-paused',
  'create-order-failed',
  'create-order-failed-missing-recipe-items',
  'invalid-shop-id',
  'shop-not-found',
  'internal-server-error',
  'missing-parameter',
  'invalid-parameter',
  'shop-offline',
  'shop-method-not-supported',
  'unknown-error',
  'shop-error-internal-error',
  'shop-error-invalid-date-time',
  'shop-error-date-time-in-the-past',
  'shop-error-timeout-waiting-for-call-lock',
  'shop-error-terminal-not-found',
  'shop-error-stock-center-not-found',
  'shop-error-recipe-items-missing',
  'shop-error-internal-error-in-call',
  'shop-error-order-not-found',
  'shop-error-order-is-delivered',
  'shop-error-order-is-deleted',
  'shop-error-order-is-started',
  'shop-error-database-error',
  'shop-error-failed-to-open-database',
  'shop-error-failed-to-init-coffe-card',
  'shop-error-failed-to-init-coffe-card-campaing',
  'shop-error-profit-center-not-found',
  'shop-error-payment-not-found',
  'shop-error-slots-not-in-use',
  'shop-error-cashier-not-found',
  'shop-error-currency-error',
  'shop-error-articles-not-available',
  'shop-error-slot-not-available',
  'shop-error-internal-error-post-order-check-error',
  'shop-error-internal-error-post-order-fixed',
  'shop-error-internal-error-post-order-not-fixed',
  'shop-error-no-central-web-plu',
] as const;

type Screaming<S extends string> = S extends `${infer H}-${infer T}` ? `${Uppercase<H>}_${Screaming<T>}` : Uppercase<S>;
const toScreaming = <S extends string>(code: S) => code.toUpperCase().replaceAll('-', '_') as Screaming<S>;
const ORDER_ERROR_CODES = UPSTREAM_ORDER_CODES.map(toScreaming) as Array<Screaming<(typeof UPSTREAM_ORDER_CODES)[number]>>;

/** Account error codes (ASP.NET Core Identity's and the upstream's own), as app codes. */
const ACCOUNT_ERROR_CODES = [
  'INVALID_TOKEN',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_REQUIRES_DIGIT',
  'PASSWORD_REQUIRES_LOWER',
  'PASSWORD_REQUIRES_UPPER',
  'PASSWORD_REQUIRES_NON_ALPHANUMERIC',
  'PASSWORD_MISMATCH',
  'DUPLICATE_USER_NAME',
  'DUPLICATE_EMAIL',
  'USER_INVALID_PASSWORD',
  'REGISTER_USER_FAILURE',
  'SEND_EMAIL_CONFIRMATION_FAILED',
  'INVALID_PHONE',
  'REQUIRES_PHONE',
  'REQUIRES_SHOP',
  'NOT_AUTHENTICATED',
  /** Changing the password or e-mail, deleting the account: the current one is not right (Identity's PasswordMismatch there). */
  'WRONG_CURRENT_PASSWORD',
  /** The same, with no current password typed. */
  'CURRENT_PASSWORD_REQUIRED',
  /** Identity's InvalidEmail. */
  'INVALID_EMAIL',
  /** A change of e-mail to the address the account already has. */
  'EMAIL_UNCHANGED',
  /** The profile call never changes the e-mail: it has its own, with the current password (the upstream's email-change-requires-password). */
  'EMAIL_CHANGE_REQUIRES_PASSWORD',
  /** The right password, for an account whose e-mail is not confirmed yet (Identity's NotAllowed): confirm through the mail first. */
  'EMAIL_NOT_CONFIRMED',
  /** The mailed sign-in link is wrong, used or expired (the upstream's InvalidToken on signInWithLink): ask for a new one. */
  'SIGN_IN_LINK_INVALID',
  /** The ordering API has no sign-in link capability (404): the form offers a password reset instead. */
  'SIGN_IN_LINK_UNAVAILABLE',
] as const;

/** A table's group order (lib/domain/group): what a member is refused, each with a next step. */
const GROUP_ERROR_CODES = [
  /** No such group, or it is over. */
  'GROUP_NOT_FOUND',
  /** The group ended (nobody used it for hours). */
  'GROUP_ENDED',
  /** The acting phone is not (or no longer) a member. */
  'GROUP_NOT_MEMBER',
  /** Only the host does this (lock, unlock), or the host is still here to do it. */
  'GROUP_NOT_HOST',
  /** The table QR no longer joins by itself: ask a member for the code on their phone. */
  'GROUP_CODE_REQUIRED',
  'GROUP_CODE_WRONG',
  'GROUP_FULL',
  'GROUP_NAME_REQUIRED',
  /** The basket is locked (or paid): nothing more is added. */
  'GROUP_LOCKED',
  'GROUP_NOT_LOCKED',
  'GROUP_EMPTY',
  /** That line is another member's. */
  'GROUP_LINE_NOT_YOURS',
  /** Someone else is paying for the table right now. */
  'GROUP_PAYER_BUSY',
  'GROUP_PAYMENT_STARTED',
  'GROUP_PAID',
  /** The group changed since the phone last read it (If-Match): read again and retry. */
  'GROUP_VERSION_CONFLICT',
  /** The restaurant's API did not create the order as the table's basket: nothing was charged. */
  'GROUP_ORDER_MISMATCH',
  /** The restaurant takes one payment per order: one member pays for the table. */
  'GROUP_SPLIT_UNAVAILABLE',
] as const;

/** Payment codes 01-15: each shown as 'An unknown error occured at payment (code:NN)'. */
export const PAYMENT_ERROR_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15'] as const;

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
  'PAYLOAD_TOO_LARGE',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_CONTRACT',
  'SHOP_NOT_FOUND',
  'MENU_NOT_FOUND',
  'SHOP_LOAD_FAILED',
  'NO_LANGUAGES',
  'UNEXPECTED',
  'RATE_LIMITED',
  'ORDER_TOO_LARGE',
  'DELIVERY_SPOT_REQUIRED',
  'PAYMENT_REDIRECT_REFUSED',
  /** A method the shop does not take (the restaurant lists its methods, or takes card and Swish). */
  'PAYMENT_METHOD_NOT_OFFERED',
  'ORDER_NOT_PAYABLE',
  'EMAIL_FAILED',
  'PAYMENT_FAILED',
  /** Kitchen capability: the slot has no room for this order (the upstream's slot-full, with the next free slots). */
  'SLOT_FULL',
  /** Kitchen capability: more work than one pickup time takes from an unpaid order (the upstream's order-too-large-for-slot). */
  'ORDER_TOO_LARGE_FOR_SLOT',
  /** Kitchen capability: this guest already holds as many minutes of the kitchen's work as one may (the upstream's hold-limit). */
  'HOLD_LIMIT',
  /** A create whose answer was lost, at an API that does not promise to do a resent create once: the order may exist. */
  'ORDER_UNCONFIRMED',
  /** Too many unpaid orders from one session, or from one address for sessions that have not paid (429, Retry-After). */
  'UNPAID_ORDERS_LIMIT',
  ...GROUP_ERROR_CODES,
  ...ORDER_ERROR_CODES,
  ...ACCOUNT_ERROR_CODES,
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/** An upstream order code as an app code: 'shop-closed' → SHOP_CLOSED; payment-NN-… → PAYMENT_FAILED. */
export function appCodeForUpstream(code: string | undefined): AppErrorCode | undefined {
  if (!code) return undefined;
  if (/^payment-\d{2}/.test(code)) return 'PAYMENT_FAILED';
  if (code === 'order-not-payable') return 'ORDER_NOT_PAYABLE';
  if (code === 'email-failed') return 'EMAIL_FAILED';
  if (code === 'rate-limited') return 'RATE_LIMITED';
  // 'shop-closed', 'PasswordTooShort' and 'user.invalid-password' all become SCREAMING_SNAKE.
  const upper = code
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[.-]/g, '_')
    .toUpperCase();
  return isAppErrorCode(upper) ? upper : undefined;
}

/** What every copy of this module marks its errors with (a registered symbol is the same in each). */
const APP_ERROR_BRAND = Symbol.for('ordering.app-error');

/** The only error thrown on purpose: a stable code and the HTTP status it maps to. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  /** Safe extra facts for the browser (e.g. which products are unavailable, a payment code). */
  readonly details: Record<string, unknown> | undefined;

  /**
   * Known by its shape, not by which copy of this module made it: Next loads a module once per
   * render layer, and a process-wide object (the table groups' store) made in one layer throws
   * into a route handler of another.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // A subclass (UpstreamError) is asked as usual: only AppError itself is known by its brand.
    if (this !== AppError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[APP_ERROR_BRAND] === true;
  }

  constructor(code: AppErrorCode, status: number, message?: string, details?: Record<string, unknown>) {
    super(message ?? code);
    Object.defineProperty(this, APP_ERROR_BRAND, { value: true });
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && (APP_ERROR_CODES as readonly string[]).includes(value);
}

/** The generic error for an HTTP status: 5xx server, 404 not found, other 4xx bad request, 3xx moved. */
export function errorCodeForStatus(status: number): AppErrorCode {
  if (status >= 500) return 'SERVER';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 400) return 'BAD_REQUEST';
  if (status >= 300) return 'MOVED';
  return 'UNKNOWN';
}
