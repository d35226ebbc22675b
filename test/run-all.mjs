// The one test command: typecheck, lint, unit tests, a production build, component tests in real
// Chromium, the offline end-to-end check, the durability check (the browser killed after each
// roll), the hand-over check (two tablets in step by file and by QR codes), the distance check (two
// players settling a phase's dice by pasted text, a link and QR codes, and a rewritten log caught),
// the trust check (no dice repeated and no update lost across tabs and tablets) and the first combat
// of every game from "new game", its taps counted at three screen sizes. Ends with one line
// "N passed, N failed" over every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const RESULTS = '.tmp/results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const totals = { passed: 0, failed: 0 };
const started = Date.now();

function run(title, command, args) {
  console.log(`\n▶ ${title}`);
  const t = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  console.log(`  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/** A step that is one check (typecheck, lint, build). */
function check(title, command, args) {
  const ok = run(title, command, args);
  totals[ok ? 'passed' : 'failed']++;
  return ok;
}

/** A suite that writes its own counts; if it wrote none, it failed as a whole. */
function suite(title, command, args, file) {
  const first = run(title, command, args);
  const path = `${RESULTS}/${file}`;
  if (existsSync(path)) {
    const { counts, ok } = again(title, command, args, path, JSON.parse(readFileSync(path, 'utf8')), first);
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
function again(title, command, args, path, counts, ok) {
  const unfinished = counts.unfinished ?? [];
  if (unfinished.length === 0 || counts.failed !== unfinished.length) return { counts, ok };
  console.log(`  ${unfinished.join(', ')} never reported: run once more on ${unfinished.length === 1 ? 'its' : 'their'} own`);
  const rerun = run(`${title}, again`, command, [...args, ...unfinished]);
  const second = JSON.parse(readFileSync(path, 'utf8'));
  return { counts: { passed: counts.passed + second.passed, failed: second.failed }, ok: rerun };
}

const npx = 'npx';
check('typecheck', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']);
check('lint (zero warnings)', npx, ['eslint', '--max-warnings', '0', '.']);
const unitOk = run('unit tests (vitest)', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/vitest-raw.json`]);
// vitest's JSON has its own shape; reduce it to the counts.
if (!existsSync(`${RESULTS}/vitest-raw.json`)) totals.failed++;
else {
  const raw = JSON.parse(readFileSync(`${RESULTS}/vitest-raw.json`, 'utf8'));
  totals.passed += raw.numPassedTests;
  // A file that fails to load counts once; a run that found no test at all is a failure too.
  const failed = raw.numFailedTests + raw.numFailedTestSuites + (raw.numTotalTests === 0 ? 1 : 0);
  totals.failed += failed === 0 && !unitOk ? 1 : failed;
}
const built = check('production build', npx, ['vite', 'build', '--logLevel', 'warn']);
if (ensureChromium()) {
  suite('component tests (Chromium)', npx, ['web-test-runner'], 'browser.json');
  if (built) {
    suite('offline end-to-end (Chromium)', 'node', ['test/e2e/offline.e2e.mjs'], 'e2e.json');
    suite('durability end-to-end (Chromium)', 'node', ['test/e2e/durability.e2e.mjs'], 'durability.json');
    suite('hand-over end-to-end (Chromium)', 'node', ['test/e2e/handover.e2e.mjs'], 'handover.json');
    suite('distance end-to-end (Chromium)', 'node', ['test/e2e/distance.e2e.mjs'], 'distance.json');
    suite('trust end-to-end (Chromium)', 'node', ['test/e2e/trust.e2e.mjs'], 'trust.json');
    suite('first combats end-to-end (Chromium)', 'node', ['test/e2e/first-combat.e2e.mjs'], 'first-combat.json');
  } else {
    totals.failed += 5;
  }
} else {
  totals.failed += 6;
}

console.log(`\nAll suites in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
