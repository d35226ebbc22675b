// Hand-over end-to-end check against the production build: two browser contexts are two tablets with
// no network between them. Tablet A starts a game and logs a roll, then hands the game to B as a file
// (a download in A, the file chooser in B). Both then log a different roll after that same entry, and A
// hands over only what is new as QR codes: each code is screenshotted off A's screen and shown to B's
// camera, which here is a canvas stream standing in for getUserMedia. B shows the fork and loses
// nothing. Writes its counts to .tmp/results/handover.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { checks } from './checks.mjs';
import { freePort } from '../free-port.mjs';
import { openPanel, pickFirstCombat, showActivity } from './desk-steps.mjs';
import { fakeCamera } from './fake-camera.mjs';

const PORT = await freePort();
const BASE = `http://localhost:${PORT}`;
const TIMEOUT = { timeout: 8000 };
const { counts, expectThat } = checks();

const server = await preview({ preview: { port: PORT, strictPort: true }, logLevel: 'warn' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const tabletA = await browser.newContext({ viewport: { width: 1024, height: 768 }, acceptDownloads: true });
const tabletB = await browser.newContext({ viewport: { width: 1024, height: 768 } });
await tabletB.addInitScript(fakeCamera);
const a = await tabletA.newPage();
const b = await tabletB.newPage();
for (const [name, page] of [['A', a], ['B', b]]) page.on('pageerror', (e) => console.log(`    page error on ${name}: ${e.message}`));
const started = Date.now();

/** Sets up Game 1.0's first combat (Heth and Anderson against the V Corps) unless the desk already has it. */
async function setUpCombat(page) {
  await showActivity(page, 'Combat', TIMEOUT);
  if (await page.locator('adj-live-panel adj-outcome-chart').isVisible()) return;
  await pickFirstCombat(page, TIMEOUT);
}

/** Logs Game 1.0's first combat with the die typed in, puts the result away (New combat), and waits for it in the record. */
async function rollTyped(page, face) {
  const before = (await logTexts(page)).length;
  await setUpCombat(page);
  await page.locator('adj-desk .actions button', { hasText: 'Enter dice' }).click(TIMEOUT);
  await page.locator(`adj-dice-entry button[aria-label="Rolled ${face}"]`).click(TIMEOUT);
  await page.locator('adj-desk .sheet:not(.unseen) adj-result-card h3').waitFor(TIMEOUT);
  await page.locator('adj-desk .sheet:not(.unseen) adj-result-card button', { hasText: 'New combat' }).click(TIMEOUT);
  await showActivity(page, 'Record', TIMEOUT);
  await page.locator('adj-combat-log li').nth(before).waitFor(TIMEOUT);
}

/** The log's entries, as the record shows them. */
async function logTexts(page) {
  await showActivity(page, 'Record', TIMEOUT);
  return page.locator('adj-combat-log li').allTextContents();
}

try {
  let gameId = '';
  await expectThat('tablet A starts a game and logs a roll', async () => {
    await a.goto(BASE);
    await a.locator('adj-home input[name=name]').fill('Hand-over check');
    await a.locator('adj-home select[name=scenario]').waitFor(TIMEOUT);
    await a.locator('adj-home button[type=submit]').click(TIMEOUT);
    await a.locator('adj-desk h1', { hasText: 'Hand-over check' }).waitFor(TIMEOUT);
    gameId = decodeURIComponent(new URL(a.url()).pathname.split('/')[2] ?? '');
    await setUpCombat(a);
    await rollTyped(a, 6);
  });

  await expectThat('A hands the whole game to B by file: a download in A, the file chooser in B', async () => {
    await openPanel(a, 'adj-handover', TIMEOUT);
    await a.locator('adj-handover label.choice', { hasText: 'The whole game (1 entry)' }).waitFor(TIMEOUT);
    const download = a.waitForEvent('download', TIMEOUT);
    await a.locator('adj-handover button', { hasText: 'Save as a file' }).click(TIMEOUT);
    const path = await (await download).path();
    await b.goto(BASE);
    const chooser = b.waitForEvent('filechooser', TIMEOUT);
    await b.locator('adj-home label.import').click(TIMEOUT);
    await (await chooser).setFiles(path);
    await b.locator('adj-desk h1', { hasText: 'Hand-over check' }).waitFor(TIMEOUT);
    if (!b.url().includes(encodeURIComponent(gameId))) throw new Error(`B opened ${b.url()}, not game ${gameId}`);
    await showActivity(b, 'Record', TIMEOUT);
    await b.locator('adj-combat-log li').first().waitFor(TIMEOUT);
    const [onA, onB] = [await logTexts(a), await logTexts(b)];
    if (onB.length !== 1 || onA[0] !== onB[0]) throw new Error(`logs differ: A ${JSON.stringify(onA)}, B ${JSON.stringify(onB)}`);
  });

  await expectThat('both tablets log a different roll after the same entry', async () => {
    await setUpCombat(b);
    await rollTyped(b, 1);
    // Not 6 again: the same dice typed in for the same combat are offered as the roll already logged.
    await rollTyped(a, 5);
    if ((await logTexts(a)).length !== 2 || (await logTexts(b)).length !== 2) throw new Error('each log should hold two entries');
  });

  let frames = [];
  await expectThat('A shows only what is new as QR codes, and each is screenshotted off its screen', async () => {
    await openPanel(a, 'adj-handover', TIMEOUT);
    const onlyNew = a.locator('adj-handover label.choice', { hasText: 'Only what is new since the last hand-over (1 entry)' });
    await onlyNew.waitFor(TIMEOUT).catch(async () => {
      throw new Error(`A offers ${JSON.stringify(await a.locator('adj-handover label.choice').allTextContents())}`);
    });
    await onlyNew.click(TIMEOUT);
    await a.locator('adj-handover button', { hasText: 'Show as QR codes' }).click(TIMEOUT);
    const count = a.locator('adj-qr-frames p.count');
    await count.waitFor(TIMEOUT);
    const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
    if (!(total >= 1)) throw new Error(`no frame count in "${await count.textContent()}"`);
    await a.locator('adj-qr-frames button', { hasText: 'Pause' }).click(TIMEOUT);
    for (let i = 0; i < total; i++) {
      const code = a.locator('adj-qr-frames .code');
      const shown = Number(await code.getAttribute('data-frame'));
      frames[shown - 1] = `data:image/png;base64,${(await code.screenshot()).toString('base64')}`;
      await a.locator('adj-qr-frames button[aria-label="Next frame"]').click(TIMEOUT);
    }
    frames = frames.filter(Boolean);
    if (frames.length !== total) throw new Error(`screenshotted ${frames.length} of ${total} frames`);
    console.log(`    (${total} ${total === 1 ? 'frame' : 'frames'})`);
  });

  await expectThat("B's camera reads the codes, out of order and one twice, and B shows the fork", async () => {
    const before = await logTexts(b);
    await openPanel(b, 'adj-handover', TIMEOUT);
    await b.locator('adj-handover button', { hasText: 'Read QR codes with the camera' }).click(TIMEOUT);
    await b.locator('adj-qr-read video').waitFor(TIMEOUT);
    const order = [...frames.keys()].reverse();
    if (order.length > 1) order.splice(1, 0, order[0]);
    for (const i of order) {
      await b.evaluate((url) => window.showToCamera(url), frames[i]);
      // Long enough for the reader to look at it at least once.
      await b.waitForTimeout(400);
    }
    await b.locator('adj-handover .fork').waitFor(TIMEOUT).catch(async () => {
      const seen = await b.locator('adj-qr-read').evaluate((el) => {
        const video = el.shadowRoot?.querySelector('video');
        return `${el.shadowRoot?.querySelector('[role=status]')?.textContent?.trim()} (video ${video?.videoWidth}x${video?.videoHeight}, ${video?.paused ? 'paused' : 'playing'})`;
      });
      throw new Error(`B's reader says: ${seen}`);
    });
    const status = (await b.locator('adj-handover > p[role=status], adj-handover p[role=status]').last().textContent())?.trim();
    if (status !== 'The two logs part after entry 1: nothing was changed.') throw new Error(`B says "${status}"`);
    const fork = await b.locator('adj-handover .fork dd').allTextContents();
    if (fork.length !== 2 || fork[0] === fork[1]) throw new Error(`the fork shows ${JSON.stringify(fork)}`);
    await b.reload();
    await b.locator('adj-combat-log li').nth(1).waitFor(TIMEOUT);
    // Compared once the whole log is checked again: each entry's signer is said from that check.
    await b.locator('adj-combat-log .chain.checking').waitFor({ state: 'detached', ...TIMEOUT });
    const after = await logTexts(b);
    if (JSON.stringify(after) !== JSON.stringify(before)) throw new Error(`B's log changed: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  });

  await expectThat('the hand-over check runs in under 30 s', async () => {
    const seconds = (Date.now() - started) / 1000;
    if (seconds > 30) throw new Error(`took ${seconds.toFixed(1)} s`);
  });
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

mkdirSync('.tmp/results', { recursive: true });
writeFileSync('.tmp/results/handover.json', JSON.stringify(counts));
console.log(`  hand-over: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed === 0 ? 0 : 1);
