/**
 * Registration through the service with the ordering API's register call stubbed: an upstream on
 * ASP.NET Core Identity answers DuplicateUserName for an address that has an account, which the
 * app must not pass on (it would tell anyone who has one).
 */
import { UpstreamError } from '@/lib/upstream/errors';

const register = jest.fn<Promise<void>, [unknown]>();
jest.mock('@/lib/upstream/identity', () => ({ register: (body: unknown) => register(body) }));

let identity: typeof import('./identity');
beforeAll(async () => {
  identity = await import('./identity');
});
beforeEach(() => register.mockReset());

const input = (email: string) => ({ email, password: 'Secret1!', name: 'Sara', lastName: 'Lind', phone: '+46 70 222 33 44', favoriteShopId: 1, acceptTerms: true });
const validationProblem = (errors: Record<string, string[]>) =>
  new UpstreamError(400, { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1', title: 'One or more validation errors occurred.', status: 400, errors });

test("Identity's DuplicateUserName (and DuplicateEmail) answers like a new registration", async () => {
  register.mockRejectedValueOnce(validationProblem({ DuplicateUserName: ["Username 'a@example.com' is already taken."] }));
  await expect(identity.register(input('a@example.com'))).resolves.toBeUndefined();
  register.mockRejectedValueOnce(
    validationProblem({ DuplicateUserName: ["Username 'b@example.com' is already taken."], DuplicateEmail: ["Email 'b@example.com' is already taken."] }),
  );
  await expect(identity.register(input('b@example.com'))).resolves.toBeUndefined();
  register.mockResolvedValueOnce(undefined);
  await expect(identity.register(input('c@example.com'))).resolves.toBeUndefined();
});

test('any other problem with the form still comes back, per field', async () => {
  register.mockRejectedValueOnce(validationProblem({ PasswordTooShort: ['Passwords must be at least 6 characters.'] }));
  await expect(identity.register(input('d@example.com'))).rejects.toMatchObject({ code: 'PASSWORD_TOO_SHORT', status: 400, details: { fields: ['PasswordTooShort'] } });
  // Never a word of the address having an account, whatever else is wrong.
  register.mockRejectedValueOnce(validationProblem({ DuplicateUserName: ['taken'], PasswordRequiresDigit: ['digit'], DuplicateEmail: ['taken'] }));
  await expect(identity.register(input('e@example.com'))).rejects.toMatchObject({ code: 'PASSWORD_REQUIRES_DIGIT', status: 400, details: { fields: ['PasswordRequiresDigit'] } });
  register.mockRejectedValueOnce(validationProblem({ DuplicateUserName: ['taken'], 'invalid-phone': ['The phone number is not valid.'] }));
  const refused = await identity.register(input('f@example.com')).catch((error: unknown) => error);
  expect(refused).toMatchObject({ code: 'INVALID_PHONE', status: 400 });
  expect(JSON.stringify(refused)).not.toMatch(/Duplicate/);
});
