import { relayJsonLd } from '@/lib/seo/json-ld-relay';
import { jsonLdScript } from '@/lib/seo/structured-data';

import { JsonLdSlot } from './json-ld-slot';

/**
 * Structured data for search engines: a data block, never run as script (so CSP does not apply),
 * sent once in the HTML and not again in the RSC payload (see lib/seo/json-ld-relay.ts).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const html = jsonLdScript(data);
  const slot = relayJsonLd(html);
  return slot ? <JsonLdSlot slot={slot} /> : <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: html }} />;
}
