import type { Metadata } from 'next';

import { LegalDocument } from '@/components/legal/legal-document';
import { loadLegal } from '@/lib/i18n/legal';
import { pageLocale } from '@/lib/i18n/page-locale';
import { href } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = PageProps<'/[locale]/accessibility'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const { accessibility: page } = await loadLegal(locale);
  return pageMetadata({ locale, path: href.accessibility(), title: page.title });
}

export default async function AccessibilityPage({ params }: Props) {
  const { accessibility: page } = await loadLegal(pageLocale((await params).locale));
  return <LegalDocument title={page.title} meta={page.updated} sections={page.sections} />;
}
