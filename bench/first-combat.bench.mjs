// The taps a player needs for each game's first combat, from "new game" to an applied result, and
// for a typical next one: counted by driving the production build in Chromium, as the end-to-end
// check does (test/e2e/first-combat.mjs), at 1024×768.
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.mjs';
import { freePort } from '../test/free-port.mjs';
import { firstCombats, playFirstCombat, steadyEntropy } from '../test/e2e/first-combat.mjs';

const PORT = await freePort();
const server = await preview({ preview: { port: PORT, strictPort: true }, logLevel: 'warn' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const game of firstCombats()) {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    await context.addInitScript(steadyEntropy, game.seed ?? 1);
    const page = await context.newPage();
    const taps = await playFirstCombat(page, `http://localhost:${PORT}`, game, { next: true });
    console.log(`first combat taps ${game.id}: ${taps.first}`);
    if (taps.next !== undefined) console.log(`  a typical next combat: ${taps.next} taps`);
    await context.close();
  }
} finally {
  await browser.close();
  await new Promise((r) => server.httpServer.close(r));
}
