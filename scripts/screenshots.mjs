#!/usr/bin/env node
// Screenshots of pages at phone, tablet and desktop widths, for looking at what we build:
//   node scripts/screenshots.mjs http://localhost:3000 / /id /product/alva-cervo
// Files go to $SHOT_DIR (default .data/screenshots)/<width>-<path>.png; FULL=1 for full-page shots.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS || '390,820,1280').split(',').map(Number);
const outDir = process.env.SHOT_DIR || '.data/screenshots';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 1000 } });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `${outDir}/${width}-${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
