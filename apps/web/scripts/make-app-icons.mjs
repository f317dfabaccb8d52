/**
 * Draws the installed app's icons (web app manifest, apple-touch-icon) from the logo mark, as PNG
 * files in public/icons/app: white mark on the theme colour #e2007a (secondary-areas §9). The
 * "any" icons are a rounded square; the maskable one fills the whole square and keeps the mark
 * inside the central 80 % safe zone, so a launcher may cut any shape from it.
 * Run after a change of the mark: `node apps/web/scripts/make-app-icons.mjs`.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const THEME_COLOR = '#e2007a';
const OUT = join(dirname(fileURLToPath(import.meta.url)), '../public/icons/app');

/** The logo mark's paths (app/styles/icons/logo-mark.svg), in white, on a 32 by 32 grid. */
const MARK = `<path fill="#fff" fill-rule="evenodd" d="M16 4.5a13.5 13.5 0 1 1 0 27 13.5 13.5 0 0 1 0-27zM11.6 14.2a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8zm8.8 0a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8zM10.4 20.6q5.6 6 11.2 0-5.6 3.2-11.2 0z"/><path d="M16 5.2c-.4-2.6 1.6-4.4 3.8-3.6" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`;

/** The mark at `scale` of the square, centred (the mark's drawing spans about y 1..31.5). */
function svg({ rounded, scale }) {
  const offset = (32 - 32 * scale) / 2;
  const background = rounded
    ? `<rect width="32" height="32" rx="7" fill="${THEME_COLOR}"/>`
    : `<rect width="32" height="32" fill="${THEME_COLOR}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${background}<g transform="translate(${offset} ${offset - 0.4 * scale}) scale(${scale})">${MARK}</g></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 0.72 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 0.72 },
  // Safe zone: a circle of 40 % radius around the centre holds the whole mark.
  { file: 'icon-maskable-192.png', size: 192, rounded: false, scale: 0.56 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.56 },
  // iOS draws its own rounded corners on a full square.
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false, scale: 0.66 },
];

mkdirSync(OUT, { recursive: true });
for (const icon of ICONS) {
  await sharp(Buffer.from(svg(icon)), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(join(OUT, icon.file));
}
console.log(`Wrote ${ICONS.length} icons to ${OUT}`);
