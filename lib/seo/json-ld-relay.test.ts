import { relayedJsonLd, relayJsonLd } from './json-ld-relay';

test('a relayed document is read back by its slot id, and expires after a minute', () => {
  const id = relayJsonLd('{"@type":"Restaurant"}', 1_000);
  expect(relayedJsonLd(id)).toBe('{"@type":"Restaurant"}');
  expect(relayedJsonLd('other')).toBeUndefined();
  relayJsonLd('{}', 1_000 + 61_000);
  expect(relayedJsonLd(id)).toBeUndefined();
});
