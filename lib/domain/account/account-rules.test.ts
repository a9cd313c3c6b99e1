import { brokenPasswordRules, isValidPhone, safeRedirectPath } from './account-rules';

describe('password rules, each on its own', () => {
  test.each([
    ['Ab1!', ['PASSWORD_TOO_SHORT']],
    ['Abcdef!', ['PASSWORD_REQUIRES_DIGIT']],
    ['ABCDE1!', ['PASSWORD_REQUIRES_LOWER']],
    ['abcde1!', ['PASSWORD_REQUIRES_UPPER']],
    ['Abcde12', ['PASSWORD_REQUIRES_NON_ALPHANUMERIC']],
    ['Åsa123!', []],
    ['', ['PASSWORD_TOO_SHORT', 'PASSWORD_REQUIRES_DIGIT', 'PASSWORD_REQUIRES_LOWER', 'PASSWORD_REQUIRES_UPPER', 'PASSWORD_REQUIRES_NON_ALPHANUMERIC']],
  ])('%s breaks %j', (password, broken) => expect(brokenPasswordRules(password)).toEqual(broken));
});

test('phone numbers', () => {
  expect(isValidPhone('+46 70 123 45 67')).toBe(true);
  expect(isValidPhone('040-123 45 67')).toBe(true);
  expect(isValidPhone('12345')).toBe(false);
  expect(isValidPhone('call me')).toBe(false);
});

describe('redirectUri stays on our origin', () => {
  test.each([
    ['/order-history', '/order-history'],
    ['/shop/1/menu?x=1#top', '/shop/1/menu?x=1#top'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/.//evil.example', '/'],
    ['/./\\evil.example', '/'],
    ['/../..//evil.example', '/'],
    ['%2F%2Fevil.example', '/'],
    ['https:%2F%2Fevil.example', '/'],
    ['/ok\u0000', '/'],
    [null, '/'],
  ])('%s → %s', (input, output) => expect(safeRedirectPath(input)).toBe(output));
});
