// Next remembers the revalidation time of every answer it hands to the cache, in a map of its
// own process (SharedCacheControls), before it asks the cache handler to keep the answer. For an
// answer the handler does not keep (server/kept-answers.ts) nothing will ever read that entry,
// yet it would stay until the process ends: a few hundred bytes for every unknown category or
// article anyone asks for. Next offers no setting for it, so the handlers drop the entry through
// Next's own module (the same instance Next uses: it is kept out of the bundles, `.external`).
// Should a Next release move it, this says so once and the app works on, with that slow growth
// back (server/next-cache-controls.test.ts fails first, on the release that moves it).
// Plain erasable TypeScript: the handlers import it as it is.
import { createRequire } from 'node:module';

const MODULE = 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js';

type Remembered = Map<string, unknown>;

function rememberedByNext(): Remembered | null {
  try {
    const map: unknown = createRequire(import.meta.url)(MODULE).SharedCacheControls?.cacheControls;
    return map instanceof Map ? (map as Remembered) : null;
  } catch {
    return null;
  }
}

let remembered: Remembered | null | undefined;
let warned = false;

/** Drops what Next remembers of an answer under `key` that the cache does not keep. */
export function forgetCacheControl(key: string): void {
  remembered ??= rememberedByNext();
  if (remembered) {
    remembered.delete(key);
    return;
  }
  if (warned) return;
  warned = true;
  console.warn(`Page cache: ${MODULE} has no SharedCacheControls map in this Next release; answers the cache does not keep leave a small entry in Next's memory each.`);
}

/** How many answers Next remembers (for tests and diagnostics); null when the map cannot be reached. */
export const rememberedCount = (): number | null => rememberedByNext()?.size ?? null;
