#!/usr/bin/env node
// Writes public/favicon.ico from the app's icon (app/icon.svg): every browser asks for
// /favicon.ico whatever the page links to. An ICO file that holds PNG images (16, 32 and 48
// pixels), which every browser in use reads. Run it after changing the icon: node scripts/favicon.mjs
import { readFileSync, writeFileSync } from 'node:fs';

import sharp from 'sharp';

const SIZES = [16, 32, 48];
const root = new URL('..', import.meta.url);
const svg = readFileSync(new URL('app/icon.svg', root));
const images = await Promise.all(SIZES.map((size) => sharp(svg, { density: 72 * (size / 64) * 4 }).resize(size, size).png().toBuffer()));

const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // 1: icon
header.writeUInt16LE(images.length, 4);
let offset = header.length + 16 * images.length;
const entries = images.map((png, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(SIZES[i], 0); // width
  entry.writeUInt8(SIZES[i], 1); // height
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
writeFileSync(new URL('public/favicon.ico', root), Buffer.concat([header, ...entries, ...images]));
console.log(`public/favicon.ico: ${SIZES.join(', ')} px`);
