'use client';

/** The offline page re-checks every 5 seconds. */
export const OFFLINE_RECHECK_MS = 5000;

/** Connectivity probe: a HEAD request to the site's own origin, past every cache. */
export async function isSiteReachable(): Promise<boolean> {
  try {
    const response = await fetch(`/?probe=${Date.now()}`, { method: 'HEAD', cache: 'no-store' });
    return response.ok || response.status < 500;
  } catch (error) {
    console.warn('[connectivity] the site is not reachable', error);
    return false;
  }
}
