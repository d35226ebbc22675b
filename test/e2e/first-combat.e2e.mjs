// The first combat of every game, on the production build in Chromium, at a tablet held either way
// and at a phone: from "new game" to an applied result in at most 8 taps, and a typical next combat
// in at most 5 (first-combat.mjs plays them, each game's own from its folder). A picture of each
// result is kept in .tmp/results. Writes its counts to .tmp/results/first-combat.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { freePort } from '../free-port.mjs';
import { checks } from './checks.mjs';
import { firstCombats, playFirstCombat, steadyEntropy } from './first-combat.mjs';

const FIRST_MOST = 8;
const NEXT_MOST = 5;
const SIZES = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 360, height: 740 },
];

const PORT = await freePort();
const BASE = `http://localhost:${PORT}`;
const { counts, expectThat } = checks();
mkdirSync('.tmp/results', { recursive: true });

const server = await preview({ preview: { port: PORT, strictPort: true }, logLevel: 'warn' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const viewport of SIZES) {
    const size = `${viewport.width}×${viewport.height}`;
    for (const game of firstCombats()) {
      // A device of its own for each game: a fresh home screen, nothing stored.
      const context = await browser.newContext({ viewport });
      await context.addInitScript(steadyEntropy, game.seed ?? 1);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      // A game whose rules keep more steps apart says how many, and why, in its own folder.
      const most = game.most ?? FIRST_MOST;
      await expectThat(`${game.id} at ${size}: the first combat from "new game" to an applied result in at most ${most} taps${viewport.width === 1024 ? `, the next in at most ${NEXT_MOST}` : ''}`, async () => {
        const taps = await playFirstCombat(page, BASE, game, { next: viewport.width === 1024, screenshot: `.tmp/results/first-combat-${game.id}-${viewport.width}x${viewport.height}.png` });
        console.log(`    first combat taps ${game.id}: ${taps.first}${taps.next === undefined ? '' : `; next combat: ${taps.next}`}`);
        if (taps.first > most) throw new Error(`${taps.first} taps to the first combat's result`);
        if (taps.next !== undefined && taps.next > NEXT_MOST) throw new Error(`${taps.next} taps to the next combat's result`);
      });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await new Promise((r) => server.httpServer.close(r));
  writeFileSync('.tmp/results/first-combat.json', JSON.stringify(counts));
  console.log(`first combats: ${counts.passed} passed, ${counts.failed} failed`);
}
process.exit(counts.failed === 0 ? 0 : 1);
