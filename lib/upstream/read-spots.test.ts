import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startReferenceApi } from '@/ordering-api/src/server.ts';

import { readSettings } from './read-settings';
import { readDeliverySpots, type SkippedSpot } from './read-spots';
import { deliverySpotListSchema, settingsSchema } from './schemas/index.ts';

test("the reference API's spots and settings, in our shape and in SPEC.md's, read whole: no spot left out, no default used", async () => {
  for (const shape of ['default', 'spec'] as const) {
    const dataDir = mkdtempSync(join(tmpdir(), 'read-spots-'));
    const api = await startReferenceApi({ dataDir, shape });
    try {
      let spotsSeen = 0;
      for (const shopId of [1, 2, 3]) {
        const raw = await (await fetch(`${api.url}/api/shops/${shopId}/delivery-spots`)).json();
        const skipped: SkippedSpot[] = [];
        expect(readDeliverySpots(raw, skipped)).toEqual(deliverySpotListSchema.parse(raw));
        expect(skipped).toEqual([]);
        spotsSeen += raw.length;
      }
      expect(spotsSeen).toBeGreaterThan(0);
      const raw = await (await fetch(`${api.url}/api/settings`)).json();
      const unread: string[] = [];
      expect(readSettings(raw, unread)).toEqual(settingsSchema.parse(raw));
      expect(unread).toEqual([]);
    } finally {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
});
