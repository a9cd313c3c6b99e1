import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { pageLocale } from '@/lib/i18n/page-locale';
import { href } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

import { HomeView } from './home-view';

export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const [home, layout] = await Promise.all([getTranslations({ locale, namespace: 'Home' }), getTranslations({ locale, namespace: 'Layout' })]);
  return pageMetadata({ locale, path: href.home(), title: home('title'), description: layout('description') });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  return <HomeView locale={pageLocale((await params).locale)} />;
}
