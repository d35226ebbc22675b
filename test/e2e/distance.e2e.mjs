// Play-at-a-distance end-to-end check against the production build: two browser contexts are two
// players, each with their own tablet and key, and nothing between them but the text they paste, a
// link, and QR codes read through a stand-in camera. A game with a phase plan of three attacks (its
// file in its game's folder) goes to both by file. B sends its opening message; A declares the three
// attacks in one message; B's tablet settles every die at once and its one reply goes back as QR
// codes; both show the same dice and results. A tampered message, a replayed one and one for another
// game are refused with nothing written. Then A's log is rewritten in its database from the middle (chained, sealed and signed
// again, its head rewritten): B refuses A's next message, and `npm run verify` given both players'
// files finds it. Writes its counts to .tmp/results/distance.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { checks } from './checks.mjs';
import { freePort } from '../free-port.mjs';
import { showActivity } from './desk-steps.mjs';
import { fakeCamera } from './fake-camera.mjs';
import { GAME_IDS } from '../game-ids.mjs';

// The game sent: the first, in the registry's order, whose folder here holds a game file for this check.
const DISTANCE_GAME = GAME_IDS.map((id) => new URL(`./${id}/distance-game.mjs`, import.meta.url)).find((u) => existsSync(u));
if (!DISTANCE_GAME) throw new Error('no game folder of test/e2e holds distance-game.mjs');
const { gameFile } = await import(DISTANCE_GAME.href);

const PORT = await freePort();
const BASE = `http://localhost:${PORT}`;
const TIMEOUT = { timeout: 8000 };
const { counts, expectThat } = checks();
const TMP = '.tmp/distance';
mkdirSync(TMP, { recursive: true });

const file = gameFile();
const gamePath = `${TMP}/game.json`;
writeFileSync(gamePath, JSON.stringify(file));
const gameId = file.game.id;

const server = await preview({ preview: { port: PORT, strictPort: true }, logLevel: 'warn' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const tabletA = await browser.newContext({ viewport: { width: 1024, height: 768 }, acceptDownloads: true });
const tabletB = await browser.newContext({ viewport: { width: 1024, height: 768 }, acceptDownloads: true });
await tabletA.addInitScript(fakeCamera);
const a = await tabletA.newPage();
const b = await tabletB.newPage();
for (const [name, page] of [['A', a], ['B', b]]) page.on('pageerror', (e) => console.log(`    page error on ${name}: ${e.message}`));
const started = Date.now();

const panel = (page) => page.locator('adj-distance');
const outgoing = (page) => panel(page).locator('textarea.outgoing').inputValue();

/** Waits for the message to send to say what `pattern` says (a textarea's value, not its text). */
async function outgoingWith(page, pattern) {
  const end = Date.now() + TIMEOUT.timeout;
  for (;;) {
    const text = (await panel(page).locator('textarea.outgoing').count()) ? await outgoing(page) : '';
    if (pattern.test(text)) return text;
    if (Date.now() > end) throw new Error(`the message to send says “${text.slice(0, 80)}”; ${await note(page)} ${(await refusal(page).count()) ? await refusal(page).textContent() : ''}`);
    await page.waitForTimeout(50);
  }
}
const note = async (page) => ((await panel(page).locator('p[role=status]').textContent()) ?? '').trim();
const refusal = (page) => panel(page).locator('p[role=alert]');
/** The log's entries, as the record shows them. */
async function logTexts(page) {
  await inRecord(page);
  return page.locator('adj-combat-log li').allTextContents();
}

/** The record, where the log and the distance panel are, unless it is shown already. */
async function inRecord(page) {
  if (!(await page.locator('adj-record-activity').count())) await showActivity(page, 'Record', TIMEOUT);
}
const settled = (page) => panel(page).locator('ol.settled li').allTextContents();

async function importGame(page) {
  await page.goto(BASE);
  const chooser = page.waitForEvent('filechooser', TIMEOUT);
  await page.locator('adj-home label.import').click(TIMEOUT);
  await (await chooser).setFiles(gamePath);
  await page.locator('adj-desk h1', { hasText: 'Distance check' }).waitFor(TIMEOUT);
}

async function openPanel(page) {
  await inRecord(page);
  if (!(await panel(page).locator('details[open]').count())) await panel(page).locator('summary', { hasText: 'Play at a distance' }).click(TIMEOUT);
}

/** Pastes a message into the panel and takes it in. */
async function paste(page, text) {
  await openPanel(page);
  await panel(page).locator('#pasted').fill(text);
  await panel(page).locator('button', { hasText: 'Take in the message' }).click(TIMEOUT);
}

/** A refusal is shown, and the log is as it was. */
async function refused(page, pattern, log) {
  await refusal(page).waitFor(TIMEOUT);
  const said = (await refusal(page).textContent()) ?? '';
  if (!pattern.test(said)) throw new Error(`it says “${said}”`);
  const now = await logTexts(page);
  if (JSON.stringify(now) !== JSON.stringify(log)) throw new Error(`the log changed: ${JSON.stringify(now)}`);
}

async function exportFile(page, name) {
  await page.locator('adj-desk .title summary', { hasText: 'Game' }).click(TIMEOUT);
  const download = page.waitForEvent('download', TIMEOUT);
  await page.locator('adj-desk button', { hasText: /^Export$/ }).click(TIMEOUT);
  const path = `${TMP}/${name}`;
  await (await download).saveAs(path);
  return path;
}

/** `npm run verify` on the files, run beside the browser's work: its exit code and what it printed. */
function verify(...paths) {
  return new Promise((resolve) => {
    const run = spawn('npx', ['tsx', 'scripts/verify.ts', ...paths]);
    let out = '';
    run.stdout.on('data', (d) => (out += d));
    run.stderr.on('data', (d) => (out += d));
    run.on('close', (code) => resolve({ code, out }));
  });
}

try {
  let declaration = '';
  let reply = '';
  await expectThat('both tablets take the game with its phase plan of three attacks from one file', async () => {
    await Promise.all([importGame(a), importGame(b)]);
    await a.locator('adj-desk nav.tabs a', { hasText: '3 attacks planned' }).waitFor(TIMEOUT);
  });

  await expectThat('B’s opening message pins its key on A, and both tablets show the same fingerprints', async () => {
    await openPanel(b);
    await panel(b).locator('button', { hasText: 'Make the opening message' }).click(TIMEOUT);
    await paste(a, await outgoingWith(b, /the opening message/));
    await panel(a).locator('dd[aria-label="Your opponent\'s fingerprint"]').waitFor(TIMEOUT);
    const [bOwn, bOnA] = [await panel(b).locator('dd[aria-label="This tablet\'s fingerprint"]').textContent(), await panel(a).locator('dd[aria-label="Your opponent\'s fingerprint"]').textContent()];
    if (!bOwn || bOwn !== bOnA) throw new Error(`B shows ${bOwn}, A shows ${bOnA} for B`);
  });

  await expectThat('A declares the phase’s three attacks in one message, as text to paste', async () => {
    await panel(a).locator('button', { hasText: 'Declare these 3 combats' }).click(TIMEOUT);
    declaration = await outgoingWith(a, /3 combats declared/);
    if (!/message#ADJM1\.[A-Za-z0-9_-]+\.$/.test(declaration)) throw new Error(`the message ends “${declaration.slice(-40)}”`);
    console.log(`    (the declaration is ${declaration.length} characters)`);
  });

  await expectThat('a tampered message and a message for another game are refused on B, nothing written', async () => {
    const log = await logTexts(b);
    const payload = /ADJM1\.[A-Za-z0-9_-]+\./.exec(declaration)[0];
    const i = Math.floor(payload.length / 2);
    await paste(b, `${payload.slice(0, i)}${payload[i] === 'A' ? 'B' : 'A'}${payload.slice(i + 1)}`);
    await refused(b, /^Not taken in: (the message is damaged|the message was changed after it was signed)/, log);
    // Another game on B: the message names the game it is for.
    await b.goto(BASE);
    await b.locator('adj-home input[name=name]').fill('Another game');
    await b.locator('adj-home button[type=submit]').click(TIMEOUT);
    await b.locator('adj-desk h1', { hasText: 'Another game' }).waitFor(TIMEOUT);
    await paste(b, declaration);
    await refused(b, /^Not taken in: this message is for another game \(“Distance check”\), not this one \(“Another game”\)\./, await logTexts(b));
  });

  await expectThat('B opens the declaration’s link: its tablet settles every die at once and makes the one reply', async () => {
    await b.goto(declaration.split('\n').at(-1));
    await panel(b).locator('ol.settled li').nth(2).waitFor(TIMEOUT);
    reply = await outgoingWith(b, /the dice of 3 combats/);
    if (new URL(b.url()).pathname !== `/games/${gameId}/record`) throw new Error(`B is left at ${b.url()}`);
  });

  await expectThat('the same declaration taken in again is refused as replayed, nothing written', async () => {
    const log = await logTexts(b);
    await paste(b, declaration);
    await refused(b, /was already taken in: it was sent again, or replayed/, log);
  });

  await expectThat('B shows its reply as QR codes; A’s camera reads them; both tablets show the same dice and results', async () => {
    await panel(b).locator('button', { hasText: 'Show as QR codes' }).click(TIMEOUT);
    const count = panel(b).locator('adj-qr-frames p.count');
    await count.waitFor(TIMEOUT);
    const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
    await panel(b).locator('adj-qr-frames button', { hasText: 'Pause' }).click(TIMEOUT);
    const frames = [];
    for (let i = 0; i < total; i++) {
      const code = panel(b).locator('adj-qr-frames .code');
      frames[Number(await code.getAttribute('data-frame')) - 1] = `data:image/png;base64,${(await code.screenshot()).toString('base64')}`;
      await panel(b).locator('adj-qr-frames button[aria-label="Next frame"]').click(TIMEOUT);
    }
    await panel(b).locator('button', { hasText: 'Stop showing the codes' }).click(TIMEOUT);
    await panel(a).locator('button', { hasText: 'Read QR codes with the camera' }).click(TIMEOUT);
    await panel(a).locator('adj-qr-read video').waitFor(TIMEOUT);
    for (const [i, frame] of frames.entries()) {
      await a.evaluate((url) => window.showToCamera(url), frame);
      // Shown until the reader has it (the last one completes the message and closes the reader).
      if (i < frames.length - 1) await panel(a).locator('adj-qr-read ol.frames li.in').nth(i).waitFor(TIMEOUT);
    }
    await panel(a).locator('ol.settled li').nth(2).waitFor(TIMEOUT);
    const [onA, onB] = [await settled(a), await settled(b)];
    if (JSON.stringify(onA) !== JSON.stringify(onB)) throw new Error(`A shows ${JSON.stringify(onA)}, B ${JSON.stringify(onB)}`);
    await a.locator('adj-combat-log li').nth(2).waitFor(TIMEOUT);
    await b.locator('adj-combat-log li').nth(2).waitFor(TIMEOUT);
    const [logA, logB] = [await logTexts(a), await logTexts(b)];
    if (logA.length !== 3 || JSON.stringify(logA) !== JSON.stringify(logB)) throw new Error(`the logs differ: A ${JSON.stringify(logA)}, B ${JSON.stringify(logB)}`);
    for (const page of [a, b]) await page.locator('adj-combat-log .chain', { hasText: /^\s*Log verified: 3 entries, every one signed/ }).waitFor(TIMEOUT);
    console.log(`    (${total} QR ${total === 1 ? 'code' : 'codes'}; ${onA.map((l) => l.split(' · ').slice(1).join(' · ')).join(' | ')})`);
  });

  await expectThat('the reply pasted on A again is refused as replayed, nothing written', async () => {
    await paste(a, reply);
    await refused(a, /was already taken in: it was sent again, or replayed/, await logTexts(a));
  });

  // Both players' files before the probe, checked by the verifier while the probe goes on.
  const honestA = await exportFile(a, 'a.json');
  const honestB = await exportFile(b, 'b.json');
  const honest = verify(honestA, honestB);
  let probed = Promise.resolve({ code: -1, out: 'the probe did not run' });

  await expectThat('the probe on A — its log rewritten from the middle, chained, sealed and signed again, its head rewritten — is refused by B at A’s next message', async () => {
    await a.evaluate(async (id) => {
      const open = () => new Promise((resolve, reject) => Object.assign(indexedDB.open('adjutant'), { onsuccess: (e) => resolve(e.target.result), onerror: reject }));
      const db = await open();
      const all = (store, tx) => new Promise((resolve) => (tx.objectStore(store).getAll().onsuccess = (e) => resolve(e.target.result)));
      const read = db.transaction(['combats', 'keys', 'games'], 'readonly');
      const [combats, keys, games] = await Promise.all([all('combats', read), all('keys', read), all('games', read)]);
      const key = keys[0];
      const log = combats.filter((c) => c.gameId === id).sort((x, y) => x.id - y.id);
      const canonical = (v) => (v === null || typeof v !== 'object' ? JSON.stringify(v) : Array.isArray(v) ? `[${v.map(canonical).join(',')}]` : `{${Object.keys(v).sort().filter((k) => v[k] !== undefined).map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`);
      const hex = (buf) => [...new Uint8Array(buf)].map((x) => x.toString(16).padStart(2, '0')).join('');
      const b64 = (buf) => window.btoa(String.fromCharCode(...new Uint8Array(buf))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      const params = key.alg === 'Ed25519' ? { name: 'Ed25519' } : { name: 'ECDSA', hash: 'SHA-256' };
      // Entry 2's die turned to a 6; entries 2 and 3 chained and signed again with A's own key.
      let prev = log[0].hash;
      let prevSig = log[0].sig;
      for (const entry of log.slice(1)) {
        if (entry === log[1]) entry.dice = entry.dice.map((d, i) => (i === 0 ? { ...d, face: 6 } : d));
        const { id: _id, gameId: _g, hash: _h, rerollOf: _r, applied: _a, undone: _u, seal: _s, sig: _sig, ...content } = entry;
        Object.assign(content, { prevHash: prev, prevSig, signer: key.fp });
        const hash = hex(await crypto.subtle.digest('SHA-256', new window.TextEncoder().encode(canonical(content))));
        const sig = b64(await crypto.subtle.sign(params, key.privateKey, new window.TextEncoder().encode(hash)));
        Object.assign(entry, content, { hash, sig });
        prev = hash;
        prevSig = sig;
      }
      const game = games.find((g) => g.id === id);
      game.logHead = { ...game.logHead, hash: prev };
      const write = db.transaction(['combats', 'games', 'heads'], 'readwrite');
      for (const entry of log.slice(1)) write.objectStore('combats').put(entry);
      write.objectStore('games').put(game);
      const heads = await all('heads', write);
      for (const h of heads.filter((x) => x.gameId === id)) write.objectStore('heads').delete(h.id);
      await new Promise((resolve) => (write.oncomplete = resolve));
      db.close();
    }, gameId);
    await a.reload();
    await a.locator('adj-combat-log li').nth(2).waitFor(TIMEOUT);
    // A's file as the probe left it, checked by the verifier while B takes in A's next message.
    probed = verify(await exportFile(a, 'a-probed.json'), honestB);
    await openPanel(a);
    await panel(a).locator('button', { hasText: 'Declare these 3 combats' }).click(TIMEOUT);
    const next = await outgoingWith(a, /message 2 from/);
    await paste(b, next);
    await refused(b, /^Not taken in: your opponent’s log no longer holds the log both tablets shared: at entry 2 they have .* One of the two logs was rewritten \(a fork\)\. They took in this tablet’s message 2, a log of 3 entries holding this tablet’s version\./, await logTexts(b));
  });

  await expectThat('npm run verify finds that everything holds in both players’ files before the probe', async () => {
    const { code, out } = await honest;
    if (code !== 0) throw new Error(`exit ${code}: ${out}`);
  });

  await expectThat('npm run verify given both players’ files names where they part, who signed each version, and the head A signed before', async () => {
    const { code, out } = await probed;
    if (code !== 1) throw new Error(`exit ${code}: ${out}`);
    if (!/the two logs part at entry 2: in .*a-probed\.json dice 6/.test(out)) throw new Error(`no parting named: ${out}`);
    if (!/a-probed\.json: entry 2: it is signed by another key .* than its defender's/.test(out)) throw new Error(`no signer named: ${out}`);
    if (!/one of the two histories was rewritten \(a fork\)/.test(out)) throw new Error(`no head against it: ${out}`);
  });

  await expectThat('the distance check runs in under 30 s', async () => {
    const seconds = (Date.now() - started) / 1000;
    console.log(`    (${seconds.toFixed(1)} s)`);
    if (seconds > 30) throw new Error(`took ${seconds.toFixed(1)} s`);
  });
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

mkdirSync('.tmp/results', { recursive: true });
writeFileSync('.tmp/results/distance.json', JSON.stringify(counts));
console.log(`  distance: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed === 0 ? 0 : 1);
