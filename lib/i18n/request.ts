import { getRequestConfig } from 'next-intl/server';

import { DEFAULT_LOCALE, parseLocaleSegment } from '@/lib/domain/locale/locale';

import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  // The [locale] segment, unless a page set the locale: a language or a language URL's segment.
  const locale = parseLocaleSegment((await requestLocale) ?? '')?.locale ?? DEFAULT_LOCALE;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'Europe/Stockholm',
    // Missing keys are merged from English in loadMessages; this is the last resort.
    getMessageFallback: ({ namespace, key }) => [namespace, key].filter(Boolean).join('.'),
    onError: (error) => {
      if (error.code !== 'MISSING_MESSAGE') console.error('[i18n]', error.message);
    },
  };
});
