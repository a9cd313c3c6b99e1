// Builds public/sw.js from app/sw.ts after `next build` (Serwist's configurator mode keeps
// Turbopack for the app build; see docs/offline.md).
import { randomUUID } from 'node:crypto';

import { serwist } from '@serwist/next/config';

export default serwist({
  swSrc: 'app/sw.ts',
  swDest: 'public/sw.js',
  // The offline page is precached per build, in the language of the visitor who installs it.
  additionalPrecacheEntries: [{ url: '/offline', revision: randomUUID() }],
});
