/**
 * Validators for what the browser saved (basket, paid orders, QR values, filters): untrusted
 * input that is checked before use. A few lines instead of a schema library, because they ship
 * on every page. An object keeps only the keys of its shape (others are dropped, as is a key
 * whose optional value is absent); any value that does not fit makes the whole value invalid.
 */
const INVALID: unique symbol = Symbol('invalid');
type Result<T> = T | typeof INVALID;

export type Validator<T> = {
  /** The checked value (a copy for objects and arrays), or INVALID. */
  check: (value: unknown) => Result<T>;
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
};
export type Infer<V> = V extends Validator<infer T> ? T : never;

export function validator<T>(check: (value: unknown) => Result<T>): Validator<T> {
  return {
    check,
    safeParse: (value) => {
      const data = check(value);
      return data === INVALID ? { success: false } : { success: true, data };
    },
  };
}

export const isInvalid = (value: unknown): value is typeof INVALID => value === INVALID;
export { INVALID };

/** A string of at most `max` (and at least `min`) characters. */
export const string = (max: number, min = 0) =>
  validator<string>((v) => (typeof v === 'string' && v.length >= min && v.length <= max ? v : INVALID));

/** A safe integer in [min, max]. */
export const int = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
  validator<number>((v) => (Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max ? (v as number) : INVALID));

/** A finite number in [min, max]. */
export const number = (min = -Infinity, max = Infinity) =>
  validator<number>((v) => (typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : INVALID));

/** One of the given strings. */
export const oneOf = <const T extends readonly string[]>(values: T) =>
  validator<T[number]>((v) => (values.includes(v as string) ? (v as T[number]) : INVALID));

export const nullable = <T>(inner: Validator<T>) => validator<T | null>((v) => (v === null ? null : inner.check(v)));

export const optional = <T>(inner: Validator<T>) => validator<T | undefined>((v) => (v === undefined ? undefined : inner.check(v)));

/** An array of at most `max` items, each valid. */
export const array = <T>(item: Validator<T>, max: number) =>
  validator<T[]>((v) => {
    if (!Array.isArray(v) || v.length > max) return INVALID;
    const out: T[] = [];
    for (const entry of v) {
      const checked = item.check(entry);
      if (checked === INVALID) return INVALID;
      out.push(checked);
    }
    return out;
  });

type Shape = Record<string, Validator<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends Infer<S[K]> ? K : never }[keyof S];
export type ObjectOf<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

/** A plain object with the shape's keys; keys outside the shape are dropped. */
export const object = <S extends Shape>(shape: S) =>
  validator<ObjectOf<S>>((v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return INVALID;
    const record = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const checked = shape[key]!.check(Object.hasOwn(record, key) ? record[key] : undefined);
      if (checked === INVALID) return INVALID;
      if (checked !== undefined) out[key] = checked;
    }
    return out as ObjectOf<S>;
  });
