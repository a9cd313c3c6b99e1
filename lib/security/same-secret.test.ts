import { sameSecret } from './same-secret';

test('only the very secret matches, whatever the lengths; nothing matches an empty or missing one', () => {
  const secret = 'revalidate-secret-0123456789';
  expect(sameSecret(secret, secret)).toBe(true);
  expect(sameSecret(`${secret}x`, secret)).toBe(false);
  expect(sameSecret(secret.slice(0, -1), secret)).toBe(false);
  expect(sameSecret(secret.replace('0', '1'), secret)).toBe(false);
  expect(sameSecret(secret.toUpperCase(), secret)).toBe(false);
  expect(sameSecret('', '')).toBe(false);
  expect(sameSecret(null, secret)).toBe(false);
  expect(sameSecret(secret, undefined)).toBe(false);
});
