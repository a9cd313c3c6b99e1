import { AppError, errorCodeForStatus, isAppErrorCode } from './app-error';

describe('errorCodeForStatus (SPEC.md §8)', () => {
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
