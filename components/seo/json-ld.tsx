import { jsonLdScript } from '@/lib/seo/structured-data';

/**
 * Structured data for search engines, written into the page as Next's guide on JSON-LD says: a
 * data block, never run as script (so the script policy does not apply to it). Every `<` in it is
 * written as \u003c, so no name from the menu can close the element early. As all of a server
 * component's output, it travels once more in the page's RSC payload; the HTML budget counts both.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
