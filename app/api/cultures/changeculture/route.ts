import { NextResponse } from 'next/server';

import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/domain/locale/locale';
import { isSameOrigin, problem } from '@/lib/http/problem';
import { changeCulture } from '@/lib/upstream/cultures';

/** SPEC.md §4 language change: remember the culture for a year and tell the upstream. */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return problem('FORBIDDEN_ORIGIN', 403);
  const cultureCode = new URL(request.url).searchParams.get('cultureCode');
  if (!isLocale(cultureCode)) return problem('INVALID_INPUT', 400);

  // The culture is the visitor's preference; an upstream hiccup must not undo the choice.
  await changeCulture(cultureCode).catch((error: unknown) => console.warn('[bff] changeculture', error));

  const response = new NextResponse(null, { status: 204, headers: { 'cache-control': 'private, no-store' } });
  response.cookies.set(LOCALE_COOKIE, cultureCode, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  return response;
}
