/**
 * The digital member card: an SVG (chain name, member name, member number and a QR-style
 * pattern derived from the account id) rendered to PNG with sharp.
 */
import { createHash } from 'node:crypto';

import { escapeHtml } from '../orders/mail.ts';

export const CARD_WIDTH = 800;
export const CARD_HEIGHT = 500;
const MODULES = 25;

/** NB-000042-7: the account id with a Luhn check digit. */
export function memberNumber(accountId: number): string {
  const digits = String(accountId).padStart(6, '0');
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    let n = Number(d) * (i % 2 === 0 ? 2 : 1);
    if (n > 9) n -= 9;
    sum += n;
  });
  return `NB-${digits}-${(10 - (sum % 10)) % 10}`;
}

/** A 25×25 module matrix: three finder squares and data bits from SHA-256 of the member number. */
export function cardPattern(accountId: number): boolean[][] {
  const bits: boolean[] = [];
  let seed = createHash('sha256').update(`nordic-burger-member:${memberNumber(accountId)}`).digest();
  while (bits.length < MODULES * MODULES) {
    for (const byte of seed) for (let b = 7; b >= 0; b -= 1) bits.push(((byte >> b) & 1) === 1);
    seed = createHash('sha256').update(seed).digest();
  }
  const finder = (r: number, c: number): boolean | null => {
    for (const [r0, c0] of [[0, 0], [0, MODULES - 7], [MODULES - 7, 0]] as const) {
      const y = r - r0;
      const x = c - c0;
      if (y >= -1 && y <= 7 && x >= -1 && x <= 7) {
        if (y < 0 || y > 6 || x < 0 || x > 6) return false; // the quiet ring
        return y === 0 || y === 6 || x === 0 || x === 6 || (y >= 2 && y <= 4 && x >= 2 && x <= 4);
      }
    }
    return null;
  };
  return Array.from({ length: MODULES }, (_, r) =>
    Array.from({ length: MODULES }, (_, c) => finder(r, c) ?? (r === 6 || c === 6 ? (r + c) % 2 === 0 : bits[r * MODULES + c]!)),
  );
}

export function membershipCardSvg(input: { accountId: number; name: string; chainName: string }): string {
  const size = 10;
  const qrX = CARD_WIDTH - 40 - MODULES * size - 20;
  const qrY = 140;
  const modules = cardPattern(input.accountId)
    .flatMap((row, r) => row.map((on, c) => (on ? `<rect x="${qrX + 10 + c * size}" y="${qrY + 10 + r * size}" width="${size}" height="${size}"/>` : '')))
    .join('');
  const number = memberNumber(input.accountId);
  const shortName = input.name.length > 26 ? `${input.name.slice(0, 25)}…` : input.name;
  const name = escapeHtml(shortName);
  const nameSize = shortName.length > 18 ? 26 : 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b3261e"/><stop offset="1" stop-color="#5c1410"/></linearGradient></defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="32" fill="url(#bg)"/>
<circle cx="90" cy="88" r="40" fill="#ffc93c"/>
<text x="150" y="100" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="bold" fill="#ffffff">${escapeHtml(input.chainName)}</text>
<text x="50" y="200" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#ffd9d4">MEMBER</text>
<text x="50" y="245" font-family="DejaVu Sans, Arial, sans-serif" font-size="${nameSize}" font-weight="bold" fill="#ffffff">${name}</text>
<text x="50" y="300" font-family="DejaVu Sans Mono, monospace" font-size="26" fill="#ffffff">${number}</text>
<text x="50" y="440" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" fill="#ffd9d4">Show this card at the counter</text>
<rect x="${qrX}" y="${qrY}" width="${MODULES * size + 20}" height="${MODULES * size + 20}" rx="8" fill="#ffffff"/>
<g fill="#111111">${modules}</g>
</svg>`;
}

/** The card as PNG. sharp is loaded on first use (it is an optional dependency of next). */
export async function membershipCardPng(input: { accountId: number; name: string; chainName: string }): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(membershipCardSvg(input))).png({ compressionLevel: 9 }).toBuffer();
}
