/** the ordering API's errors: the payment error codes 01–15 and their names. */
export const PAYMENT_ERRORS = {
  '01': 'failed',
  '02': 'aborted',
  '03': 'notPaid',
  '04': 'invalid',
  '05': 'accesstokenMissing',
  '06': 'IdentifierMissing',
  '07': 'NotFound',
  '08': 'merchantNotFound',
  '09': 'orderNotFound',
  '10': 'returnUrl',
  '11': 'requestParametersMissing',
  '12': 'orderFailed',
  '13': 'captureFailed',
  '14': 'createError',
  '15': 'loadScriptError',
} as const;

export type PaymentErrorCode = keyof typeof PAYMENT_ERRORS;

/** 01 … 15 in order (object key order would put the integer-like 10–15 first). */
export const PAYMENT_ERROR_CODES = (Object.keys(PAYMENT_ERRORS) as PaymentErrorCode[]).sort();

export function isPaymentErrorCode(value: unknown): value is PaymentErrorCode {
  return typeof value === 'string' && Object.hasOwn(PAYMENT_ERRORS, value);
}

/** `payment-03-notPaid` */
export function paymentProblemCode(code: PaymentErrorCode): string {
  return `payment-${code}-${PAYMENT_ERRORS[code]}`;
}
