/**
 * Validators for what the browser saved (basket, paid orders, QR values, filters): untrusted
 * input that is checked before use, by valibot (built for small bundles: a page ships only the
 * checks it uses). The few constructors below name the rules once for the five stores: an object
 * keeps only the keys of its shape (others are dropped, as is a key whose optional value is
 * absent); any value that does not fit makes the whole value invalid.
 */
import * as v from 'valibot';

const INVALID: unique symbol = Symbol('invalid');
type Result<T> = T | typeof INVALID;
type Schema<T> = v.GenericSchema<unknown, T>;

export type Validator<T> = {
  /** The checked value (a copy for objects and arrays), or INVALID. */
  check: (value: unknown) => Result<T>;
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
};
/** A validator made of a valibot schema, which the object and array validators compose. */
export type SchemaValidator<T> = Validator<T> & { schema: Schema<T> };
export type Infer<V> = V extends Validator<infer T> ? T : never;

/** A validator from a check of its own (one that composes schema validators, as the saved basket's). */
export function validator<T>(check: (value: unknown) => Result<T>): Validator<T> {
  return {
    check,
    safeParse: (value) => {
      const data = check(value);
      return data === INVALID ? { success: false } : { success: true, data };
    },
  };
}

function fromSchema<T>(schema: Schema<T>): SchemaValidator<T> {
  return {
    schema,
    ...validator<T>((value) => {
      const result = v.safeParse(schema, value);
      return result.success ? result.output : INVALID;
    }),
  };
}

export const isInvalid = (value: unknown): value is typeof INVALID => value === INVALID;
export { INVALID };

/** A string of at most `max` (and at least `min`) characters. */
export const string = (max: number, min = 0) => fromSchema(v.pipe(v.string(), v.minLength(min), v.maxLength(max)));

/** A safe integer in [min, max]. */
export const int = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
  fromSchema(v.pipe(v.number(), v.safeInteger(), v.minValue(min), v.maxValue(max)));

/** A finite number in [min, max]. */
export const number = (min = -Infinity, max = Infinity) => fromSchema(v.pipe(v.number(), v.finite(), v.minValue(min), v.maxValue(max)));

/** true or false. */
export const boolean = () => fromSchema<boolean>(v.boolean());

/** One of the given strings. */
export const oneOf = <const T extends readonly string[]>(values: T) => fromSchema<T[number]>(v.picklist(values));

export const nullable = <T>(inner: SchemaValidator<T>) => fromSchema<T | null>(v.nullable(inner.schema));

export const optional = <T>(inner: SchemaValidator<T>) => fromSchema<T | undefined>(v.optional(inner.schema));

/** An array of at most `max` items, each valid. */
export const array = <T>(item: SchemaValidator<T>, max: number) => fromSchema<T[]>(v.pipe(v.array(item.schema), v.maxLength(max)));

type Shape = Record<string, SchemaValidator<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends Infer<S[K]> ? K : never }[keyof S];
export type ObjectOf<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

/**
 * A plain object with the shape's keys; keys outside the shape are dropped (valibot's object),
 * and so is an optional key whose value is absent. Only the object's own keys count as given:
 * `constructor` or `__proto__` never come from the prototype.
 */
export const object = <S extends Shape>(shape: S) => {
  const entries = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, value.schema]));
  /** The given own keys of the shape, in an object without a prototype; null for anything but a plain object. */
  const own = (input: unknown): Record<string, unknown> | null => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
    const record = input as Record<string, unknown>;
    const given: Record<string, unknown> = Object.create(null);
    for (const key of Object.keys(shape)) if (Object.hasOwn(record, key) && record[key] !== undefined) given[key] = record[key];
    return given;
  };
  return fromSchema<ObjectOf<S>>(v.pipe(v.unknown(), v.transform(own), v.object(entries)) as unknown as Schema<ObjectOf<S>>);
};
