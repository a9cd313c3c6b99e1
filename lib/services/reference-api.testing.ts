import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type ReferenceApi, type StartOptions,startReferenceApi } from '@/ordering-api/src/server.ts';

/**
 * The reference ordering API for the tests of one file: on a free loopback port with a fresh data
 * folder, started before them (ORDERING_API_URL points at it, so import the services after) and
 * closed and removed after them. Its address, once started.
 */
export function referenceApiForThisFile(options: Omit<StartOptions, 'dataDir'> = {}): { readonly url: string } {
  let api: ReferenceApi | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bff-reference-api-'));
    api = await startReferenceApi({ ...options, dataDir });
    process.env.ORDERING_API_URL = api.url;
  });
  afterAll(async () => {
    await api?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get url() {
      if (!api) throw new Error('referenceApiForThisFile: the API runs only while the tests of this file do');
      return api.url;
    },
  };
}
