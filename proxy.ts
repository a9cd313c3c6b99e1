import { type NextRequest, NextResponse } from 'next/server';

import { chooseLocale, LOCALE_COOKIE } from '@/lib/domain/locale';

/**
 * Next 16's proxy (the middleware of earlier versions). URLs carry no language: the visitor's
 * culture cookie (else the browser language) picks the app/[locale] tree by an internal
 * rewrite, so each language's pages can be prerendered and revalidated on their own.
 */
export function proxy(request: NextRequest) {
  const locale = chooseLocale({
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  const { pathname, search } = request.nextUrl;
  const url = new URL(`/${locale}${pathname === '/' ? '' : pathname}${search}`, request.url);
  const response = NextResponse.rewrite(url);
  // The same URL renders per language: shared caches must key on what chose it.
  response.headers.set('vary', 'Cookie, Accept-Language');
  return response;
}

export const config = {
  matcher: ['/((?!api|_next|favicon.ico|sw.js|manifest.webmanifest|icons|images|robots.txt|sitemap.xml).*)'],
};
