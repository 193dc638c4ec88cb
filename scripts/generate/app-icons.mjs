// Renders the installable app's icons from the site's mark (app/icon.svg) with sharp:
// 192 and 512 px as drawn, and a 512 px maskable one whose mark sits inside the central 80 % safe zone
// on a full-bleed background, because launchers crop maskable icons to their own shape.
//   node scripts/generate/app-icons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..', '..');
const mark = readFileSync(path.join(root, 'app', 'icon.svg'));
const out = (name) => path.join(root, 'public', 'icons', name);
const BRAND_BLUE = '#12355b';

for (const size of [192, 512]) {
  await sharp(mark, { density: (72 * size) / 40 })
    .resize(size, size)
    .png()
    .toFile(out(`icon-${size}.png`));
}

const maskableSize = 512;
const inner = Math.round(maskableSize * 0.7);
const innerMark = await sharp(mark, { density: (72 * inner) / 40 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: maskableSize, height: maskableSize, channels: 4, background: BRAND_BLUE } })
  .composite([{ input: innerMark, gravity: 'centre' }])
  .png()
  .toFile(out('maskable-512.png'));
