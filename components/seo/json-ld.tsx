import { jsonLdScript } from '@/lib/seo/structured-data';

/** Structured data for search engines: a data block, never run as script (so CSP does not apply). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
