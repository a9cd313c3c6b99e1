import { withRenderRelay } from '@ordering/render-relay';

import { relayedJsonLd, relayJsonLd } from './json-ld-relay';

test('a relayed document is read back by its slot id within the request that relayed it, and only there', async () => {
  const first = await withRenderRelay(async () => {
    const id = relayJsonLd('{"@type":"Restaurant"}');
    expect(id).toBeDefined();
    await Promise.resolve(); // the HTML render reads it later in the same request
    expect(relayedJsonLd(id!)).toBe('{"@type":"Restaurant"}');
    expect(relayedJsonLd('other')).toBeUndefined();
    return id!;
  });
  // Another request has a store of its own, and outside any request nothing is kept.
  await withRenderRelay(async () => expect(relayedJsonLd(first)).toBeUndefined());
  expect(relayedJsonLd(first)).toBeUndefined();
  expect(relayJsonLd('{}')).toBeUndefined();
});
