import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.mjs';
import { freePort } from '../test/free-port.mjs';
const port = await freePort();
const server = await createServer({ server: { port, strictPort: true }, logLevel: 'warn' });
await server.listen();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.goto(`http://localhost:${port}/`);
const result = await page.evaluate(async () => {
  const { getDb } = await import('/src/store/db.ts');
  const { createGame } = await import('/src/store/games.ts');
  const { recordCombat, resolutionRecord } = await import('/src/store/combats.ts');
  const { resolve } = await import('/src/engine/engine.ts');
  const { seedFromWords } = await import('/src/engine/core/rng.ts');
  const { auditor } = await import('/src/audit-client.ts');
  const db = getDb();
  const game = await createGame(db, 'P', 'wilderness');
  const cases = await Promise.all(['infantry-combat', 'cavalry-combat', 'cavalry-probe'].map(async (c) => (await fetch(`/docs/games/wilderness/${c}.json`)).json()));
  let rng = seedFromWords(1863);
  for (let i = 0; i < 1000; i++) {
    const resolution = resolve(cases[i % cases.length], { rng });
    rng = resolution.rngAfter ?? rng;
    await recordCombat(db, resolutionRecord(game.id, Date.now(), cases[i % cases.length], resolution));
  }
  const api = auditor();
  const runs = [];
  for (let i = 0; i < 12; i++) { const r = await api.checkLog(game.id); runs.push([Math.round(r.readMs), Math.round(r.checkMs), r.verdict.holds]); }
  return runs;
});
console.log(JSON.stringify(result));
await browser.close(); await server.close();
