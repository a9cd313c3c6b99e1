import { array, int, nullable, number, object, oneOf, optional, string } from './validate';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;

test('strings are checked for type and length', () => {
  expect(ok(string(3), 'abc')).toBe(true);
  expect(ok(string(3), 'abcd')).toBe(false);
  expect(ok(string(3, 1), '')).toBe(false);
  expect(ok(string(3), 3)).toBe(false);
});

test('integers are safe integers within their bounds; numbers are finite', () => {
  expect(ok(int(1), 1)).toBe(true);
  expect(ok(int(1), 0)).toBe(false);
  expect(ok(int(), 1.5)).toBe(false);
  expect(ok(int(), 2 ** 60)).toBe(false);
  expect(ok(int(), '1')).toBe(false);
  expect(ok(number(0, 100), 25.5)).toBe(true);
  expect(ok(number(0, 100), 101)).toBe(false);
  expect(ok(number(), Infinity)).toBe(false);
  expect(ok(number(), NaN)).toBe(false);
});

test('a value from a list, null and absent values', () => {
  expect(ok(oneOf(['a', 'b']), 'b')).toBe(true);
  expect(ok(oneOf(['a', 'b']), 'c')).toBe(false);
  expect(ok(nullable(int()), null)).toBe(true);
  expect(ok(int(), null)).toBe(false);
  expect(ok(optional(int()), undefined)).toBe(true);
  expect(ok(optional(int()), null)).toBe(false);
});

test('arrays are capped and every item must fit', () => {
  expect(array(int(), 2).safeParse([1, 2])).toEqual({ success: true, data: [1, 2] });
  expect(ok(array(int(), 2), [1, 2, 3])).toBe(false);
  expect(ok(array(int(), 2), [1, 'x'])).toBe(false);
  expect(ok(array(int(), 2), { 0: 1, length: 1 })).toBe(false);
});

test('objects keep only the keys of their shape; a missing required key or a wrong value refuses the whole', () => {
  const shape = object({ id: string(10), count: optional(int()), note: nullable(string(5)) });
  expect(shape.safeParse({ id: 'a', note: null, extra: 1 })).toEqual({ success: true, data: { id: 'a', note: null } });
  expect(shape.safeParse({ id: 'a', count: 2, note: 'hi' })).toEqual({ success: true, data: { id: 'a', count: 2, note: 'hi' } });
  expect(ok(shape, { note: null })).toBe(false);
  expect(ok(shape, { id: 'a', note: 'too long' })).toBe(false);
  expect(ok(shape, [])).toBe(false);
  expect(ok(shape, null)).toBe(false);
  expect(ok(shape, 'x')).toBe(false);
});

test('keys of the object prototype and polluting keys never count as given', () => {
  const shape = object({ constructor: optional(string(10)) });
  expect(shape.safeParse({})).toEqual({ success: true, data: {} });
  const parsed = object({ id: string(5) }).safeParse(JSON.parse('{"id":"a","__proto__":{"polluted":true}}'));
  expect(parsed.success && Object.getPrototypeOf(parsed.data)).toBe(Object.prototype);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
