// Renders the app's icons (public/icons/*.png, for the web app manifest) from their SVG sources in
// scripts/icons/, with Debian's Chromium: `node scripts/app-icons.mjs` after changing an SVG. The PNGs are committed.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';

const sources = new URL('./icons/', import.meta.url);
const dir = new URL('../public/icons/', import.meta.url);
const icons = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
];

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const [svg, png, size] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = readFileSync(new URL(svg, sources), 'utf8');
    await page.setContent(
      `<html><body style="margin:0">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: new URL(png, dir).pathname, omitBackground: true });
    await page.close();
    console.log(`${png} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
