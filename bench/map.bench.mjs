// Hex sketch map budgets, headless Chromium with 4x CPU throttling, modules served by the Vite dev server:
// - a 60 × 40 map with 300 counters, from creating <adj-map> to its first frame painted (budget 100 ms);
// - one frame of a one-finger pan, from the pointer move to the frame painted (budget 8 ms of script and render).
/* global PointerEvent, MessageChannel */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.mjs';

const PORT = 4324;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

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

// No HMR and no file watching: edits elsewhere in the checkout must not reload the page mid-run.
// Lit's production build, as the app ships it, rather than its slower development build; its
// pre-bundled dependencies kept apart, so as not to disturb other dev servers' cache.
const server = await createServer({
  cacheDir: join(tmpdir(), 'adjutant-map-bench-vite'),
  server: { port: PORT, strictPort: true, hmr: false, watch: null },
  resolve: { conditions: ['module', 'browser', 'production'] },
  // The map's only packages, bundled up front: no discovery, so no reload halfway through.
  optimizeDeps: { noDiscovery: true, include: ['lit', 'lit/decorators.js', 'lit/directives/guard.js', 'valibot'] },
  logLevel: 'warn',
});
await server.listen();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  // An empty page of the server's origin, without the app's shell or Vite's reloading client,
  // that imports the map module from the dev server.
  const blank = `http://localhost:${PORT}/map-bench.html`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><body></body></html>' }));
  await page.goto(blank);
  await page.evaluate(() => import('/src/ui/map/map.ts'));
  await page.evaluate(`window.bigMap = ${bigMap.toString()}`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const renders = [];
  for (let i = 0; i < 15; i++) {
    renders.push(
      await page.evaluate(async () => {
        document.body.replaceChildren();
        const map = window.bigMap();
        await new Promise((r) => setTimeout(r, 50));
        const t0 = performance.now();
        const el = document.createElement('adj-map');
        el.map = map;
        document.body.append(el);
        await el.updateComplete;
        // Painted: the task after the next frame.
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
        return performance.now() - t0;
      }),
    );
  }
  // The first render also compiles the page's code and templates: shown apart from the steady figures.
  const [first, ...rest] = renders;
  console.log(
    `map render, 60x40 hexes and 300 counters, 4x CPU throttling: median ${pct(rest, 0.5).toFixed(1)} ms, worst ${Math.max(...rest).toFixed(1)} ms, first ${first.toFixed(1)} ms (budget 100 ms)`,
  );

  const frames = await page.evaluate(async () => {
    const el = document.querySelector('adj-map');
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
  await server.close();
}
