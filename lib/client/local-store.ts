
export type LocalStore<T> = {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  getServerSnapshot: () => T;
};

/**
 * A small external store over one localStorage key: validated on load (invalid data is
 * dropped, never thrown), saved on change, and replaced when another tab changes it. Another
 * tab's save is never overwritten with a stale copy: every change starts from what storage holds
 * now (a tab on a page that shows no basket still holds the store, and its next change would
 * otherwise write back the basket as it was when it loaded), and the store follows other tabs
 * from its first read on, whether or not a component listens.
 */
/** Any zod or zod/mini schema. */
type Schema<T> = { safeParse: (data: unknown) => { success: true; data: T } | { success: false } };

export function createLocalStore<T>(key: string, schema: Schema<T>, initial: T): LocalStore<T> {
  let state: T = initial;
  let loaded = false;
  /** What storage held when `state` was read or saved: another value there is another tab's save. */
  let seen: string | null = null;
  const listeners = new Set<() => void>();

  const read = (raw: string | null): T => {
    if (raw === null) return initial;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : initial;
    } catch {
      return initial;
    }
  };
  const storage = () => {
    try {
      return typeof window === 'undefined' ? undefined : window.localStorage;
    } catch {
      return undefined; // storage blocked by the browser: the app still works for this page
    }
  };
  const emit = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    loaded = true;
    seen = event.key === null ? null : event.newValue;
    state = read(seen);
    emit();
  };
  const ensureLoaded = () => {
    if (loaded || typeof window === 'undefined') return;
    loaded = true;
    window.addEventListener('storage', onStorage);
    seen = storage()?.getItem(key) ?? null;
    state = read(seen);
    if (seen !== null && state === initial) {
      storage()?.removeItem(key);
      seen = null;
    }
  };
  /** Takes in another tab's save that no storage event has brought yet. */
  const catchUp = () => {
    let raw: string | null;
    try {
      raw = storage()?.getItem(key) ?? null;
    } catch {
      return;
    }
    if (raw === seen) return;
    seen = raw;
    state = read(raw);
  };

  return {
    get: () => {
      ensureLoaded();
      return state;
    },
    set: (next) => {
      ensureLoaded();
      catchUp();
      const value = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
      // Nothing changed: nothing to save (and another tab's newer save stays); its storage
      // event tells the listeners of it.
      if (value === state) return;
      state = value;
      try {
        const raw = JSON.stringify(state);
        storage()?.setItem(key, raw);
        seen = raw;
      } catch {
        // quota exceeded or private mode: keep the state in memory for this tab
      }
      emit();
    },
    subscribe: (listener) => {
      ensureLoaded();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getServerSnapshot: () => initial,
  };
}
