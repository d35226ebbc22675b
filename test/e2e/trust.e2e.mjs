// Trust end-to-end check against the production build: dice never repeat and nothing recorded is
// lost, whatever the devices do. Two tabs on one game each roll 50 times, tapping at the same moment,
// and apply results to the same units at the same moment; a game exported to a second browser context
// (another tablet) is rolled 20 times on each side; that tablet takes in a hand-over at its open desk
// and rolls. Every generator state any roll used is read back from both devices' databases: none may
// appear twice, and every unit change applied must be in the units. Writes .tmp/results/trust.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { checks } from './checks.mjs';
import { freePort } from '../free-port.mjs';
import { openPanel, pickFirstCombat, putResultAway, showActivity } from './desk-steps.mjs';

const PORT = await freePort();
const BASE = `http://localhost:${PORT}`;
const TIMEOUT = { timeout: 10000 };
const ROLLS_PER_TAB = Number(process.env.TRUST_ROLLS ?? 50);
const ROLLS_PER_TABLET = 20;
const { counts, expectThat } = checks();

const server = await preview({ preview: { port: PORT, strictPort: true }, logLevel: 'warn' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 }, acceptDownloads: true });
const otherTablet = await browser.newContext({ viewport: { width: 768, height: 1024 }, acceptDownloads: true });
const thirdTablet = await browser.newContext({ viewport: { width: 1024, height: 768 } });
const tabA = await tablet.newPage();
const tabB = await tablet.newPage();
const second = await otherTablet.newPage();
const third = await thirdTablet.newPage();
for (const [name, page] of [['tab A', tabA], ['tab B', tabB], ['the other tablet', second], ['the third tablet', third]]) page.on('pageerror', (e) => console.log(`    page error in ${name}: ${e.message}`));
const started = Date.now();

/** Sets up Game 1.0's first combat (Heth and Anderson against the V Corps). */
async function setUpCombat(page) {
  // The desk keeps a set-up across reloads and in the game's file: only an empty one is set up.
  await showActivity(page, 'Combat', TIMEOUT);
  await page.locator('adj-roster').waitFor(TIMEOUT);
  if (await page.locator('adj-desk input[type=number][aria-label*="Heth"]').count()) {
    // The results applied in two tabs have worn Heth down: the next combats are fought at full strength.
    for (const name of ['Heth', 'Anderson']) await page.locator(`adj-desk input[type=number][aria-label*="${name}"]`).fill('5');
    await page.keyboard.press('Tab');
    await page.locator('adj-live-panel adj-outcome-chart').waitFor(TIMEOUT);
    return;
  }
  await pickFirstCombat(page, TIMEOUT);
}

/** Taps Roll and waits for the result; applies it to the units when asked; puts the card away, the combat kept for the next roll. */
async function roll(page, apply = false) {
  // Only the page in front draws frames often enough for a click to find its button steady.
  await page.bringToFront();
  await page.locator('adj-desk .actions button', { hasText: /^Roll$/ }).click(TIMEOUT);
  await page.locator('adj-desk .sheet:not(.unseen) adj-result-card h3').waitFor(TIMEOUT);
  if (apply) {
    await page.locator('adj-desk .sheet:not(.unseen) adj-result-card button', { hasText: 'Apply to units' }).click(TIMEOUT);
    await page.locator('adj-desk .sheet:not(.unseen) adj-result-card button', { hasText: 'Undo the applied result' }).waitFor(TIMEOUT);
  }
  await putResultAway(page, TIMEOUT);
}

/** Imports a game file at the home screen, and waits for its desk. */
async function importFile(page, path) {
  await page.goto(BASE);
  const chooser = page.waitForEvent('filechooser', TIMEOUT);
  await page.locator('adj-home label.import').click(TIMEOUT);
  await (await chooser).setFiles(path);
  await page.locator('adj-desk h1', { hasText: 'Trust check' }).waitFor(TIMEOUT);
}

/** Saves the game at the desk to a file, by Export in the game's menu; the file's path. */
async function exportFile(page) {
  await page.locator('adj-desk .title summary', { hasText: 'Game' }).click(TIMEOUT);
  const download = page.waitForEvent('download', TIMEOUT);
  await page.locator('adj-desk button', { hasText: /^Export$/ }).click(TIMEOUT);
  return (await download).path();
}

/** The device's whole database, as plain data, read in the page. */
function readDatabase(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('adjutant');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['combats', 'units', 'games'], 'readonly');
          const out = {};
          for (const store of ['combats', 'units', 'games']) {
            const all = tx.objectStore(store).getAll();
            all.onsuccess = () => (out[store] = all.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(out);
          };
        };
      }),
  );
}

/** Every generator state a roll started from (each die's state before it), as text. */
const statesUsed = (combats) => combats.flatMap((c) => c.dice.filter((d) => d.source.kind === 'generator').map((d) => d.source.stateBefore.join(',')));
/** The states each roll started from: its first die's. */
const rollStarts = (combats) => combats.flatMap((c) => (c.dice[0]?.source.kind === 'generator' ? [c.dice[0].source.stateBefore.join(',')] : []));
const repeated = (list) => list.filter((x, i) => list.indexOf(x) !== i);

async function chainStatus(page) {
  await showActivity(page, 'Record', TIMEOUT);
  await page.locator('adj-combat-log .chain:not(.checking)').waitFor(TIMEOUT);
  return (await page.locator('adj-combat-log .chain').textContent())?.trim();
}

/** The whole log checked: chained, every entry signed, nothing that does not hold. */
const verified = (said) => /^Log verified: \d+ entries, every one signed/.test(said ?? '');

try {
  let gameId = '';
  let units = [];
  await expectThat('a game is started in one tab and opened in a second tab of the same browser', async () => {
    await tabA.goto(BASE);
    await tabA.locator('adj-home input[name=name]').fill('Trust check');
    await tabA.locator('adj-home select[name=scenario]').waitFor(TIMEOUT);
    await tabA.locator('adj-home button[type=submit]').click(TIMEOUT);
    await tabA.locator('adj-desk h1', { hasText: 'Trust check' }).waitFor(TIMEOUT);
    gameId = decodeURIComponent(new URL(tabA.url()).pathname.split('/')[2] ?? '');
    await tabB.goto(tabA.url());
    await tabB.locator('adj-desk h1', { hasText: 'Trust check' }).waitFor(TIMEOUT);
    await setUpCombat(tabA);
    await setUpCombat(tabB);
    units = (await readDatabase(tabA)).units.filter((u) => u.gameId === gameId);
  });

  await expectThat(`two tabs roll ${ROLLS_PER_TAB} times each, tapping at the same moment, and no generator state is used twice`, async () => {
    for (let i = 1; i <= ROLLS_PER_TAB; i++) {
      // Halfway, both tabs apply their result at the same moment, to the same units.
      const apply = i === Math.ceil(ROLLS_PER_TAB / 2);
      await Promise.all([roll(tabA, apply), roll(tabB, apply)]);
    }
    const { combats } = await readDatabase(tabA);
    const log = combats.filter((c) => c.gameId === gameId);
    if (log.length !== 2 * ROLLS_PER_TAB) throw new Error(`the log holds ${log.length} entries, not ${2 * ROLLS_PER_TAB}`);
    const states = statesUsed(log);
    if (states.length < 2 * ROLLS_PER_TAB) throw new Error(`only ${states.length} dice came from the generator`);
    const twice = repeated(states);
    if (twice.length > 0) throw new Error(`${twice.length} generator states were used twice`);
    console.log(`    (${states.length} dice, ${new Set(states).size} distinct states)`);
  });

  await expectThat('no unit change is lost: the units hold every result applied in either tab', async () => {
    const { combats, units: now } = await readDatabase(tabA);
    const applied = combats.filter((c) => c.gameId === gameId && c.applied && !c.undone);
    if (applied.length !== 2) throw new Error(`${applied.length} results applied, not 2`);
    for (const unit of units) {
      const lost = applied.reduce((sum, c) => {
        const before = c.applied.before.find((u) => u.id === unit.id);
        const after = c.applied.after.find((u) => u.id === unit.id);
        return sum + (before && after ? (before.strength ?? 0) - (after.strength ?? 0) : 0);
      }, 0);
      const stored = now.find((u) => u.id === unit.id);
      if ((stored?.strength ?? 0) !== (unit.strength ?? 0) - lost) throw new Error(`${unit.name}: ${unit.strength} less ${lost} applied is ${(unit.strength ?? 0) - lost}, but ${stored?.strength} is stored`);
    }
  });

  await expectThat('both tabs say "Log verified" once the whole log was checked', async () => {
    for (const tab of [tabA, tabB]) {
      await tab.reload();
      const said = await chainStatus(tab);
      if (!verified(said)) throw new Error(`a tab says "${said}"`);
    }
  });

  await expectThat(`the game goes to another tablet by Export and Import, each side rolls ${ROLLS_PER_TABLET} times, and no state is shared`, async () => {
    const path = await exportFile(tabA);
    await importFile(second, path);
    // A third tablet takes the same file now, and later a hand-over at its open desk.
    await importFile(third, path);
    await setUpCombat(tabA);
    await setUpCombat(second);
    for (let i = 0; i < ROLLS_PER_TABLET; i++) await Promise.all([roll(tabA), roll(second)]);
    const here = (await readDatabase(tabA)).combats.filter((c) => c.gameId === gameId);
    const there = (await readDatabase(second)).combats.filter((c) => c.gameId === gameId);
    const hereNew = new Set(statesUsed(here.slice(-ROLLS_PER_TABLET)));
    const shared = statesUsed(there.slice(-ROLLS_PER_TABLET)).filter((s) => hereNew.has(s));
    if (shared.length > 0) throw new Error(`${shared.length} of the other tablet's states were this tablet's too`);
    const starts = rollStarts([...here, ...there.slice(-ROLLS_PER_TABLET)]);
    if (repeated(starts).length > 0) throw new Error('a roll started from a state another roll used');
  });

  await expectThat('a tablet takes in a hand-over at its open desk and rolls: its dice go on from no other tablet’s state', async () => {
    await showActivity(tabA, 'Record', TIMEOUT);
    await openPanel(tabA, 'adj-handover', TIMEOUT);
    const download = tabA.waitForEvent('download', TIMEOUT);
    await tabA.locator('adj-handover button', { hasText: 'Save as a file' }).click(TIMEOUT);
    const path = await (await download).path();
    await setUpCombat(third);
    await showActivity(third, 'Record', TIMEOUT);
    await openPanel(third, 'adj-handover', TIMEOUT);
    const chooser = third.waitForEvent('filechooser', TIMEOUT);
    await third.locator('adj-handover label', { hasText: 'Take in this game' }).click(TIMEOUT);
    await (await chooser).setFiles(path);
    await third.locator('adj-handover p[role=status]', { hasText: `Took in ${ROLLS_PER_TABLET} entries` }).waitFor(TIMEOUT);
    await showActivity(third, 'Combat', TIMEOUT);
    await roll(third);
    const there = (await readDatabase(third)).combats.filter((c) => c.gameId === gameId);
    const here = (await readDatabase(tabA)).combats.filter((c) => c.gameId === gameId);
    const used = statesUsed([there.at(-1)]);
    const elsewhere = new Set([...statesUsed(here), ...here.flatMap((c) => (c.rngAfter ? [c.rngAfter.join(',')] : []))]);
    if (used.length === 0 || used.some((s) => elsewhere.has(s))) throw new Error('the roll after the take-in used a state the first tablet used or left');
    if (!verified(await chainStatus(third))) throw new Error(`the third tablet says "${await chainStatus(third)}"`);
  });

  await expectThat('two quick rolls tapped in two tabs at the same moment use two states', async () => {
    const tables = `${BASE}/games/${encodeURIComponent(gameId)}/tables`;
    await Promise.all([tabA.goto(tables), tabB.goto(tables)]);
    for (const tab of [tabA, tabB]) {
      await tab.locator('adj-tables .quick button').first().click(TIMEOUT);
      await tab.locator('adj-quick-roll .actions button', { hasText: /^Roll$/ }).waitFor(TIMEOUT);
    }
    const before = (await readDatabase(tabA)).combats.filter((c) => c.gameId === gameId).length;
    await Promise.all([tabA, tabB].map((tab) => tab.locator('adj-quick-roll .actions button', { hasText: /^Roll$/ }).click(TIMEOUT)));
    for (const tab of [tabA, tabB]) await tab.locator('adj-quick-roll [role=status], adj-quick-roll .result').first().waitFor(TIMEOUT);
    const log = (await readDatabase(tabA)).combats.filter((c) => c.gameId === gameId);
    const fresh = log.slice(before);
    if (fresh.length !== 2) throw new Error(`${fresh.length} quick rolls logged, not 2`);
    if (repeated(statesUsed(log)).length > 0) throw new Error('two rolls used one generator state');
  });

  // Its share of the test command's time: about 90 s on a quiet machine, with room for a busy one.
  await expectThat('the trust check runs in under 120 s', async () => {
    const seconds = (Date.now() - started) / 1000;
    if (seconds > 120) throw new Error(`took ${seconds.toFixed(1)} s`);
    console.log(`    (${seconds.toFixed(1)} s)`);
  });
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

mkdirSync('.tmp/results', { recursive: true });
writeFileSync('.tmp/results/trust.json', JSON.stringify(counts));
console.log(`  trust: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed === 0 ? 0 : 1);
