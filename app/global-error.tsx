'use client';

import { useSyncExternalStore } from 'react';

import { readCookie } from '@/lib/client/cookies';
import { LOCALE_COOKIE } from '@/lib/domain/locale/locales';
import { LAST_RESORT, lastResortLocale } from '@/lib/i18n/last-resort';

const noChanges = () => () => {};

/**
 * The last resort, when the document's own layout cannot render: the guest's language from the
 * address, cookie or browser, and a way to try again. It brings no stylesheet: Next carries this
 * page's styles in every page's payload, so the app's CSS is not tied to it.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = useSyncExternalStore(
    noChanges,
    () => lastResortLocale(location.pathname, readCookie(LOCALE_COOKIE), navigator.languages),
    () => 'sv' as const,
  );
  const words = LAST_RESORT[locale];
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem 1rem', lineHeight: 1.5 }}>
        <main role="alert">
          <h1>{words.title}</h1>
          <button type="button" onClick={reset} style={{ minHeight: 44, padding: '0 1rem', font: 'inherit' }}>
            {words.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
