'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';

import { useSignedInHint } from './use-auth';

const FavoriteToggle = dynamic(() => import('./favorite-toggle').then((m) => m.FavoriteToggle), { ssr: false });

/** A signed-in customer's favourite toggle; its code loads only in a browser the server says is signed in. */
export function FavoriteButton(props: ComponentProps<typeof FavoriteToggle>) {
  return useSignedInHint() ? <FavoriteToggle {...props} /> : null;
}
