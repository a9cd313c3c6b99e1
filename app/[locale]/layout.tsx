import '../globals.css';

import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';

import { DeferredAccountNotice } from '@/components/account/deferred-account-notice';
import { BasketSlot } from '@/components/basket/basket-slot';
import { ErrorProvider } from '@/components/errors/error-popup';
import { DeferredLayoutEffects } from '@/components/layout/deferred-layout-effects';
import { Footer } from '@/components/layout/footer';
import { TopBar } from '@/components/layout/top-bar';
import { LinkPrefixProvider } from '@/components/navigation/link-prefix';
import { ConnectionBanner } from '@/components/pwa/connection-banner';
import { TrustedTypesPolicy } from '@/components/security/trusted-types-policy';
import { ConfirmProvider } from '@/components/ui/confirm-dialog';
import { DEFAULT_LOCALE, type LocaleSegment, offeredLocales, parseLocaleSegment } from '@/lib/domain/locale/locale';
import { LAYOUT_MESSAGES } from '@/lib/i18n/client-message-names';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { siteUrl } from '@/lib/seo/metadata';
import { loadDesignStylesheet, loadSettings, offeredOrderTypes } from '@/lib/services/catalog';
import { loadLanguages } from '@/lib/services/cultures';

// No language is rendered at build time (the build never calls the upstream); each one is
// rendered on its first visit and then served from the cache until it is revalidated.
export function generateStaticParams() {
  return [];
}

/**
 * The segment's language and link prefix. A segment that names no language (a path that
 * never passed the proxy, such as /images/none.png) renders the default language's not-found page.
 */
const layoutSegment = (segment: string): LocaleSegment => parseLocaleSegment(segment) ?? { locale: DEFAULT_LOCALE, prefix: '' };

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = layoutSegment((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Layout' });
  return {
    metadataBase: siteUrl(),
    title: { default: t('brand'), template: `%s · ${t('brand')}` },
    description: t('description'),
  };
}

// The keyboard resizes the page (Chrome on Android): checkout's pinned Pay bar stays above it, never under it.
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#b3261e', interactiveWidget: 'resizes-content' };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale, prefix } = layoutSegment((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Layout');
  // The layout must render even when the upstream is down, so the page can say what is wrong.
  const [settings, orderTypes, design, languages] = await Promise.all([
    loadSettings().catch(() => null),
    offeredOrderTypes(),
    loadDesignStylesheet().catch(() => null),
    // The restaurant's languages; none configured (404) or no answer: the app offers all of its own.
    loadLanguages().catch(() => null),
  ]);

  return (
    <html lang={locale}>
      <head>
        <TrustedTypesPolicy />
        {/* The restaurant's own design, inline: a stylesheet request would hold back the first paint. */}
        {design ? <style dangerouslySetInnerHTML={{ __html: design }} /> : null}
      </head>
      <body>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={pickMessages(await getMessages(), LAYOUT_MESSAGES)}>
          <LinkPrefixProvider prefix={prefix}>
            <ErrorProvider>
              <ConfirmProvider>
                <TopBar showLogin={settings?.enableCustomerLogin ?? false} languages={offeredLocales(languages, locale)} />
                <ConnectionBanner />
                <div className="shell">
                  <main id="main">
                    <DeferredAccountNotice />
                    {children}
                  </main>
                  <BasketSlot orderTypes={orderTypes} />
                </div>
                <Footer version={settings?.version ?? null} />
                <DeferredLayoutEffects orderTypes={orderTypes} />
              </ConfirmProvider>
            </ErrorProvider>
          </LinkPrefixProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
