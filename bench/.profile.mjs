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
const gameId = await page.evaluate(async () => {
  const { getDb } = await import('/src/store/db.ts');
  const { createGame } = await import('/src/store/games.ts');
  const { recordCombat, resolutionRecord } = await import('/src/store/combats.ts');
  const { resolve } = await import('/src/engine/engine.ts');
  const { seedFromWords } = await import('/src/engine/core/rng.ts');
  const db = getDb();
  const game = await createGame(db, 'P', 'wilderness');
  const cases = await Promise.all(['infantry-combat', 'cavalry-combat', 'cavalry-probe'].map(async (c) => (await fetch(`/docs/games/wilderness/${c}.json`)).json()));
  let rng = seedFromWords(1863);
  for (let i = 0; i < 1000; i++) {
    const resolution = resolve(cases[i % cases.length], { rng });
    rng = resolution.rngAfter ?? rng;
    await recordCombat(db, resolutionRecord(game.id, Date.now(), cases[i % cases.length], resolution));
  }
  return game.id;
});
const measure = () => page.evaluate(async (id) => {
  const { getDb } = await import('/src/store/db.ts');
  const { readLog } = await import('/src/store/combats.ts');
  const { verifyChain } = await import('/src/store/chain.ts');
  const { knownSigners, verifySignature } = await import('/src/store/keys.ts');
  const { platformDigest } = await import('/src/store/audit.ts');
  const { diceProblems, auditLog } = await import('/src/store/log-audit.ts');
  const out = {};
  for (let r = 0; r < 4; r++) {
    let t = performance.now();
    const log = await readLog(getDb(), id); out.read = performance.now() - t; t = performance.now();
    const keys = await knownSigners(getDb()); out.keys = performance.now() - t; t = performance.now();
    await verifyChain(log.entries, { head: log.game.logHead, digest: platformDigest }); out.chain = performance.now() - t; t = performance.now();
    await Promise.all(log.entries.map((e) => verifySignature(keys.get(e.signer), e.hash, e.sig))); out.sigs = performance.now() - t; t = performance.now();
    log.entries.forEach(diceProblems); out.dice = performance.now() - t; t = performance.now();
    await auditLog(log.entries, { head: log.game.logHead, keys, digest: platformDigest }); out.all = performance.now() - t;
  }
  return out;
}, gameId);
console.log('1x', JSON.stringify(await measure(), (k, v) => typeof v === 'number' ? Math.round(v) : v));
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
console.log('4x', JSON.stringify(await measure(), (k, v) => typeof v === 'number' ? Math.round(v) : v));
await browser.close(); await server.close();
