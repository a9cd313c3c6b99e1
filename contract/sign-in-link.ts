/**
 * The sign-in link capability (optional; lib/upstream/schemas/user.ts): sendSignInLink answers
 * 200 empty for an address without an account (no enumeration), and signInWithLink refuses a
 * wrong code with Identity's InvalidToken. An upstream without it answers 404: the second check
 * is then skipped, not failed (the app offers a password reset instead).
 */
import { randomBytes } from 'node:crypto';

import { problemDetailsSchema } from '../lib/upstream/schemas/index.ts';
import type { CheckResult } from './support.ts';
import { check, issuesText, send } from './support.ts';

const ABSENT = { skipped: 'the upstream does not offer sign-in links (404): the app offers a password reset instead' };

export async function checkSignInLink(baseUrl: string, results: CheckResult[]): Promise<void> {
  const email = `contract-${randomBytes(6).toString('hex')}@example.com`;
  let absent = false;
  await check(results, 'sendSignInLink POST /api/identity/sendSignInLink for an unknown e-mail answers 200 empty, or 404', async () => {
    const res = await send(baseUrl, 'POST', '/api/identity/sendSignInLink', { email });
    const text = await res.text();
    if (res.status === 404) {
      absent = true;
      return ABSENT;
    }
    if (res.status !== 200) return `status ${res.status}, expected 200 or 404`;
    return text === '' ? null : 'body is not empty';
  });
  await check(results, 'signInWithLink POST /api/identity/signInWithLink with a wrong code answers a 400 ValidationProblem keyed InvalidToken', async () => {
    if (absent) return ABSENT;
    const res = await send(baseUrl, 'POST', '/api/identity/signInWithLink', { email, code: randomBytes(32).toString('base64url') });
    if (res.status !== 400) return `status ${res.status}, expected 400`;
    const parsed = problemDetailsSchema.safeParse(await res.json());
    if (!parsed.success) return issuesText(parsed.error);
    const keys = Object.keys(parsed.data.errors ?? {});
    return keys.includes('InvalidToken') ? null : `errors keys ${JSON.stringify(keys)}, expected InvalidToken`;
  });
}
