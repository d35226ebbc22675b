// Two builds' rolls compared, paired: `node bench/roll-ab.mjs <dist A> <dist B> [rounds]`.
// On a shared, noisy machine two runs of desk.bench.mjs a quarter hour apart differ by more than
// most changes to the roll: 10 ms in median, 50 ms in p95. Here both builds are open at once, each in
// a browser of its own with a profile on disk, and their rolls alternate (the order swapped each
// round), so a stall of the machine falls on both alike. Build each with
// `npx vite build --outDir <dist> --emptyOutDir`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.mjs';
import { freePort } from '../test/free-port.mjs';
import { describeParts, deskReadyToRoll, pct, rollOnce, rollParts, summary } from './desk-roll.mjs';

const [dirA, dirB, rounds = '100'] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error('usage: node bench/roll-ab.mjs <dist A> <dist B> [rounds]');
const AT_REST_MS = 300;

/** A build served and opened at the desk, ready to roll. */
async function opened(outDir) {
  const port = await freePort();
  const server = await preview({ build: { outDir }, preview: { port, strictPort: true }, logLevel: 'warn' });
  const browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'adjutant-roll-ab-')), { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, viewport: { width: 1024, height: 768 } });
  const page = browser.pages()[0] ?? (await browser.newPage());
  await deskReadyToRoll(page, `http://localhost:${port}/`);
  return { page, close: async () => (await browser.close(), server.httpServer.close()) };
}

const a = await opened(dirA);
const b = await opened(dirB);
try {
  // Both at rest before the first round: the one opened first has had the other's opening to settle in
  // (its service worker's first caching among other things).
  await Promise.all([a, b].map((side) => side.page.evaluate(() => navigator.serviceWorker.ready)));
  await a.page.waitForTimeout(2000);
  const timesA = [];
  const timesB = [];
  for (let i = 0; i < Number(rounds); i++) {
    const order = i % 2 === 0 ? [[a, timesA], [b, timesB]] : [[b, timesB], [a, timesA]];
    for (const [side, times] of order) times.push(await rollOnce(side.page, AT_REST_MS));
  }
  const diff = timesB.map((ms, i) => ms - (timesA[i] ?? 0));
  console.log(`A ${dirA}: ${summary(timesA)}`);
  console.log(`  ${describeParts(await rollParts(a.page))}`);
  console.log(`B ${dirB}: ${summary(timesB)}`);
  console.log(`  ${describeParts(await rollParts(b.page))}`);
  console.log(`B - A in the same round: median ${pct(diff, 0.5).toFixed(1)} ms; B faster in ${diff.filter((d) => d < 0).length} of ${diff.length} rounds`);
} finally {
  await a.close();
  await b.close();
}
