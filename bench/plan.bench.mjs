// Phase plan budgets in headless Chromium at 4x CPU throttling, through the engine worker as the desk
// uses it (the development server serves the app's modules, so the page imports them directly):
// - a plan of 6 attacks (two of them on one hex, weighed in order) weighed again after a change,
//   as the desk weighs it, p95 over 30 changes: `phase plan update p95: N ms at 4x`;
// - the smallest force among 10 units, every one of the 1,023 choices weighed (a chance none
//   reaches), p95 over 7 searches: `<game> smallest force 10 units: N ms at 4x`, for every game
//   (The Wilderness Campaign, GCACW, CWBS fire, Blue & Grey with a chart, War Between the States ground combat).
import { withDevPage } from './dev-page.mjs';

await withDevPage(async (page) => {
  // Modules loaded and the worker started before the clock slows.
  await page.evaluate(async () => {
    const { engine } = await import('/src/engine-client.ts');
    await engine().games();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const result = await page.evaluate(async () => {
    const { engine } = await import('/src/engine-client.ts');
    const { weighPlan } = await import('/src/desk/plan.ts');
    const { searchSmallestForce } = await import('/src/desk/force.ts');
    const { WILDERNESS_DESK } = await import('/src/games/wilderness/rules.ts');
    const { EMPTY_DRAFT } = await import('/src/games/wilderness/draft.ts');
    const { exact } = await import('/src/plan/exact.ts');
    const worker = engine();
    const unit = (id, side, strength) => ({ id, gameId: 'g', name: id, side, type: 'infantry', strength, state: {} });
    const union = Array.from({ length: 12 }, (_, i) => unit(`U${i}`, 'union', 4 + (i % 9)));
    const rebels = Array.from({ length: 5 }, (_, i) => unit(`C${i}`, 'confederate', 3 + i));
    const units = new Map([...union, ...rebels].map((u) => [u.id, u]));
    const draft = (attackers, defenders) => ({ ...EMPTY_DRAFT, attackers, defenders });
    const attacks = [
      draft(['U0', 'U1'], ['C0']),
      draft(['U2'], ['C0']),
      draft(['U3', 'U4'], ['C1']),
      draft(['U5'], ['C2']),
      draft(['U6', 'U7'], ['C3']),
      draft(['U8'], ['C4']),
    ].map((d, i) => ({ id: String(i), draft: d, success: { marks: 3 } }));
    const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
    // Weighed as the desk weighs it: through the plan's memory of the engine's answers. Each change
    // is one a player makes and none was weighed before: a success moved on, an attacker of the last
    // attack (alone on its hex) stronger, or an attacker of the first (whose hex a second attack
    // shares, so the second is weighed again from each of its results) stronger.
    const { PlanMemo } = await import('/src/desk/plan-memo.ts');
    const memo = new PlanMemo(() => worker);
    await weighPlan(attacks, units, WILDERNESS_DESK, memo);
    const updates = [];
    for (let i = 0; i < 30; i++) {
      const now = new Map(units);
      let changed = attacks;
      if (i % 3 === 0) changed = attacks.map((a, k) => (k === 5 ? { ...a, success: { defenderLossAtLeast: 1 + (i % 4) } } : a));
      if (i % 3 === 1) now.set('U8', { ...units.get('U8'), strength: 20 + i });
      if (i % 3 === 2) now.set('U0', { ...units.get('U0'), strength: 20 + i });
      const t = performance.now();
      await weighPlan(changed, now, WILDERNESS_DESK, memo);
      updates.push(performance.now() - t);
    }
    /** The p95 of 7 searches among 10 units for a chance none reaches, so every one of the 1,023 choices is weighed. */
    const search = async (rules, draft, bench, describe) => {
      const times = [];
      for (let i = 0; i < 7; i++) {
        const t = performance.now();
        const found = await searchSmallestForce({ id: 'f', draft, success: { defenderLossAtLeast: 99 } }, exact(1, 2), bench, rules, worker, describe);
        times.push(performance.now() - t);
        if (found?.weighed !== 1023) throw new Error(`the search weighed ${found?.weighed} forces, not 1023`);
      }
      return p95(times);
    };
    const searches = {};
    searches.wilderness = await search(WILDERNESS_DESK, draft(union.slice(0, 10).map((u) => u.id), ['C4']), units);

    const { GCACW_DESK, EMPTY_GCACW_DRAFT } = await import('/src/games/gcacw/rules.ts');
    const gcacwUnit = (id, side, cv) => ({ id, gameId: 'g', name: id, side, type: 'infantry', strength: cv, state: { combatValue: cv, artillery: 1 + (cv % 3), tactical: 2 } });
    const gcacwUnits = new Map([...Array.from({ length: 10 }, (_, i) => gcacwUnit(`U${i}`, 'union', 3 + (i % 6))), gcacwUnit('C', 'confederate', 7)].map((u) => [u.id, u]));
    searches.gcacw = await search(GCACW_DESK, { ...EMPTY_GCACW_DRAFT, title: 'GTC', attackers: [...gcacwUnits.keys()].slice(0, 10), defenders: ['C'], flankBonus: 1 }, gcacwUnits);

    const { BNG_DESK } = await import('/src/games/bng/rules.ts');
    const { EMPTY_BNG_DRAFT } = await import('/src/games/bng/draft.ts');
    const { SPI_1975_CRT } = await import('/src/engine/games/bng/starting-charts.ts');
    const bngUnit = (id, side, strength) => ({ id, gameId: 'g', name: id, side, type: 'infantry', strength, state: { morale: 'good' } });
    const bngUnits = new Map([...Array.from({ length: 10 }, (_, i) => bngUnit(`U${i}`, 'union', 2 + (i % 5))), bngUnit('C', 'confederate', 6)].map((u) => [u.id, u]));
    const charts = { crt: { name: 'Bench', entered: '2026-11-25', rows: SPI_1975_CRT.rows, columns: SPI_1975_CRT.columns, cells: SPI_1975_CRT.cells } };
    const { CWBS_DESK } = await import('/src/games/cwbs/rules.ts');
    const { EMPTY_CWBS_DRAFT } = await import('/src/games/cwbs/draft.ts');
    const cwbsUnit = (id, side, strength) => ({ id, gameId: 'g', name: id, side, type: 'infantry', strength, state: { grade: 'B', fireLevel: 'A' } });
    const cwbsUnits = new Map([...Array.from({ length: 10 }, (_, i) => cwbsUnit(`U${i}`, 'union', 3 + (i % 7))), cwbsUnit('C', 'confederate', 8)].map((u) => [u.id, u]));
    searches.cwbs = await search(CWBS_DESK, { ...EMPTY_CWBS_DRAFT, attackers: [...cwbsUnits.keys()].slice(0, 10), defenders: ['C'] }, cwbsUnits);

    searches.bng = await search(BNG_DESK, { ...EMPTY_BNG_DRAFT, attackers: [...bngUnits.keys()].slice(0, 10), defenders: ['C'] }, bngUnits, (d) => ({ ...BNG_DESK.describe(d, bngUnits), charts }));

    // War Between the States: the whole ground combat from its initiative roll, as the plan declares
    // it; Lee goes with every force (a leader commits no strength points), the 10 troops are chosen.
    const { rules: wbts } = await import('/src/games/wbts/index.ts');
    const { WBTS_DESK } = await import('/src/games/wbts/rules.ts');
    const { withCharts } = await import('/src/desk/charts.ts');
    const example = wbts.desk.example;
    const wbtsTroops = Array.from({ length: 10 }, (_, i) => ({ id: `T${i}`, gameId: 'g', name: `T${i}`, side: 'confederate', type: 'infantry', strength: 2 + (i % 7), state: {} }));
    const wbtsUnits = new Map([...example.units.map((u) => ({ ...u, gameId: 'g' })), ...wbtsTroops].map((u) => [u.id, u]));
    const wbtsDraft = { ...example.draft, attackers: ['lee', ...wbtsTroops.map((u) => u.id)], commandedBy: {}, secondHex: [] };
    searches.wbts = await search(WBTS_DESK, wbtsDraft, wbtsUnits, (d) => withCharts(WBTS_DESK.declared(d, wbtsUnits), example.charts ?? {}));
    return { update: p95(updates), searches };
  });
  console.log(`phase plan update p95: ${result.update.toFixed(1)} ms at 4x`);
  for (const [game, ms] of Object.entries(result.searches)) console.log(`${game} smallest force 10 units: ${ms.toFixed(0)} ms at 4x (budget 250 ms)`);
});
