'use client';

import { relayedJsonLd } from '@/lib/seo/json-ld-relay';

/** The JSON-LD script of a slot: filled in the server's HTML, left as it is by hydration. */
export function JsonLdSlot({ slot }: { slot: string }) {
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: relayedJsonLd(slot) ?? '' }} />;
}
