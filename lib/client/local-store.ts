
export type LocalStore<T> = {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  getServerSnapshot: () => T;
};

/**
 * A small external store over one localStorage key: validated on load (invalid data is
 * dropped, never thrown), saved on change, and replaced when another tab changes it.
 */
/** Any zod or zod/mini schema. */
type Schema<T> = { safeParse: (data: unknown) => { success: true; data: T } | { success: false } };

export function createLocalStore<T>(key: string, schema: Schema<T>, initial: T): LocalStore<T> {
  let state: T = initial;
  let loaded = false;
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
  const ensureLoaded = () => {
    if (loaded || typeof window === 'undefined') return;
    loaded = true;
    const raw = storage()?.getItem(key) ?? null;
    state = read(raw);
    if (raw !== null && state === initial) storage()?.removeItem(key);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    loaded = true;
    state = read(event.key === null ? null : event.newValue);
    emit();
  };

  return {
    get: () => {
      ensureLoaded();
      return state;
    },
    set: (next) => {
      ensureLoaded();
      const value = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
      // Nothing changed: nothing to save and nobody to tell (and another tab's newer save stays).
      if (value === state) return;
      state = value;
      try {
        storage()?.setItem(key, JSON.stringify(state));
      } catch {
        // quota exceeded or private mode: keep the state in memory for this tab
      }
      emit();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    getServerSnapshot: () => initial,
  };
}
