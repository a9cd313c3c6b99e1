// Builds public/sw.js from app/sw.ts after `next build` (Serwist's configurator mode keeps
// Turbopack for the app build; see docs/offline.md).
import { randomUUID } from 'node:crypto';

// Serwist reads next.config.ts as a build would; Next accepts the app's Turbopack-only options
// (cssChunking: 'graph') only when it is told the build is Turbopack's, which it is.
process.env.TURBOPACK ??= '1';
const { serwist } = await import('@serwist/next/config');

export default serwist({
  swSrc: 'app/sw.ts',
  swDest: 'public/sw.js',
  // The offline page is precached per build, in the language of the visitor who installs it.
  additionalPrecacheEntries: [{ url: '/offline', revision: randomUUID() }],
});
