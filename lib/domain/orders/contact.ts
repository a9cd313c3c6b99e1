/**
 * The contact details a restaurant asks for at checkout (e-mail for the receipt, phone), checked
 * before the order is sent, and the fields a refused order names mapped back to them.
 */
export const CONTACT_FIELDS = ['email', 'phone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactProblem = 'missing' | 'invalid';
export type ContactProblems = Partial<Record<ContactField, ContactProblem>>;
/** The fields the form asks for, with what the guest wrote; a field asked for is required. */
export type AskedContact = Partial<Record<ContactField, string>>;

/** name@domain.tld: no spaces, one @, a dot in the domain; at most 254 characters. */
export const isPlausibleEmail = (email: string) => email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);

/** What the order request accepts as a phone number: digits, spaces, dashes, brackets and a leading +. */
export const isOrderPhone = (phone: string) => /^\+?[0-9 ()-]{6,20}$/.test(phone);

const VALID: Record<ContactField, (value: string) => boolean> = { email: isPlausibleEmail, phone: isOrderPhone };

/** An asked field left empty (or blank) is missing; a filled one that cannot be right is invalid. */
export function contactProblems(asked: AskedContact): ContactProblems {
  const problems: ContactProblems = {};
  for (const field of CONTACT_FIELDS) {
    const value = asked[field]?.trim();
    if (value === undefined) continue;
    if (!value) problems[field] = 'missing';
    else if (!VALID[field](value)) problems[field] = 'invalid';
  }
  return problems;
}

/**
 * The asked fields a refused order names (`fields` of an INVALID_INPUT or MISSING_PARAMETER
 * problem): a missing parameter is missing, anything else invalid. A field the form does not
 * show is left to the general message.
 */
/**
 * A field a refusal names, as the form names it: ASP.NET's model state keys are C# property paths
 * (`Email`) or JSON paths (`$.email`); the form's are camelCase (`email`).
 */
const fieldName = (key: string) => key.replace(/^\$\./, '').replace(/^[A-Z]/, (letter) => letter.toLowerCase());

export function contactProblemsFromFields(fields: readonly string[], code: string, asked: AskedContact): ContactProblems {
  const problems: ContactProblems = {};
  for (const field of CONTACT_FIELDS) {
    if (asked[field] !== undefined && fields.some((named) => fieldName(named) === field)) problems[field] = code === 'MISSING_PARAMETER' ? 'missing' : 'invalid';
  }
  return problems;
}

/** The first field with a problem, in the form's order: where focus goes. */
export const firstContactProblem = (problems: ContactProblems): ContactField | undefined => CONTACT_FIELDS.find((f) => problems[f]);
