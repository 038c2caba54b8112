#!/usr/bin/env node
// Draws the link-preview image of each language (the picture a chat app shows for a pasted link) as SVG
// and renders it to PNG with sharp: the game's name and tagline over the 3 × 5 board, each row one
// category's colour and shape. The PNGs are committed in web/public (Vite copies them to the build's root);
// run this again after changing the name, the tagline or the palette:
//
//   node --import tsx scripts/link-preview-image.ts
//
// The text is drawn with the machine's fonts (librsvg through fontconfig), so another machine may give
// slightly different pixels: the committed files are the reference.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SUPPORTED_LANGUAGES, type Language } from '../domain/language/language';
import { PREVIEW_IMAGE_SIZE, PREVIEW_TEXTS } from '../adapters/http/web-app/link-preview';
import { previewImagePath } from '../adapters/http/web-app/link-preview-image';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { width, height } = PREVIEW_IMAGE_SIZE;

/** The light theme's colours, read from the web app's tokens so the picture follows the palette. */
function tokenColours(): { primary: string; onCategory: string; categories: string[] } {
  const css = readFileSync(path.join(root, 'web/src/styles/tokens.css'), 'utf8');
  // The first definition of each token is the light theme's (the dark one follows in a media query).
  const token = (name: string) => {
    const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css);
    if (!match?.[1]) throw new Error(`tokens.css has no colour --${name}`);
    return match[1];
  };
  const categories = [1, 2, 3, 4, 5].map((n) => token(`color-cat-${n}`));
  return { primary: token('color-primary'), onCategory: token('color-on-cat'), categories };
}

// The board's five shapes in category order (web: category-shape.tsx), in a 24 × 24 box.
const SHAPES = [
  'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16z',
  'M12 3.5l9 16h-18z',
  'M5 5h14v14h-14z',
  'M12 2.5l9.5 9.5-9.5 9.5-9.5-9.5z',
  'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4-5.7-3.1-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z',
];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const FONT = "'Segoe UI', 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";
const TILE = { width: 240, height: 66, gap: 14, radius: 14 };

function tiles(categories: string[], onCategory: string): string {
  const gridWidth = 3 * TILE.width + 2 * TILE.gap;
  const left = (width - gridWidth) / 2;
  const top = 196;
  return categories
    .flatMap((colour, row) =>
      [0, 1, 2].map((column) => {
        const x = left + column * (TILE.width + TILE.gap);
        const y = top + row * (TILE.height + TILE.gap);
        const shape = 34 / 24; // the shape drawn 34 px high, in the middle of the tile
        const sx = x + TILE.width / 2 - 17;
        const sy = y + TILE.height / 2 - 17;
        return [
          `<rect x="${x}" y="${y}" width="${TILE.width}" height="${TILE.height}" rx="${TILE.radius}" fill="${colour}"/>`,
          `<path d="${SHAPES[row]}" fill="${onCategory}" fill-opacity="0.55" transform="translate(${sx} ${sy}) scale(${shape})"/>`,
        ].join('');
      }),
    )
    .join('\n  ');
}

function previewSvg(language: Language): string {
  const { productName, tagline } = PREVIEW_TEXTS[language];
  const { primary, onCategory, categories } = tokenColours();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="glow" cx="50%" cy="0%" r="75%">
      <stop offset="0%" stop-color="#ffffff" stop-opacity="0.16"/>
      <stop offset="100%" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${primary}"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <text x="${width / 2}" y="112" text-anchor="middle" font-family="${FONT}" font-size="88" font-weight="700" fill="#ffffff">${escapeXml(productName)}</text>
  <text x="${width / 2}" y="160" text-anchor="middle" font-family="${FONT}" font-size="32" fill="#ffffff" fill-opacity="0.82">${escapeXml(tagline)}</text>
  ${tiles(categories, onCategory)}
</svg>
`;
}

for (const language of SUPPORTED_LANGUAGES) {
  const file = path.join(root, 'web/public', previewImagePath(language));
  await sharp(Buffer.from(previewSvg(language)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
  console.log(`wrote ${path.relative(root, file)}`);
}
