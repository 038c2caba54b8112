#!/usr/bin/env node
// Renders the installed app's icons from the logo mark (web/src/assets/logo-mark.svg) with sharp. The
// PNGs are committed in web/public (Vite copies them to the build's root, the server serves them and names
// them in each site's manifest); run this again after changing the mark:
//
//   node --import tsx scripts/app-icons.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mark = readFileSync(path.join(root, 'web/src/assets/logo-mark.svg'), 'utf8');
const markColour = /<rect width="32" height="32" rx="8" fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
if (markColour === undefined) throw new Error('logo-mark.svg: no background square found');

/** The mark drawn on a full square of its own colour, scaled into the middle `share` of it. */
function fullBleed(share: number): string {
  const inner = mark.replace(/<svg[^>]*>/, '').replace('</svg>', '');
  const offset = (32 * (1 - share)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${markColour}"/>
  <g transform="translate(${offset} ${offset}) scale(${share})">${inner}</g>
</svg>`;
}

const icons: { file: string; size: number; svg: string }[] = [
  // "any": the mark as it is, its rounded corners transparent.
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  // "maskable": the platform cuts its own shape, keeping a centred circle of 80 %: the mark's tiles fit it.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.78) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.92) },
];

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(root, 'web/public', file));
  console.log(`web/public/${file}`);
}
