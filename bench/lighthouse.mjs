// Lighthouse's mobile performance run on a game desk, on the production build (`npx vite build`
// first): a game is made from the first game's first scenario, then Lighthouse loads that game's
// desk in the same browser, its storage kept (a game lives in the device's IndexedDB). Lighthouse is
// not one of the project's dependencies: LIGHTHOUSE_MODULES names a node_modules folder holding
// `lighthouse` and `puppeteer-core` (e.g. after `npm i --prefix /tmp/lh lighthouse@13`).
// One run swings widely on a shared machine, so Lighthouse runs LIGHTHOUSE_RUNS times (5 unless
// told), as its own guide to variability advises, and the median score and total blocking time are
// given beside every run's; a run Lighthouse could not work out (its page model failing to find the
// page's document, now and then) is run again, up to twice.
// LIGHTHOUSE_REPORT, if given, is where the last run's whole report is written (JSON).
// Lighthouse's blocking time is worked out from each task's wall-clock time, four times over: on a
// shared machine a task the system set aside for a neighbour counts as the page's. Each run's trace
// is read again for the page's own share, from the thread time its main-thread tasks actually ran
// (after the first contentful paint, each task counted as Lighthouse counts it: four times, less 50 ms).
// Prints `lighthouse mobile performance on a game desk: N (total blocking time N ms; …)`.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.mjs';
import { freePort } from '../test/free-port.mjs';

const modules = process.env.LIGHTHOUSE_MODULES;
if (!modules) throw new Error('LIGHTHOUSE_MODULES must name a node_modules folder with lighthouse and puppeteer-core in it');
const from = createRequire(join(modules, 'x.js'));
const load = (name) => import(pathToFileURL(from.resolve(name)).href);
const [{ default: puppeteer }, { startFlow }] = await Promise.all([load('puppeteer-core'), load('lighthouse')]);

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/**
 * The page's own blocking time in a run's trace: its main thread's tasks after the first contentful
 * paint, each by the thread time it ran (not the wall-clock time it took), four times, less 50 ms.
 */
function ownBlocking(trace) {
  const tasks = trace.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const busiest = {};
  for (const t of tasks) busiest[`${t.pid}:${t.tid}`] = (busiest[`${t.pid}:${t.tid}`] ?? 0) + t.dur;
  const [main] = Object.entries(busiest).sort((a, b) => b[1] - a[1])[0];
  const painted = trace.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const own = tasks.filter((t) => `${t.pid}:${t.tid}` === main && t.ts >= painted).map((t) => (t.tdur ?? t.dur) / 1000);
  return { blocking: own.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0), longest: Math.max(0, ...own) };
}

/** One Lighthouse run on the desk; a run whose page model could not be built is run again, up to twice. */
async function deskRun(page, desk) {
  for (let attempt = 1; ; attempt++) {
    try {
      const flow = await startFlow(page, { flags: { onlyCategories: ['performance'], disableStorageReset: true, formFactor: 'mobile' } });
      await flow.navigate(desk);
      const { lhr } = (await flow.createFlowResult()).steps[0];
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      if (process.env.LIGHTHOUSE_REPORT) writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr));
      return { lhr, own: ownBlocking(flow.createArtifactsJson().gatherSteps[0].artifacts.Trace.traceEvents) };
    } catch (e) {
      if (attempt >= 3 || !String(e?.name ?? '').includes('Lantern')) throw e;
      console.log(`  (a run could not be worked out: ${e.message}; run again)`);
    }
  }
}

const PORT = await freePort();
const server = await preview({ preview: { port: PORT, strictPort: true }, logLevel: 'warn' });
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.goto(`http://localhost:${PORT}/`);
  // The home screen's new-game form, in its shadow roots.
  await page.locator('pierce/input[name=name]').fill('Lighthouse');
  await page.waitForSelector('pierce/select[name=scenario]');
  await page.waitForSelector('pierce/select[name=rules]:not([disabled])');
  await page.evaluate(() => document.querySelector('adj-app').shadowRoot.querySelector('adj-home').shadowRoot.querySelector('adj-new-game').shadowRoot.querySelector('button[type=submit]').click());
  await page.waitForSelector('pierce/adj-roster');
  const desk = page.url();
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const { lhr, own } = await deskRun(page, desk);
    const score = Math.round(lhr.categories.performance.score * 100);
    const tbt = lhr.audits['total-blocking-time'].numericValue;
    runs.push({ score, tbt, own });
    console.log(
      `  run ${run}: ${score} (total blocking time ${tbt.toFixed(0)} ms, the page's own ${own.blocking.toFixed(0)} ms, its longest task ${own.longest.toFixed(1)} ms of thread time; ${['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'cumulative-layout-shift'].map((id) => `${lhr.audits[id].title} ${lhr.audits[id].displayValue}`).join(', ')})`,
    );
  }
  const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const worst = { score: Math.min(...runs.map((r) => r.score)), tbt: Math.max(...runs.map((r) => r.tbt)) };
  console.log(
    `lighthouse mobile performance on a game desk: ${median(runs.map((r) => r.score))} (total blocking time ${median(runs.map((r) => r.tbt)).toFixed(0)} ms; median of ${RUNS} runs, worst ${worst.score} and ${worst.tbt.toFixed(0)} ms; budget 90, 200 ms)`,
  );
  console.log(`  the page's own blocking time, from thread time: median ${median(runs.map((r) => r.own.blocking)).toFixed(0)} ms, worst ${Math.max(...runs.map((r) => r.own.blocking)).toFixed(0)} ms`);
} finally {
  await browser.close();
  await new Promise((r) => server.httpServer.close(r));
}
