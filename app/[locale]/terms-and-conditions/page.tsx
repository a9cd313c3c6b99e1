import type { Metadata } from 'next';

import { LegalDocument } from '@/components/legal/legal-document';
import { loadLegal } from '@/lib/i18n/legal';
import { pageLocale } from '@/lib/i18n/page-locale';
import { href } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = PageProps<'/[locale]/terms-and-conditions'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const { terms: page } = await loadLegal(locale);
  return pageMetadata({ locale, path: href.terms(), title: page.title });
}

export default async function TermsPage({ params }: Props) {
  const { terms: page } = await loadLegal(pageLocale((await params).locale));
  return <LegalDocument title={page.title} meta={page.updated} sections={page.sections} />;
}
