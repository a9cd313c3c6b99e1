/** The entry Next remembers for an answer the page cache does not keep goes with it. */
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { forgetCacheControl, rememberedCount } from './next-cache-controls';

// The module instance Next's server uses (Node's own require, as the handlers load it).
const { SharedCacheControls } = createRequire(join(process.cwd(), 'package.json'))('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js');

test('the installed Next still keeps its revalidation times in the map the page cache prunes', () => {
  const before = rememberedCount();
  expect(before).not.toBeNull();
  new SharedCacheControls({ routes: {}, dynamicRoutes: {} }).set('/route-cache/APP_PAGE/x/$/_sv/shop/1/menu/qwerty', { revalidate: 300 });
  expect(rememberedCount()).toBe(before! + 1);
  forgetCacheControl('/route-cache/APP_PAGE/x/$/_sv/shop/1/menu/qwerty');
  expect(rememberedCount()).toBe(before);
});
