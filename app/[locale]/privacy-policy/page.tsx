import type { Metadata } from 'next';

import { LegalDocument } from '@/components/legal/legal-document';
import { loadLegal } from '@/lib/i18n/legal';
import { pageLocale } from '@/lib/i18n/page-locale';
import { href } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = PageProps<'/[locale]/privacy-policy'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const { privacy: page } = await loadLegal(locale);
  return pageMetadata({ locale, path: href.privacy(), title: page.title });
}

export default async function PrivacyPage({ params }: Props) {
  const { privacy: page } = await loadLegal(pageLocale((await params).locale));
  return <LegalDocument title={page.title} meta={page.effective} sections={page.sections} />;
}
