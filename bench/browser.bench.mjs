// Browser budgets, measured on the production build in headless Chromium:
// - initial JS (gzip) loaded by index.html;
// - cold offline start to a usable home screen with 4x CPU throttling;
// - one engine call's round trip through the worker.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createServer, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.mjs';
import { freePort } from '../test/free-port.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function initialJsGzip() {
  const html = readFileSync('dist/index.html', 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(`dist/${f}`)).length, 0);
}

async function coldOfflineStart(browser) {
  const port = await freePort();
  const server = await preview({ preview: { port, strictPort: true }, logLevel: 'warn' });
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await page.goto(`http://localhost:${port}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times = [];
  for (let i = 0; i < 7; i++) {
    await page.goto(`http://localhost:${port}/`);
    // Usable: the saved-games list (or its empty state) is on screen.
    await page.locator('adj-home .empty, adj-home a.game').first().waitFor();
    times.push(await page.evaluate(() => performance.now()));
  }
  await context.close();
  await new Promise((r) => server.httpServer.close(r));
  return median(times);
}

async function workerRoundTrip(browser) {
  // The dev server serves the app's modules as-is, so the page can import the engine client directly.
  const port = await freePort();
  const server = await createServer({ server: { port, strictPort: true }, logLevel: 'warn' });
  await server.listen();
  const page = await browser.newPage();
  await page.goto(`http://localhost:${port}/`);
  const result = await page.evaluate(async () => {
    const { engine } = await import('/src/engine-client.ts');
    const api = engine();
    const case_ = await (await fetch('/docs/games/wilderness/infantry-combat.json')).json();
    for (let i = 0; i < 50; i++) await api.resolve(case_, { physical: [3] }); // warm up
    const times = [];
    for (let i = 0; i < 500; i++) {
      const t = performance.now();
      await api.resolve(case_, { physical: [3] });
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return { median: times[250], p95: times[475] };
  });
  await page.close();
  await server.close();
  return result;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(`initial JS: ${(initialJsGzip() / 1024).toFixed(1)} KB gzip (budget 60 KB)`);
  console.log(`cold offline start, 4x CPU throttling: ${(await coldOfflineStart(browser)).toFixed(0)} ms to a usable home screen (median of 7; budget 1000 ms)`);
  const rt = await workerRoundTrip(browser);
  console.log(`worker round trip, one Wilderness resolve with distribution: median ${rt.median.toFixed(2)} ms, p95 ${rt.p95.toFixed(2)} ms (budget 2 ms median)`);
} finally {
  await browser.close();
}
