// Phase plan budgets in headless Chromium at 4x CPU throttling, through the engine worker as the desk
// uses it (the development server serves the app's modules, so the page imports them directly):
// - a plan of 6 attacks (two of them on one hex, weighed in order) weighed again after a change,
//   as the desk weighs it, p95 over 30 changes: `phase plan update p95: N ms at 4x`, on the plan of
//   the first game the app serves (its bench/<game>/plan.ts gives `planUpdate`);
// - the smallest force among 10 units, every one of the 1,023 choices weighed (a chance none
//   reaches), p95 over 7 searches: `<game> smallest force 10 units: N ms at 4x`, for every game whose
//   bench/<game>/plan.ts gives its set-up (`smallestForce`).
import { existsSync } from 'node:fs';
import { GAME_IDS } from '../test/game-ids.mjs';
import { withDevPage } from './dev-page.mjs';

await withDevPage(async (page) => {
  // Modules loaded and the worker started before the clock slows.
  await page.evaluate(async () => {
    const { engine } = await import('/src/engine-client.ts');
    await engine().games();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const games = GAME_IDS.filter((id) => existsSync(`bench/${id}/plan.ts`));
  const result = await page.evaluate(async (games) => {
    const { engine } = await import('/src/engine-client.ts');
    const { weighPlan } = await import('/src/desk/plan.ts');
    const { searchSmallestForce } = await import('/src/desk/force.ts');
    const { exact } = await import('/src/plan/exact.ts');
    const setUps = await Promise.all(games.map(async (id) => [id, await import(`/bench/${id}/plan.ts`)]));
    const worker = engine();
    const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
    // Weighed as the desk weighs it: through the plan's memory of the engine's answers. Each change
    // is one a player makes and none was weighed before: a success moved on, an attacker of the last
    // attack (alone on its hex) stronger, or an attacker of the first (whose hex a second attack
    // shares, so the second is weighed again from each of its results) stronger.
    const { PlanMemo } = await import('/src/desk/plan-memo.ts');
    const memo = new PlanMemo(() => worker);
    const plan = setUps.find(([, m]) => m.planUpdate)?.[1].planUpdate();
    if (!plan) throw new Error('no game gives a plan to weigh');
    const { rules, units, attacks } = plan;
    const first = attacks[0].draft.attackers[0];
    const last = attacks[attacks.length - 1].draft.attackers[0];
    await weighPlan(attacks, units, rules, memo);
    const updates = [];
    for (let i = 0; i < 30; i++) {
      const now = new Map(units);
      let changed = attacks;
      if (i % 3 === 0) changed = attacks.map((a, k) => (k === attacks.length - 1 ? { ...a, success: { defenderLossAtLeast: 1 + (i % 4) } } : a));
      if (i % 3 === 1) now.set(last, { ...units.get(last), strength: 20 + i });
      if (i % 3 === 2) now.set(first, { ...units.get(first), strength: 20 + i });
      const t = performance.now();
      await weighPlan(changed, now, rules, memo);
      updates.push(performance.now() - t);
    }
    /** The p95 of 7 searches among 10 units for a chance none reaches, so every one of the 1,023 choices is weighed. */
    const search = async ({ rules, draft, units, describe }) => {
      const times = [];
      for (let i = 0; i < 7; i++) {
        const t = performance.now();
        const found = await searchSmallestForce({ id: 'f', draft, success: { defenderLossAtLeast: 99 } }, exact(1, 2), units, rules, worker, describe);
        times.push(performance.now() - t);
        if (found?.weighed !== 1023) throw new Error(`the search weighed ${found?.weighed} forces, not 1023`);
      }
      return p95(times);
    };
    const searches = {};
    for (const [id, m] of setUps) if (m.smallestForce) searches[id] = await search(m.smallestForce());
    return { update: p95(updates), searches };
  }, games);
  console.log(`phase plan update p95: ${result.update.toFixed(1)} ms at 4x`);
  for (const [game, ms] of Object.entries(result.searches)) console.log(`${game} smallest force 10 units: ${ms.toFixed(0)} ms at 4x (budget 250 ms)`);
});
