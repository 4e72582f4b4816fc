#!/usr/bin/env node
// Renders the home page's 360-degree view frames from the catalogue artwork (backend/src/seed/svg-art.ts):
// the Alva One side view turned on a turntable, one frame every 30 degrees, for each colour × accent.
// The model label is left out (it would read mirrored from the far side).
// Output: public/images/360/<colour>-<accent>/<frame>.webp (static files; re-run after changing the artwork).
//   npm run build -w backend && node scripts/render-360-frames.mjs
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { scooterSvg } = await import(path.join(root, 'backend/dist/seed/svg-art.js'));

export const FRAME_COUNT = 12;
const COLOURS = ['black', 'white'];
const ACCENTS = ['white-accent', 'black-accent'];
const W = 800;
const H = 600;
const OUT_W = 640;

/** The side view without its backdrop (background, decoration circles, logo), so it can be turned alone. */
function bikeOnly(svg) {
  return svg
    .replace(/<rect width="800" height="600" fill="url\(#bg\)"\/>/, '')
    .replace(/<circle cx="640" cy="110"[^>]*\/>/, '')
    .replace(/<circle cx="120" cy="520"[^>]*\/>/, '')
    .replace(/<text x="40" y="62"[^<]*<\/text>/, '')
    .replace(/<ellipse cx="400" cy="[^"]*" rx="300" ry="22" fill="url\(#shadow\)"\/>/, '');
}

const backdrop = (shadowRx) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F4F1F6"/><stop offset="1" stop-color="#FFFFFF"/></linearGradient>
<radialGradient id="s" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#1A1A2E" stop-opacity="0.28"/><stop offset="1" stop-color="#1A1A2E" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<ellipse cx="400" cy="512" rx="${shadowRx}" ry="22" fill="url(#s)"/>
<ellipse cx="400" cy="512" rx="330" ry="60" fill="none" stroke="#E6007E" stroke-opacity="0.18" stroke-width="3"/>
</svg>`;

for (const colour of COLOURS) {
  for (const accent of ACCENTS) {
    const dir = path.join(root, 'public/images/360', `${colour}-${accent}`);
    mkdirSync(dir, { recursive: true });
    const bike = await sharp(Buffer.from(bikeOnly(scooterSvg('one', colour, accent, '')))).png().toBuffer();
    for (let i = 0; i < FRAME_COUNT; i++) {
      const angle = (i * 2 * Math.PI) / FRAME_COUNT;
      const cos = Math.cos(angle);
      // Seen end-on the bike is narrow, never a line.
      const width = Math.max(Math.round(W * Math.abs(cos)), Math.round(W * 0.16));
      let turned = sharp(bike).resize({ width, height: H, fit: 'fill' });
      if (cos < 0) turned = turned.flop();
      const layer = await turned.png().toBuffer();
      // sharp resizes before compositing, so the full-size frame is composed first.
      const full = await sharp(Buffer.from(backdrop(Math.max(60, Math.round(300 * Math.abs(cos))))))
        .composite([{ input: layer, left: Math.round((W - width) / 2), top: 0 }])
        .png()
        .toBuffer();
      await sharp(full)
        .resize({ width: OUT_W })
        .webp({ quality: 72 })
        .toFile(path.join(dir, `${i}.webp`));
    }
  }
}
console.log(`Wrote ${COLOURS.length * ACCENTS.length * FRAME_COUNT} frames to public/images/360/`);
