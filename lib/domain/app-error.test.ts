import { appCodeForUpstream, AppError, errorCodeForStatus, isAppErrorCode, PAYMENT_ERROR_CODES, UPSTREAM_ORDER_CODES } from './app-error';

describe('errorCodeForStatus', () => {
  test.each([
    [500, 'SERVER'],
    [503, 'SERVER'],
    [404, 'NOT_FOUND'],
    [400, 'BAD_REQUEST'],
    [401, 'BAD_REQUEST'],
    [429, 'BAD_REQUEST'],
    [301, 'MOVED'],
    [302, 'MOVED'],
    [200, 'UNKNOWN'],
    [0, 'UNKNOWN'],
  ])('status %i gives %s', (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
  });
});

test('AppError carries code and status', () => {
  const error = new AppError('UPSTREAM_TIMEOUT', 504);
  expect(error).toBeInstanceOf(Error);
  expect([error.code, error.status]).toEqual(['UPSTREAM_TIMEOUT', 504]);
  expect(isAppErrorCode('UPSTREAM_TIMEOUT')).toBe(true);
  expect(isAppErrorCode('../etc')).toBe(false);
});

describe('upstream order and payment codes', () => {
  test.each(UPSTREAM_ORDER_CODES.map((c) => [c]))('%s maps to an app code of its own', (code) => {
    const mapped = appCodeForUpstream(code);
    expect(mapped).toBe(code.toUpperCase().replaceAll('-', '_'));
    expect(isAppErrorCode(mapped)).toBe(true);
  });
  test.each(PAYMENT_ERROR_CODES.map((c) => [c]))('payment-%s maps to the payment message', (nn) => {
    expect(appCodeForUpstream(`payment-${nn}-anything`)).toBe('PAYMENT_FAILED');
  });
  test('receipt, payability and unknown codes', () => {
    expect(appCodeForUpstream('email-failed')).toBe('EMAIL_FAILED');
    expect(appCodeForUpstream('order-not-payable')).toBe('ORDER_NOT_PAYABLE');
    expect(appCodeForUpstream('something-new')).toBeUndefined();
    expect(appCodeForUpstream(undefined)).toBeUndefined();
  });
});

test.each([
  ['PasswordTooShort', 'PASSWORD_TOO_SHORT'],
  ['PasswordRequiresNonAlphanumeric', 'PASSWORD_REQUIRES_NON_ALPHANUMERIC'],
  ['DuplicateUserName', 'DUPLICATE_USER_NAME'],
  ['InvalidToken', 'INVALID_TOKEN'],
  ['user.invalid-password', 'USER_INVALID_PASSWORD'],
  ['password-mismatch', 'PASSWORD_MISMATCH'],
  ['PasswordMismatch', 'PASSWORD_MISMATCH'],
  ['requires-shop', 'REQUIRES_SHOP'],
])('account code %s maps to %s', (code, app) => expect(appCodeForUpstream(code)).toBe(app));

test('an AppError made by another copy of the module (another render layer) is still an AppError, and a subclass keeps its own check', () => {
  let other: unknown;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a second copy of the module, as Next's other layer loads it
    const copy = require('./app-error') as typeof import('./app-error');
    expect(copy.AppError).not.toBe(AppError);
    other = new copy.AppError('GROUP_LOCKED', 409);
  });
  expect(other instanceof AppError).toBe(true);
  expect(new Error('GROUP_LOCKED') instanceof AppError).toBe(false);
  class Narrower extends AppError {}
  expect(new Narrower('SERVER', 500) instanceof AppError).toBe(true);
  expect(new AppError('SERVER', 500) instanceof Narrower).toBe(false);
});
