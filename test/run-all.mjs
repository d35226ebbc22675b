// The one test command: typecheck, lint, unit tests, a production build, component tests in real
// Chromium, the offline end-to-end check, the durability check (the browser killed after each
// roll), the hand-over check (two tablets in step by file and by QR codes), the distance check (two
// players settling a phase's dice by pasted text, a link and QR codes, and a rewritten log caught),
// the trust check (no dice repeated and no update lost across tabs and tablets) and the first combat
// of every game from "new game", its taps counted at three screen sizes. Steps that leave a core
// idle run two at a time (typecheck with lint; the end-to-end checks with no time limit of their
// own). Ends with one line "N passed, N failed" over every suite.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const RESULTS = '.tmp/results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const totals = { passed: 0, failed: 0 };
const started = Date.now();

/**
 * Runs one step. A step run beside another keeps its output until it ends and prints it whole, so
 * that two steps' lines never interleave; a step on its own prints as it goes.
 */
function run(title, command, args, { beside = false } = {}) {
  const t = Date.now();
  if (!beside) console.log(`\n▶ ${title}`);
  const child = spawn(command, args, { stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const output = [];
  if (beside) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    const done = (ok) => {
      if (beside) process.stdout.write(`\n▶ ${title}\n${Buffer.concat(output).toString()}`);
      console.log(`  ${title}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      resolve(ok);
    };
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });
}

/** A step that is one check (typecheck, lint, build). */
async function check(title, command, args, options) {
  const ok = await run(title, command, args, options);
  totals[ok ? 'passed' : 'failed']++;
  return ok;
}

/** A suite that writes its own counts; if it wrote none, it failed as a whole. */
async function suite(title, command, args, file, options) {
  const first = await run(title, command, args, options);
  const path = `${RESULTS}/${file}`;
  if (existsSync(path)) {
    const { counts, ok } = await again(title, command, args, path, JSON.parse(readFileSync(path, 'utf8')), first, options);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    if (!ok && counts.failed === 0) totals.failed++;
  } else {
    totals.failed++;
  }
}

/**
 * Test files that never reported (the page failed to load the file's modules, or never came back)
 * and had no failing test are run once more, on their own, and named; a test that fails, fails.
 */
async function again(title, command, args, path, counts, ok, options) {
  const unfinished = counts.unfinished ?? [];
  if (unfinished.length === 0 || counts.failed !== unfinished.length) return { counts, ok };
  console.log(`  ${unfinished.join(', ')} never reported: run once more on ${unfinished.length === 1 ? 'its' : 'their'} own`);
  const rerun = await run(`${title}, again`, command, [...args, ...unfinished], options);
  const second = JSON.parse(readFileSync(path, 'utf8'));
  return { counts: { passed: counts.passed + second.passed, failed: second.failed }, ok: rerun };
}

/** Steps run side by side (each a function given its options), once all have ended. */
const beside = (...steps) => Promise.all(steps.map((step) => step({ beside: true })));

const npx = 'npx';
// Typecheck and lint each keep one core busy: on two cores they take hardly longer side by side than the longer alone.
await beside(
  (o) => check('typecheck', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json'], o),
  (o) => check('lint (zero warnings)', npx, ['eslint', '--max-warnings', '0', '.'], o),
);
const unitOk = await run('unit tests (vitest)', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/vitest-raw.json`]);
// vitest's JSON has its own shape; reduce it to the counts.
if (!existsSync(`${RESULTS}/vitest-raw.json`)) totals.failed++;
else {
  const raw = JSON.parse(readFileSync(`${RESULTS}/vitest-raw.json`, 'utf8'));
  totals.passed += raw.numPassedTests;
  // A file that fails to load counts once; a run that found no test at all is a failure too.
  const failed = raw.numFailedTests + raw.numFailedTestSuites + (raw.numTotalTests === 0 ? 1 : 0);
  totals.failed += failed === 0 && !unitOk ? 1 : failed;
}
const built = await check('production build', npx, ['vite', 'build', '--logLevel', 'warn']);
if (ensureChromium()) {
  await suite('component tests (Chromium)', npx, ['web-test-runner'], 'browser.json');
  if (built) {
    // The checks with no time limit of their own mostly wait on a browser starting or a page answering:
    // two run side by side. Those that time themselves (hand-over, distance, trust) run alone after.
    await beside(
      (o) => suite('durability end-to-end (Chromium)', 'node', ['test/e2e/durability.e2e.mjs'], 'durability.json', o),
      async (o) => {
        await suite('offline end-to-end (Chromium)', 'node', ['test/e2e/offline.e2e.mjs'], 'e2e.json', o);
        await suite('first combats end-to-end (Chromium)', 'node', ['test/e2e/first-combat.e2e.mjs'], 'first-combat.json', o);
      },
    );
    await suite('hand-over end-to-end (Chromium)', 'node', ['test/e2e/handover.e2e.mjs'], 'handover.json');
    await suite('distance end-to-end (Chromium)', 'node', ['test/e2e/distance.e2e.mjs'], 'distance.json');
    await suite('trust end-to-end (Chromium)', 'node', ['test/e2e/trust.e2e.mjs'], 'trust.json');
  } else {
    totals.failed += 5;
  }
} else {
  totals.failed += 6;
}

console.log(`\nAll suites in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
