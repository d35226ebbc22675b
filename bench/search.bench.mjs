// The allocation search in headless Chromium at 4x CPU throttling, as the desk runs it: every attack
// described on the page a few milliseconds at a time (the map's claims taken), weighed in a search
// worker of its own on the game's fast path, then the best allocations found exactly. For each game:
// (its worker started ahead, as the desk starts it when idle) 8 attacking units stacked in one hex next to 3 enemy hexes (4^8 = 65,536 allocations, 765 attacks),
// p95 of 5 searches: `<game> allocation search 8x3: N ms at 4x`; and 12 units next to 4 enemy hexes
// (5^12 allocations, 16,380 attacks), once: `<game> allocation search 12x4: N ms at 4x`. While an
// 8x3 search runs, the desk's engine worker still answers a live-panel question: its round trip is
// printed as `the desk engine's answer during a search p95: N ms at 4x` (the desk bench times the live panel itself).
import { withDevPage } from './dev-page.mjs';

await withDevPage(async (page) => {
  const setUp = async () => {
    const { GAME_PLUGINS } = await import('/src/games/index.ts');
    const { startSearch, prepareSearch } = await import('/src/search-client.ts');
    const { engine } = await import('/src/engine-client.ts');
    const { phaseSearch, problemOf, unitsOf, searchDraft, isRefused } = await import('/src/desk/phase-search.ts');
    const { weighAll } = await import('/src/desk/search-runner.ts');
    const { withCharts } = await import('/src/desk/charts.ts');
    const { gridMap } = await import('/src/map/state.ts');
    const { placeCounter } = await import('/src/map/edit.ts');
    const { TAKE_THE_HEX } = await import('/src/plan/success.ts');
    // Modules loaded before the clock slows.
    await prepareSearch();
    await engine().games();
    return { GAME_PLUGINS, startSearch, prepareSearch, engine, phaseSearch, problemOf, unitsOf, searchDraft, isRefused, weighAll, withCharts, gridMap, placeCounter, TAKE_THE_HEX };
  };
  await page.evaluate(setUp);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const result = await page.evaluate(async (setUpSource) => {
    const m = await eval(`(${setUpSource})`)();
    const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
    /** A game's phase: `n` copies of its example's first attacking troop (and its first leader, where it has one) in hex 2,2, and `targets` copies of its first defender round it. */
    const phase = (plugin, n, targets) => {
      const desk = plugin.desk;
      const example = desk.example;
      const units = new Map();
      const byId = new Map(example.units.map((u) => [u.id, { ...u, gameId: 'g' }]));
      const attackers = example.draft.attackers.map((id) => byId.get(id));
      const leader = attackers.find((u) => desk.rules.valueOf(u) === undefined);
      const troop = attackers.find((u) => desk.rules.valueOf(u) !== undefined);
      const defender = byId.get(example.draft.defenders[0]);
      let map = m.gridMap(8, 8);
      const put = (u, hex) => {
        units.set(u.id, u);
        map = m.placeCounter(map, { hex, side: u.side === 'confederate' ? 'confederate' : 'union', type: 'infantry', label: u.id, unitId: u.id });
      };
      const count = leader ? n - 1 : n;
      if (leader) put(leader, '2,2');
      for (let i = 0; i < count; i++) put({ ...troop, id: `A${i}`, name: `A${i}`, strength: troop.strength === null ? null : Math.max(1, (troop.strength ?? 4) - 2 + (i % 5)) }, '2,2');
      ['2,1', '3,1', '3,2', '2,3'].slice(0, targets).forEach((hex, t) => put({ ...defender, id: `D${t}`, name: `D${t}` }, hex));
      const search = m.phaseSearch(map, units, troop.side);
      const template = desk.rules.read({ ...example.draft, attackers: [], defenders: [] });
      const place = desk.placeAttack ? (d) => desk.placeAttack(d, map, units) : undefined;
      const draftFor = (t, mask) => m.searchDraft(template, m.unitsOf(search, mask), search.targets[t].defenders, (d) => desk.claims(map, d, units), place);
      const describe = (t, mask) => {
        const draft = draftFor(t, mask);
        return m.isRefused(draft) ? null : m.withCharts((desk.rules.declared ?? desk.rules.describe)(draft, units), example.charts ?? {});
      };
      return { desk, search, describe, units };
    };
    const run = async (plugin, n, targets) => {
      const { desk, search, describe } = phase(plugin, n, targets);
      // As at the desk: the search's worker was started ahead, while the player looked at the map.
      await m.prepareSearch();
      const t = performance.now();
      const worker = m.startSearch();
      const done = await m.weighAll(search, describe, worker.session, () => undefined, () => false);
      const found = await worker.session.best(m.problemOf(search, (u) => desk.rules.valueOf(u)), 'every', desk.planSuccess ?? m.TAKE_THE_HEX);
      worker.end();
      if (!done || search.units.length !== n || search.targets.length !== targets) throw new Error(`${plugin.id}: the search was not ${n}x${targets}`);
      return { ms: performance.now() - t, found: found.length };
    };
    const out = {};
    let live = [];
    for (const [id, load] of Object.entries(m.GAME_PLUGINS)) {
      const plugin = await load.rules();
      const times = [];
      for (let i = 0; i < 5; i++) {
        // While the first search runs, the desk's engine answers the live panel's question.
        const probe = i === 0 ? (async () => {
          const { describe } = phase(plugin, 8, 3);
          const input = describe(0, 1);
          const waits = [];
          for (let k = 0; k < 10; k++) {
            const t = performance.now();
            await m.engine().analyse(input);
            waits.push(performance.now() - t);
            await new Promise((r) => setTimeout(r, 20));
          }
          return waits;
        })() : undefined;
        times.push((await run(plugin, 8, 3)).ms);
        if (probe) live = live.concat(await probe);
      }
      out[id] = { small: p95(times), large: (await run(plugin, 12, 4)).ms };
    }
    return { out, live: p95(live) };
  }, setUp.toString());
  for (const [game, { small, large }] of Object.entries(result.out)) {
    console.log(`${game} allocation search 8x3: ${small.toFixed(0)} ms at 4x (budget 1000 ms)`);
    console.log(`${game} allocation search 12x4: ${large.toFixed(0)} ms at 4x (budget 10000 ms)`);
  }
  console.log(`the desk engine's answer during a search p95: ${result.live.toFixed(1)} ms at 4x (the search has a worker of its own)`);
});
