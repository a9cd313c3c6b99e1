import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

import { pickMessages } from '@/lib/i18n/pick-messages';

import { MergeMessages } from './merge-messages';

/**
 * Gives the client components below the message namespaces (or single keys) they format, on
 * top of the layout's: each page sends only what its own client components need.
 */
export async function ClientMessages({ names, children }: { names: readonly string[]; children: ReactNode }) {
  return <MergeMessages messages={pickMessages(await getMessages(), names)}>{children}</MergeMessages>;
}
