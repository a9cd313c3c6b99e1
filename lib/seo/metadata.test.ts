import { pageMetadata, shopShareImages } from './metadata';

jest.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => key,
  setRequestLocale: () => undefined,
}));

describe('search and share metadata of a public page', () => {
  test('every share image is named in Open Graph, the first (wide) one in Twitter, each with its alt text', async () => {
    const images = shopShareImages(7, 'Nordic Burger Kallio');
    const metadata = await pageMetadata({ locale: 'fi', path: '/shop/7/order-type', title: 'Kallio', images });
    expect(metadata.openGraph?.images).toEqual(images);
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: '/og/7/wide.png', alt: 'Nordic Burger Kallio' }],
    });
    expect(metadata.alternates?.canonical).toBe('/fi/shop/7/order-type');
    // X reads the title and description from Open Graph: each is written once, not twice.
    expect(metadata.openGraph).toMatchObject({ title: 'Kallio' });
    expect(metadata.twitter).not.toHaveProperty('title');
    expect(metadata.twitter).not.toHaveProperty('description');
    // The language's own share locale, and no alternates that would send Facebook to ?fb_locale=.
    expect(metadata.openGraph).toMatchObject({ locale: 'fi_FI' });
    expect(metadata.openGraph).not.toHaveProperty('alternateLocale');
  });

  test('a page without a share image has a plain summary card', async () => {
    const metadata = await pageMetadata({ locale: 'en', path: '/campaigns', title: 'Offers' });
    expect(metadata.twitter).toMatchObject({ card: 'summary' });
    expect((metadata.twitter as { images?: unknown }).images).toBeUndefined();
  });
});
