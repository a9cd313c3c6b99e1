export type ShareImage = { url: string; width?: number; height?: number; alt: string };

/** The generated share cards of a shop (app/og): a wide one for link previews and a square one. */
export const SHARE_IMAGE_SIZES = {
  'wide.png': { width: 1200, height: 630 },
  'square.png': { width: 1200, height: 1200 },
} as const;
export type ShareFormat = keyof typeof SHARE_IMAGE_SIZES;

export const shopShareImages = (shopId: number, alt: string): ShareImage[] =>
  (Object.keys(SHARE_IMAGE_SIZES) as ShareFormat[]).map((format) => ({
    url: `/og/${shopId}/${format}`,
    ...SHARE_IMAGE_SIZES[format],
    alt,
  }));
