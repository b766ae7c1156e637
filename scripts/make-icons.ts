/**
 * Renders the PNG app icons from our SVG drawings with Debian's Chromium:
 *   npx tsx scripts/make-icons.ts
 * The PNGs are committed; run this again after changing an SVG.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/process';

const ICONS = path.join(ROOT, 'web/public/icons');
const renders = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192, transparent: true },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512, transparent: true },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512, transparent: false },
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon.png', size: 180, transparent: false },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const { svg, png, size, transparent } of renders) {
  const markup = readFileSync(path.join(ICONS, svg), 'utf8');
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${markup.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({
    path: path.join(ICONS, png),
    omitBackground: transparent,
    clip: { x: 0, y: 0, width: size, height: size },
  });
  console.log(`• ${png} (${size}px)`);
}
await browser.close();
