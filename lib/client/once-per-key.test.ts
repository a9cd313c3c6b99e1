import { oncePerKey } from './once-per-key';

test('callers of the same key share one request; another key, and a key whose request failed, ask again', async () => {
  const asked: number[] = [];
  let fail = true;
  const load = oncePerKey(async (key: number) => {
    asked.push(key);
    if (key === 2 && fail) throw new Error('down');
    return key * 10;
  });
  expect(await Promise.all([load(1), load(1)])).toEqual([10, 10]);
  expect(asked).toEqual([1]);
  await expect(load(2)).rejects.toThrow('down');
  fail = false;
  expect(await load(2)).toBe(20);
  expect(await load(1)).toBe(10);
  expect(asked).toEqual([1, 2, 2]);
});
