import { digestHex, fallbackDigest, newId } from './ids';

const encode = (text: string) => new TextEncoder().encode(text);

describe('outside a secure context (a phone at the machine\'s address over plain http)', () => {
  const { randomUUID, subtle } = globalThis.crypto;
  beforeEach(() => {
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
    Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
  });

  test('ids are still random UUID v4s', () => {
    const ids = new Set(Array.from({ length: 1000 }, newId));
    expect(ids.size).toBe(1000);
    for (const id of [...ids].slice(0, 20)) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('a body still gets a stable digest, and another body another one', async () => {
    const body = JSON.stringify({ items: [{ code: 'B102', quantity: 1 }] });
    const one = await digestHex(encode(body));
    expect(one).toMatch(/^[0-9a-f]{32}$/);
    expect(await digestHex(encode(body))).toBe(one);
    expect(await digestHex(encode(body.replace('1}', '2}')))).not.toBe(one);
  });
});

test('the fallback digest tells apart 100,000 bodies that differ in one character', () => {
  const seen = new Set<string>();
  for (let n = 0; n < 100_000; n++) seen.add(fallbackDigest(encode(`{"items":[{"code":"B${n}","quantity":1}]}attempt`)));
  expect(seen.size).toBe(100_000);
});

test('in a secure context the digest is SHA-256', async () => {
  expect(await digestHex(encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});
