import type { Metadata } from 'next';

import { readCarry } from '@/components/shops/shop-target';
import { pageLocale } from '@/lib/i18n/page-locale';

import { HomeView } from '../home-view';
import { generateMetadata as homeMetadata } from '../page';

/**
 * The home page for a guest sent to choose a shop with a value to come back with (`redirectUri`,
 * `redirectToArticle`): the proxy renders `/?redirectUri=…` here, so each shop's link carries it
 * and a tap before the scripts run keeps it. Rendered per request (the home page itself stays
 * prerendered); it has no address of its own (the proxy answers one with the not-found page).
 */
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: PageProps<'/[locale]/shop-choice'>): Promise<Metadata> {
  return { ...(await homeMetadata({ params: props.params } as PageProps<'/[locale]'>)), robots: { index: false } };
}

export default async function ShopChoicePage({ params, searchParams }: PageProps<'/[locale]/shop-choice'>) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  return <HomeView locale={pageLocale(locale)} carry={readCarry(query)} />;
}

