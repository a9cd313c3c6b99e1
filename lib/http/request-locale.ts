import 'server-only';

import { chooseLocale, type Locale, LOCALE_COOKIE } from '@/lib/domain/locale/locale';

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decoded(rest.join('='));
  }
  return undefined;
}

/** A cookie with a broken %-escape counts as absent: it is the visitor's garbage, not our error. */
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The visitor's locale for a route handler: culture cookie, then Accept-Language. */
export function requestLocale(request: Request): Locale {
  return chooseLocale({
    cookie: readCookie(request.headers.get('cookie'), LOCALE_COOKIE),
    acceptLanguage: request.headers.get('accept-language'),
  });
}
