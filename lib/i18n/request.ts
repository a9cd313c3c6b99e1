import { getRequestConfig } from 'next-intl/server';

import { DEFAULT_LOCALE, isLocale } from '@/lib/domain/locale/locale';

import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
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
