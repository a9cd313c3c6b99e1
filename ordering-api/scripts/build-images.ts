/**
 * Regenerates ordering-api/images/ from the SVG drawings in ordering-api/images-src/:
 *   node ordering-api/scripts/build-images.ts
 * logo.svg → images/logo.webp; every other drawing → images/menu/<name>.webp (480×360, WebP q70).
 * Some drawings also come as a restaurant's full-size photo file would (LARGE: 1200×900 JPEG,
 * tens of kB), so the demo's pictures differ in size and type as real catalogues' do.
 */
import fs from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

import { IMAGES_DIR, IMAGES_SRC_DIR } from '../src/paths.ts';

const WIDTH = 480;
const HEIGHT = 360;
const QUALITY = 70;
const MAX_BYTES = 25 * 1024;
/** Drawings also written full size, as JPEG: `images/menu/<name>-large.jpg`. */
const LARGE = ['burger-classic'];
const LARGE_WIDTH = 1200;
const LARGE_HEIGHT = 900;

async function main(): Promise<void> {
  const sources = fs.readdirSync(IMAGES_SRC_DIR).filter((f) => f.endsWith('.svg')).sort();
  fs.mkdirSync(path.join(IMAGES_DIR, 'menu'), { recursive: true });
  let oversized = 0;
  for (const source of sources) {
    const name = path.basename(source, '.svg');
    const target = name === 'logo' ? path.join(IMAGES_DIR, 'logo.webp') : path.join(IMAGES_DIR, 'menu', `${name}.webp`);
    const info = await sharp(path.join(IMAGES_SRC_DIR, source), { density: 144 })
      .resize(WIDTH, HEIGHT, { fit: 'cover' })
      .webp({ quality: QUALITY, effort: 6 })
      .toFile(target);
    const flag = info.size > MAX_BYTES ? '  (over 25 kB!)' : '';
    if (flag) oversized += 1;
    console.log(`${path.relative(IMAGES_DIR, target).padEnd(28)} ${info.width}×${info.height} ${(info.size / 1024).toFixed(1)} kB${flag}`);
  }
  for (const name of LARGE) {
    const target = path.join(IMAGES_DIR, 'menu', `${name}-large.jpg`);
    const info = await sharp(path.join(IMAGES_SRC_DIR, `${name}.svg`), { density: 360 })
      .resize(LARGE_WIDTH, LARGE_HEIGHT, { fit: 'cover' })
      .jpeg({ quality: 90 })
      .toFile(target);
    console.log(`${path.relative(IMAGES_DIR, target).padEnd(28)} ${info.width}×${info.height} ${(info.size / 1024).toFixed(1)} kB`);
  }
  if (oversized > 0) process.exitCode = 1;
}

await main();
