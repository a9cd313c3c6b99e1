import { contactProblems, contactProblemsFromFields, firstContactProblem, isPlausibleEmail } from './contact';

describe('checkout contact details', () => {
  test('an asked e-mail left empty (or blank) is missing; a field not asked is not checked', () => {
    expect(contactProblems({ email: '  ' })).toEqual({ email: 'missing' });
    expect(contactProblems({ email: '' })).toEqual({ email: 'missing' });
    expect(contactProblems({})).toEqual({});
  });

  test('an e-mail that cannot be right is invalid', () => {
    for (const email of ['guest', 'guest@', '@example.com', 'guest@example', 'gu est@example.com', 'a@b@c.se', `${'a'.repeat(250)}@x.se`]) {
      expect([email, isPlausibleEmail(email)]).toEqual([email, false]);
      expect(contactProblems({ email })).toEqual({ email: 'invalid' });
    }
    expect(contactProblems({ email: ' first.last@mail.example.com ' })).toEqual({});
  });

  test('the phone as the order request takes it', () => {
    expect(contactProblems({ email: 'a@b.se', phone: '' })).toEqual({ phone: 'missing' });
    expect(contactProblems({ phone: 'call me' })).toEqual({ phone: 'invalid' });
    expect(contactProblems({ phone: '+46 (70) 123-45 67' })).toEqual({});
  });

  test("the server's field names map to the asked fields: missing for a missing parameter, else invalid", () => {
    expect(contactProblemsFromFields(['email'], 'MISSING_PARAMETER', { email: '' })).toEqual({ email: 'missing' });
    expect(contactProblemsFromFields(['email', 'items.0.code'], 'INVALID_INPUT', { email: 'x@y.se' })).toEqual({ email: 'invalid' });
    expect(contactProblemsFromFields(['note'], 'INVALID_INPUT', { email: 'x@y.se' })).toEqual({});
    // Not shown: the general message says it.
    expect(contactProblemsFromFields(['phone'], 'INVALID_INPUT', { email: 'x@y.se' })).toEqual({});
    // ASP.NET's model state keys: a C# property path or a JSON path name the same field.
    expect(contactProblemsFromFields(['Email'], 'MISSING_PARAMETER', { email: '' })).toEqual({ email: 'missing' });
    expect(contactProblemsFromFields(['$.phone'], 'VALIDATION', { phone: '1' })).toEqual({ phone: 'invalid' });
  });

  test('focus goes to the first field with a problem', () => {
    expect(firstContactProblem({ phone: 'invalid', email: 'missing' })).toBe('email');
    expect(firstContactProblem({})).toBeUndefined();
  });
});
