import 'server-only';

import { cache } from 'react';

import type { OrderChipView } from '@/lib/domain/basket/qr-chip-view';

/**
 * The chip the server draws for this request (a QR code's values, read by the page's twin):
 * one holder per server render, as next-intl keeps the request's locale, so the slot deep in the
 * menu or article view finds it without every view passing it down.
 */
const holder = cache((): { chip: OrderChipView | null } => ({ chip: null }));

export const provideFirstOrderChip = (chip: OrderChipView | null) => {
  holder().chip = chip;
};

export const firstOrderChip = (): OrderChipView | null => holder().chip;
