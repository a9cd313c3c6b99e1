'use client';

import { type AbstractIntlMessages, NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { type ReactNode, useMemo } from 'react';

/** The messages of the provider above, with these namespaces (or keys of them) added. */
export function MergeMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const parent = useMessages() as AbstractIntlMessages;
  const merged = useMemo(() => {
    const result: AbstractIntlMessages = { ...parent };
    for (const [namespace, value] of Object.entries(messages)) {
      const above = parent[namespace];
      result[namespace] = typeof above === 'object' && typeof value === 'object' ? { ...above, ...value } : value;
    }
    return result;
  }, [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
