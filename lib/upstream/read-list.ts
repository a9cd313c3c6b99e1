// The small pieces every reader of a restaurant's answer shares: an object as a record, a text of
// a sane length, a value checked by a contract schema without failing, and a list read entry by
// entry, so that an entry that cannot be read is left out on its own.
import type { z } from 'zod';

/** `raw` as an object with keys (not an array, not null), or undefined. */
export const record = (raw: unknown): Record<string, unknown> | undefined => (raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined);

/** `raw` as a string of at most `max` characters, or undefined. */
export const text = (raw: unknown, max: number): string | undefined => (typeof raw === 'string' && raw.length <= max ? raw : undefined);

/** A list of what could be read of `raw` (not an array: none), each entry on its own, with its place in the list. */
export function each<T>(raw: unknown, read: (entry: unknown, index: number) => T | undefined, max: number): T[] {
  if (!Array.isArray(raw)) return [];
  const out: T[] = [];
  for (let index = 0; index < Math.min(raw.length, max); index++) {
    const value = read(raw[index], index);
    if (value !== undefined) out.push(value);
  }
  return out;
}

/**
 * A reader that answers what `schema` makes of a value, or undefined when it cannot. Make it once,
 * where the module is loaded: a zod schema costs far more to make than to use.
 */
export const parsed = <T>(schema: z.ZodType<T>) => (raw: unknown): T | undefined => {
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
};
