import { type QrParams, qrParamsSchema } from './qr';

/**
 * What a table's QR code says about how the guest eats, carried from the proxy to the menu and
 * article pages in the path of their twin (`/shop/4/menu-qr/dineInPlace-12/Burgare`), so the
 * server draws the order-type chip in the first paint and each set of values is cached apart.
 */
export type QrChipValues = { orderType: 'takeAway' | 'dineInPlace' | null; spotId: number | null };

/** The twin's segment of the menu pages: `menu-qr/{values}` in place of `menu`. */
export const QR_CHIP_SEGMENT = 'menu-qr';

const SHAPE = /^(takeAway|dineInPlace|any)-(\d{1,9})$/;

/** `dineInPlace-12`, `takeAway-0` (no table), `any-12` (the table says how the guest eats). */
export function qrChipSegment({ orderType, spotId }: Pick<QrParams, 'orderType' | 'spotId'>): string | null {
  if (!orderType && spotId === undefined) return null;
  return `${orderType ?? 'any'}-${spotId ?? 0}`;
}

/** The values of a twin's segment; null for any other shape (the page then draws no chip). */
export function parseQrChipSegment(segment: string): QrChipValues | null {
  const match = SHAPE.exec(segment);
  if (!match) return null;
  const orderType = match[1] === 'any' ? null : (match[1] as 'takeAway' | 'dineInPlace');
  const spotId = Number(match[2]) || null;
  return orderType || spotId ? { orderType, spotId } : null;
}

/** The QR cookie's values (as the proxy wrote them); null when absent or malformed. */
export function readQrCookie(raw: string | undefined): QrParams | null {
  if (!raw) return null;
  try {
    const parsed = qrParamsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The twin a shop's menu or article page renders as while the QR cookie (QR_COOKIE) names that
 * shop's order type or table: `/shop/4/menu/Burgare` → `/shop/4/menu-qr/dineInPlace-12/Burgare`.
 * `path` has no language prefix; null when the page is no menu page or the cookie says nothing.
 */
export function qrChipTwin(path: string, cookie: string | undefined): string | null {
  const match = /^\/shop\/(\d{1,9})\/menu(\/.*)?$/.exec(path);
  if (!match) return null;
  const qr = readQrCookie(cookie);
  if (!qr || qr.shopId !== Number(match[1])) return null;
  const segment = qrChipSegment(qr);
  return segment ? `/shop/${match[1]}/${QR_CHIP_SEGMENT}/${segment}${match[2] ?? ''}` : null;
}
