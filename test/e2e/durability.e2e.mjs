// Durability end-to-end check against the production build: a game is set up, then 20 times the
// browser is started, a combat is rolled, and the browser process is killed (SIGKILL) the moment the
// result shows. Started once more, the game's log must hold every one of the 20 results, in order,
// and fit its audit chain. Writes its counts to .tmp/results/durability.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { checks } from './checks.mjs';
import { freePort } from '../free-port.mjs';

const PORT = await freePort();
const BASE = `http://localhost:${PORT}`;
const ROLLS = 20;
// Generous: each start is a cold browser on a profile that was just killed, on a machine that may be busy.
const TIMEOUT = { timeout: 20000 };
const { counts, expectThat } = checks();

const profile = mkdtempSync(join(tmpdir(), 'adjutant-durability-'));
/** Browsers started and not yet killed, so that none outlives the check whatever fails. */
const running = new Set();

/** Starts Chromium on the shared profile as its own process, and connects to it. */
async function startBrowser() {
  rmSync(join(profile, 'DevToolsActivePort'), { force: true });
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], { stdio: 'ignore' });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let port = '';
  for (let waited = 0; !port; waited += 50) {
    if (waited > 15000) {
      await kill({ child });
      throw new Error('Chromium did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      port = readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0] ?? '';
    } catch {
      // Not written yet.
    }
  }
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (e) => console.log(`    page error: ${e.message}`));
  return { child, browser, page };
}

/** Ends the browser as a crash or a power cut would: no unload, no flush. */
async function kill({ child }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Game 1.0's roster: Heth and Anderson (5 + 5) attack the V Corps (12) at 1-2 (the other army's unit goes to the defenders); leaving the desk saves the set-up. */
async function setUp(page) {
  await page.goto(BASE);
  await page.locator('adj-home input[name=name]').fill('Killed between rolls');
  await page.locator('adj-home select[name=scenario]').waitFor(TIMEOUT);
  await page.locator('adj-home button[type=submit]').click();
  await page.locator('adj-desk h1', { hasText: 'Killed between rolls' }).waitFor(TIMEOUT);
  gameUrl = page.url();
  await page.locator('adj-roster button', { hasText: 'Heth' }).click();
  await page.locator('adj-roster button', { hasText: 'Anderson' }).click();
  await page.locator('adj-roster button', { hasText: /(^|\s)V, union/i }).click();
  await page.locator('adj-live-panel adj-outcome-chart').waitFor(TIMEOUT);
  await page.locator('adj-header a.brand').click();
  await page.locator('adj-home a.game', { hasText: 'Killed between rolls' }).waitFor(TIMEOUT);
}

/** Opens the game's desk with its odds; false when they do not show in time. */
async function deskOpened(page) {
  try {
    await page.goto(gameUrl, TIMEOUT);
    await page.locator('adj-live-panel adj-outcome-chart').waitFor(TIMEOUT);
    return true;
  } catch {
    return false;
  }
}

/**
 * A browser with the game's desk open. A cold start on a profile just killed can stall on a busy
 * machine before the page is up: that start is given up and made once more. Nothing is rolled by then.
 */
async function browserAtDesk() {
  const first = await startBrowser();
  if (await deskOpened(first.page)) return first;
  await kill(first);
  const second = await startBrowser();
  if (await deskOpened(second.page)) return second;
  await kill(second);
  throw new Error('the desk did not open, twice');
}

const server = await preview({ preview: { port: PORT, strictPort: true }, logLevel: 'warn' });
const shown = [];
let gameUrl = '';
try {
  await expectThat('a game is set up and saved', async () => {
    const session = await startBrowser();
    const { page } = session;
    try {
      await setUp(page);
    } finally {
      await kill(session);
    }
  });

  await expectThat(`${ROLLS} rolls, the browser killed as each result shows`, async () => {
    for (let i = 0; i < ROLLS; i++) {
      let session;
      try {
        session = await browserAtDesk();
        await session.page.locator('adj-desk .actions button:not([disabled])', { hasText: /^Roll$/ }).click(TIMEOUT);
        const heading = session.page.locator('adj-desk .sheet:not(.unseen) adj-result-card h3');
        await heading.waitFor(TIMEOUT);
        shown.push((await heading.textContent())?.trim() ?? '');
      } catch (e) {
        throw new Error(`roll ${i + 1}: ${e instanceof Error ? e.message.split('\n')[0] : e}`);
      } finally {
        if (session) await kill(session);
      }
    }
  });

  await expectThat('after a restart the log holds every result shown, in order, and fits its chain', async () => {
    const session = await browserAtDesk();
    try {
      await session.page.locator('adj-desk nav.tabs a', { hasText: 'Record' }).click();
      await session.page.locator('adj-combat-log li').first().waitFor(TIMEOUT);
      const logged = (await session.page.locator('adj-combat-log li strong').allTextContents()).map((t) => t.trim()).reverse();
      if (JSON.stringify(logged) !== JSON.stringify(shown)) throw new Error(`shown ${JSON.stringify(shown)}, logged ${JSON.stringify(logged)}`);
      const chain = (await session.page.locator('adj-combat-log .chain').textContent())?.trim();
      if (!/^Log verified: \d+ entries, every one signed/.test(chain ?? '')) throw new Error(`the log says "${chain}"`);
    } finally {
      await kill(session);
    }
  });
} finally {
  for (const child of running) await kill({ child });
  await new Promise((resolve) => server.httpServer.close(resolve));
  rmSync(profile, { recursive: true, force: true });
}

mkdirSync('.tmp/results', { recursive: true });
writeFileSync('.tmp/results/durability.json', JSON.stringify(counts));
console.log(`durability end-to-end: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed === 0 ? 0 : 1);
