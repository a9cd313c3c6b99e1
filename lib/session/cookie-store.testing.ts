/**
 * A stand-in for Next's `cookies()` store in Jest: what the server set, with its options, and
 * a switch that makes `set` throw as it does while a Server Component renders.
 */
export type SetCookie = { value: string; options: Record<string, unknown> };

export function fakeCookieStore() {
  const jar = new Map<string, SetCookie>();
  const state = { readOnly: false, writes: 0 };
  return {
    jar,
    state,
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    getAll: () => [...jar].map(([name, c]) => ({ name, value: c.value })),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string, options: Record<string, unknown> = {}) => {
      if (state.readOnly) throw new Error('Cookies can only be modified in a Server Action or Route Handler.');
      state.writes += 1;
      if (options.maxAge === 0) jar.delete(name);
      else jar.set(name, { value, options });
    },
  };
}
export type FakeCookieStore = ReturnType<typeof fakeCookieStore>;
