'use client';

/**
 * Whether the guest changed the order on an article, edit or suggestion page without saving:
 * the back button then asks before discarding the change.
 */
let orderChanged = false;
export const navigationState = {
  markOrderChanged: (changed = true) => {
    orderChanged = changed;
  },
  isOrderChanged: () => orderChanged,
};

export type PageRecord = { current: { name: string; path: string } | null; last: { name: string; path: string } | null };
const RECORD_KEY = 'ordering.navigation';

/** Each navigation records the current and last page (name and path), kept for this tab. */
export function recordPage(name: string, path: string): PageRecord {
  let record: PageRecord = { current: null, last: null };
  try {
    const saved = JSON.parse(sessionStorage.getItem(RECORD_KEY) ?? 'null') as PageRecord | null;
    if (saved && typeof saved === 'object') record = saved;
  } catch {
    // unreadable records start over
  }
  const next: PageRecord = record.current?.path === path ? record : { current: { name, path }, last: record.current };
  try {
    sessionStorage.setItem(RECORD_KEY, JSON.stringify(next));
  } catch {
    // storage blocked: the records are a convenience only
  }
  return next;
}
