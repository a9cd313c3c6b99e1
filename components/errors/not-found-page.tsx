import { notFound } from 'next/navigation';
import { Suspense } from 'react';

import { NotFoundView } from './not-found-view';

/** Throws Next's not-found signal: inside a Suspense boundary it sets the 404 status only. */
function NotFoundStatus(): never {
  notFound();
}

/**
 * The not-found page of a page that found nothing to show (unknown shop, category, article or
 * path): its text and a 404 status, both in the server's HTML.
 *
 * A page that throws notFound() itself leaves only an empty `__next_error__` document in the
 * HTML: React renders no error boundary on the server, so Next's not-found boundary acts only
 * in the browser, after JavaScript has loaded. Here the text is the page's own content and
 * notFound() is thrown inside a Suspense boundary, which the server's render survives: on
 * cached (ISR) pages Next then answers 404 with the text (and caches that answer as a 404);
 * in the browser the thrown signal shows app/[locale]/not-found.tsx, the same text.
 */
export function NotFoundPage() {
  return (
    <>
      <NotFoundView />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
