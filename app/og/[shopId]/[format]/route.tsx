import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';

import { DEFAULT_LOCALE } from '@/lib/domain/locale/locale';
import { addressLine } from '@/lib/domain/shops/shop-view';
import { parseShopId } from '@/lib/http/params';
import { problem, toErrorResponse } from '@/lib/http/problem';
import { SHARE_IMAGE_SIZES, type ShareFormat } from '@/lib/seo/metadata';
import { loadShop } from '@/lib/services/catalog';

const logo = readFile(join(process.cwd(), 'public', 'icons', 'logo.svg'), 'base64').then(
  (b64) => `data:image/svg+xml;base64,${b64}`,
);

/**
 * A shop's share card, drawn at request time from its name and address (no photo is needed):
 * wide.png is 1200×630 for link previews, square.png 1200×1200 for apps that crop square.
 */
export async function GET(_request: Request, ctx: RouteContext<'/og/[shopId]/[format]'>) {
  const { shopId, format } = await ctx.params;
  const size = Object.hasOwn(SHARE_IMAGE_SIZES, format) ? SHARE_IMAGE_SIZES[format as ShareFormat] : null;
  if (!size) return problem('NOT_FOUND', 404);
  try {
    const [shop, t, logoUrl] = await Promise.all([
      loadShop(parseShopId(shopId)),
      getTranslations({ locale: DEFAULT_LOCALE, namespace: 'Layout' }),
      logo,
    ]);
    const address = addressLine(shop);
    const square = size.width === size.height;
    return new ImageResponse(
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: square ? 96 : 72,
          background: 'linear-gradient(135deg, #b3261e 0%, #7a1712 100%)',
          color: '#ffffff',
          fontSize: 40,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 28 }}>
          {}
          <img src={logoUrl} width={square ? 160 : 120} height={square ? 160 : 120} alt="" />
          <span style={{ fontSize: square ? 56 : 48, color: '#f6c26b' }}>{t('brand')}</span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <span style={{ fontSize: square ? 112 : 88, lineHeight: 1.05 }}>{shop.name}</span>
          {address ? <span style={{ fontSize: square ? 48 : 40, opacity: 0.9 }}>{address}</span> : null}
        </div>
      </div>,
      { ...size, headers: { 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' } },
    );
  } catch (error) {
    return toErrorResponse(error, '/og');
  }
}
