/**
 * Random ids and body digests in the browser, in secure and non-secure contexts alike.
 * `crypto.randomUUID` and `crypto.subtle` exist only in secure contexts (https, localhost): a
 * phone that opens the demo at the machine's network address over plain http has neither,
 * while `crypto.getRandomValues` works everywhere.
 */

/** A random UUID v4 (122 random bits). */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * 128 bits of a string's digest where SHA-256 is missing: four 32-bit lanes, each an FNV-1a
 * walk with its own offset, mixed into the others at the end. Not a cryptographic hash: it only
 * has to tell one checkout body from another of the same guest.
 */
export function fallbackDigest(bytes: Uint8Array): string {
  const lanes = [0x811c9dc5, 0x01000193 ^ 0x5bd1e995, 0x9e3779b9, 0x85ebca6b];
  for (const byte of bytes) {
    for (let i = 0; i < 4; i++) lanes[i] = Math.imul(lanes[i]! ^ (byte + i * 0x9d), 0x01000193 + i * 2);
  }
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 4; i++) {
      let h = lanes[i]! ^ lanes[(i + 1) % 4]! ^ (lanes[(i + 3) % 4]! >>> 15);
      h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
      h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
      lanes[i] = (h ^ (h >>> 16)) >>> 0;
    }
  }
  return lanes.map((lane) => (lane >>> 0).toString(16).padStart(8, '0')).join('');
}

/** SHA-256 of the bytes as hex where the browser has it, else the fallback digest (32 hex digits). */
export async function digestHex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  if (typeof crypto.subtle?.digest !== 'function') return fallbackDigest(bytes);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
