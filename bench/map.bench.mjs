// Hex sketch map budgets on the production build, headless Chromium with 4x CPU throttling
// (run `npx vite build` first):
// - a 60 × 40 map with 300 counters, from creating <adj-map> to its first frame painted (budget 100 ms).
//   The figure that counts is the map's FIRST render in a page, as a player meets it: the app is
//   open (its shell drawn, so Lit and the fonts are in use), and the desk, idle after opening a
//   game, has imported the map's code and drawn a small map out of sight (prepareMap in
//   src/ui/map/prepare.ts), which is all of the map's code that has run. Each sample is a fresh
//   browser context, so nothing is left compiled from the sample before.
//   Also reported, for a map shown before the desk was idle: the first render with the code
//   imported but nothing of it run, and the import and first render together, timed from asking
//   for the map's code (its chunk asks to be compiled as it loads, vite.config.ts). Later renders
//   in the same page are shown apart: they run code the first one already compiled.
// - one frame of a one-finger pan, from the pointer move to the frame painted (budget 8 ms of script and render).
/* global PointerEvent, MessageChannel */
import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.mjs';
import { freePort } from '../test/free-port.mjs';

const PORT = await freePort();
// The throttled timings vary from page to page by a third or more; enough pages for a steady median.
const FRESH_PAGES = 15;
const RERENDERS = 12;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** The built chunk that defines <adj-map> (its file name carries a content hash). */
function mapChunk() {
  const file = readdirSync('dist/assets').find((f) => f.endsWith('.js') && readFileSync(`dist/assets/${f}`, 'utf8').includes('customElements.define(`adj-map`'));
  if (!file) throw new Error('no built chunk defines adj-map: run `npx vite build` first');
  return `/assets/${file}`;
}

// Runs in the page: a full 60 × 40 map, varied terrain, levels, rivers and roads, 300 counters.
// A fixed pattern, so every run draws the same map.
function bigMap() {
  const terrains = ['clear', 'woods', 'rough', 'hill', 'town', 'swamp', 'woods-rough', 'rolling', 'clear', 'clear'];
  const terrain = {};
  const levels = {};
  const hexsides = {};
  const counters = [];
  const types = ['infantry', 'infantry', 'cavalry', 'artillery', 'leader'];
  for (let col = 0; col < 60; col++) {
    for (let row = 0; row < 40; row++) {
      const q = col;
      const r = row - (col - (col & 1)) / 2;
      const key = `${q},${r}`;
      const t = terrains[(col * 7 + row * 13) % terrains.length];
      if (t !== 'clear') terrain[key] = t;
      if ((col + row) % 5 === 0) levels[key] = (col % 2) + 2;
      if (row % 8 === 3) hexsides[`${key}:SE`] = ['river'];
      if (col % 9 === 4) hexsides[`${key}:N`] = ['road'];
      const i = col * 40 + row;
      if (i % 8 === 0 && counters.length < 300) {
        counters.push({ id: `c${i}`, hex: key, side: col < 30 ? 'union' : 'confederate', type: types[i % types.length], strength: (i % 9) + 1, markers: i % 5 === 0 ? ['entrenched'] : [] });
      }
    }
  }
  return { version: 1, shape: { kind: 'grid', columns: 60, rows: 40 }, terrain, levels, hexsides, counters };
}

// Runs in the page: one render of the big map in place of the last, timed from creating the
// element (or, given the map's chunk, from importing it) to the task after the next frame (the
// frame painted).
async function timedRender(chunk) {
  document.querySelector('body > adj-map')?.remove();
  const map = window.bigMap();
  await new Promise((r) => setTimeout(r, 50));
  const t0 = performance.now();
  if (chunk) await import(chunk);
  const el = document.createElement('adj-map');
  el.map = map;
  document.body.append(el);
  await el.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
  return performance.now() - t0;
}

/**
 * A fresh context with the app open on its home screen, throttled from then on; the map's code
 * imported and prepared (as the desk does when idle), imported only, or only fetched.
 */
async function openApp(browser, chunk, { imported = true, prepared = true } = {}) {
  // The service worker would precache the whole app in the background while the map is timed.
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`http://localhost:${PORT}/`);
  await page.locator('adj-home input[name=name]').waitFor();
  if (imported && prepared) await page.evaluate(async (url) => (await import(url)).prepareMap(), chunk);
  else if (imported) await page.evaluate((url) => import(url), chunk);
  else await page.evaluate((url) => fetch(url), chunk);
  await page.evaluate(`window.bigMap = ${bigMap.toString()}`);
  // Let the app settle (idle callbacks, deferred fetches) before the clock starts.
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

const chunk = mapChunk();
const server = await preview({ preview: { port: PORT, strictPort: true }, logLevel: 'warn' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  // The three kinds of first render take turns, page by page, so that a spell of load on the
  // machine falls on all of them alike.
  const firsts = [];
  const unprepared = [];
  const withImport = [];
  let last;
  for (let i = 0; i < FRESH_PAGES; i++) {
    // One page open at a time; the last one stays for the re-renders and the pan.
    await last?.context.close();
    const fresh = await openApp(browser, chunk, { prepared: false });
    unprepared.push(await fresh.page.evaluate(timedRender));
    await fresh.context.close();
    const cold = await openApp(browser, chunk, { imported: false });
    withImport.push(await cold.page.evaluate(timedRender, chunk));
    await cold.context.close();
    last = await openApp(browser, chunk);
    firsts.push(await last.page.evaluate(timedRender));
  }
  const again = [];
  for (let i = 0; i < RERENDERS; i++) again.push(await last.page.evaluate(timedRender));
  const figures = (xs) => `median ${pct(xs, 0.5).toFixed(1)} ms, worst ${Math.max(...xs).toFixed(1)} ms over ${xs.length} fresh pages`;
  console.log(`map first render, 60x40 hexes and 300 counters, 4x CPU throttling, prepared by the idle desk: ${figures(firsts)} (budget 100 ms)`);
  console.log(`  shown before the desk was idle: code imported, nothing run: ${figures(unprepared)}; import and first render, from asking for its code (already fetched): ${figures(withImport)}`);
  console.log(`map re-render in the same page: median ${pct(again, 0.5).toFixed(1)} ms, worst ${Math.max(...again).toFixed(1)} ms`);

  const frames = await last.page.evaluate(async () => {
    const el = document.querySelector('body > adj-map');
    const viewport = el.shadowRoot.querySelector('.viewport');
    const box = viewport.getBoundingClientRect();
    let x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const event = (type) => new PointerEvent(type, { clientX: x, clientY: y, pointerId: 1, bubbles: true, composed: true });
    viewport.dispatchEvent(event('pointerdown'));
    const times = [];
    for (let i = 0; i < 160; i++) {
      x += i % 2 === 0 ? 7 : -5;
      const move = event('pointermove');
      // The move lands at the start of a frame, as the browser delivers pointer moves; the frame's
      // rendering (style, layout, paint, commit) follows in the same task, and a message posted
      // then runs right after it.
      times.push(
        await new Promise((resolve) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - t0);
            const t0 = performance.now();
            viewport.dispatchEvent(move);
            channel.port2.postMessage(0);
          }),
        ),
      );
    }
    viewport.dispatchEvent(event('pointerup'));
    // The first frames start the gesture and warm the handler up.
    return times.slice(10);
  });
  console.log(`map pan frame, 4x CPU throttling: median ${pct(frames, 0.5).toFixed(2)} ms, p95 ${pct(frames, 0.95).toFixed(2)} ms of script and render (budget 8 ms)`);
} finally {
  await browser.close();
  await new Promise((r) => server.httpServer.close(r));
}
