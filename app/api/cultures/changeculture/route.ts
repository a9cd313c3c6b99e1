import { NextResponse } from 'next/server';

import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/domain/locale/locale';
import { problem } from '@/lib/http/problem';
import { route } from '@/lib/http/route';
import { changeCulture } from '@/lib/services/cultures';

/** A language change is remembered for a year in the culture cookie and told to the upstream. */
export const POST = route({ personal: true }, async (request) => {
  const cultureCode = new URL(request.url).searchParams.get('cultureCode');
  if (!isLocale(cultureCode)) return problem('INVALID_INPUT', 400);
  await changeCulture(cultureCode);
  const response = new NextResponse(null, { status: 204 });
  response.cookies.set(LOCALE_COOKIE, cultureCode, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  return response;
});
