// A game's first combat played as a player at the table plays it, on the production build, from
// "new game" to an applied result, counting every tap: each game says in its own folder
// (src/games/<id>/first-combat.json) what is on its roster, which units fight and what else its
// combat asks for. Shared by the end-to-end check (first-combat.e2e.mjs) and the benchmark.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

/** Every game's first combat, as its folder describes it. */
export function firstCombats() {
  return readdirSync('src/games', { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`src/games/${d.name}/first-combat.json`))
    .map((d) => ({ id: d.name, ...JSON.parse(readFileSync(`src/games/${d.name}/first-combat.json`, 'utf8')) }));
}

/**
 * The platform's entropy made repeatable in the page (the game's seed and each roll's fresh entropy
 * come from it), so a run rolls the same dice every time: the taps counted never depend on luck.
 */
export function steadyEntropy(seed = 1) {
  let state = (0x2545f491 ^ Math.imul(seed, 0x9e3779b9)) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  crypto.getRandomValues = (array) => {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 0xff;
    return array;
  };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The desk's open game, read in the page. */
const logTotal = (page) => page.evaluate(() => document.querySelector('adj-app').shadowRoot.querySelector('adj-desk')?.session.log.total ?? 0);

/** The player's charts for the game, as entered once on this device before (a file's `charts`, by slot): not counted. */
async function chartsOnDevice(page, rules, file) {
  const charts = JSON.parse(readFileSync(file, 'utf8')).charts ?? {};
  await page.evaluate(
    ([rules, charts]) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('adjutant');
        open.onsuccess = () => {
          const tx = open.result.transaction('charts', 'readwrite');
          for (const [slot, chart] of Object.entries(charts)) tx.objectStore('charts').put({ id: `${rules}-${slot}`, rules, slot, chart, inUse: true, savedAt: Date.now() });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    [rules, charts],
  );
}

/**
 * The chance players ask first, beside Roll: in the roll bar, on screen wherever the set-up was
 * scrolled to, its figure whole however long its name.
 */
async function chanceInSight(page, combat) {
  const figure = combat.locator('.actions .chance strong');
  await figure.waitFor();
  const [box, line] = [await figure.boundingBox(), await combat.locator('.actions .chance').boundingBox()];
  const { width, height } = page.viewportSize();
  if (!box || !line || box.y < 0 || box.y + box.height > height || box.x + box.width > Math.min(width, line.x + line.width) + 0.5) {
    throw new Error(`the first chance's figure is not whole on screen: ${JSON.stringify(box)} in ${JSON.stringify(line)}`);
  }
}

/**
 * Plays a game's first combat from the home screen (`base`), and, with `next`, a typical next one
 * after it; returns the taps each took. A selection, a roster pasted and each button is one tap; a
 * roll's result is applied when it changes the units (its Apply tapped), else it is done.
 */
export async function playFirstCombat(page, base, game, { next = false, screenshot } = {}) {
  let taps = 0;
  const combat = page.locator('adj-combat-activity');
  const click = async (locator) => {
    await locator.click();
    taps++;
  };
  await page.goto(`${base}/`);
  const form = page.locator('adj-new-game');
  await form.locator('select[name=rules]:not([disabled])').waitFor();
  if (game.charts) await chartsOnDevice(page, game.id, game.charts);
  await form.locator('select[name=rules]').selectOption(game.id);
  taps++;
  if (game.roster) {
    await form.locator('textarea[name=roster]').fill(game.roster);
    taps++;
    await form.locator('[role=status]', { hasText: / read\.\s*$/ }).waitFor();
  } else {
    await form.locator('select[name=scenario]').waitFor();
  }
  // Start game is on the first screen, a phone's too: never below the fold.
  const start = form.locator('button[type=submit]');
  const box = await start.boundingBox();
  const { height } = page.viewportSize();
  if (!box || box.y < 0 || box.y + box.height > height) throw new Error(`Start game is not on the first screen: ${box ? `${Math.round(box.y)} to ${Math.round(box.y + box.height)} px` : 'not shown'} of ${height}`);
  await click(start);
  await combat.locator('adj-roster').waitFor();

  const play = async (steps) => {
    for (const step of steps) {
      if (step.unit) await click(combat.locator('adj-roster ul button').filter({ hasText: new RegExp(`^\\s*${escape(step.unit)},`) }));
      else if (step.tap) await click(combat.getByRole('button', { name: step.tap, exact: true }));
      else if (step.select) {
        const [label, option] = step.select;
        await combat.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
        taps++;
      }
      else if (step.roll) {
        const before = await logTotal(page);
        await combat.locator('.actions button.primary:not([disabled])').waitFor();
        await chanceInSight(page, combat);
        await click(combat.locator('.actions button.primary'));
        await page.waitForFunction((before) => (document.querySelector('adj-app').shadowRoot.querySelector('adj-desk')?.session.log.total ?? 0) > before, before);
        const apply = combat.locator('.sheet:not(.unseen) adj-result-card button', { hasText: 'Apply to units' });
        // A roll that ends the combat shows its result; applied when it changes the units.
        if (await combat.locator('.sheet:not(.unseen) adj-result-card').isVisible()) {
          if (await apply.isVisible()) {
            await click(apply);
            await combat.locator('.sheet:not(.unseen) adj-result-card button', { hasText: 'Undo the applied result' }).waitFor();
          }
        }
      }
    }
  };
  // A combat ends with its result in the sheet, or, applied by the tap that chose it, said above the
  // set-up emptied for the next one.
  const ended = combat.locator('.sheet:not(.unseen) adj-result-card, .settled').first();
  await play(game.first);
  await ended.waitFor();
  if (screenshot) await page.screenshot({ path: screenshot });
  const first = taps;
  if (!next || !game.next) return { first };
  taps = 0;
  const sheet = combat.locator('.sheet:not(.unseen) adj-result-card');
  if (await sheet.isVisible()) await click(sheet.locator('button', { hasText: 'New combat' }));
  await play(game.next);
  await ended.waitFor();
  return { first, next: taps };
}
