// Renders the app icons from public/favicon.svg with the test browser, so the PNGs in public/icons
// can be remade whenever the mark changes: `node scripts/make-icons.mjs`.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.mjs';

const svg = await readFile(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();

async function render(file, size, inset, background) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:${background}">
    <div style="width:${size}px;height:${size}px;display:grid;place-items:center">
    <div style="width:${size - 2 * inset}px;height:${size - 2 * inset}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></div></body></html>`);
  await writeFile(new URL(`../public/icons/${file}`, import.meta.url), await page.screenshot({ omitBackground: background === 'transparent' }));
}

// The page's icon: a PNG, which a browser decodes far more cheaply than an SVG on each start.
await render('favicon-48.png', 48, 2, 'transparent');
await render('icon-192.png', 192, 8, 'transparent');
await render('icon-512.png', 512, 20, 'transparent');
// Maskable: the mark inside the 80% safe zone on a full-bleed background.
await render('icon-maskable-512.png', 512, 96, '#f4f1ea');
await browser.close();
