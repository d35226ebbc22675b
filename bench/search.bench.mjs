// The allocation search in headless Chromium at 4x CPU throttling, as the desk runs it: the page works
// out who may attack which hex (the game's reach) and hands the phase to a search worker of its own,
// which sets every attack up as the desk would (the map's claims taken), weighs it on the game's fast
// path and finds the best allocations exactly; the page only waits. Chromium throttles the page, not a
// worker: the worker runs on a core of its own at full speed, as on a tablet. For each game, its
// worker started ahead as the desk starts it when idle (the game's rules loaded in it, warmed up on a
// small search of its documented combat), and kept warm from one search to the next; the attackers
// are copies of its example's first attacking troop (with its leader where it has one), the defenders
// copies of its first defending troop:
// - 8 attacking units stacked in one hex next to 3 enemy hexes (4^8 = 65,536 allocations), their
//   strengths cycling over 5 values as a stack of like brigades does, p95 of 5 searches:
//   `<game> allocation search 8x3: N ms at 4x`;
// - 12 such units in one hex next to 4 enemy hexes (5^12 allocations), once:
//   `<game> allocation search 12x4: N ms at 4x`; like units are one kind, so fewer attacks are
//   weighed than the 16,380 choices of units, and the same 12 with no two alike (16,380 attacks) is
//   timed beside it, on its own line;
// - a front of 20 units, no two alike, among 6 enemy hexes down a column, each unit able to attack at
//   most 3 of them (stacks of 2 or 3 beside the line, or two hexes off it where the game fires at
//   range), once: `<game> allocation search 20x6: N ms at 4x`.
// While an 8x3 search runs, the desk's engine worker still answers a live-panel question: its round
// trip is printed as `the desk engine's answer during a search p95: N ms at 4x` (the desk bench times
// the live panel itself).
import { withDevPage } from './dev-page.mjs';

const BUDGETS = { '8x3': 1000, '12x4': 1000, '20x6': 3000 };

await withDevPage(async (page) => {
  const setUp = async () => {
    const { GAME_PLUGINS, loadRules } = await import('/src/games/index.ts');
    const { startSearch, prepareSearch, weighPhase } = await import('/src/search-client.ts');
    const { engine } = await import('/src/engine-client.ts');
    const { phaseSearch, searchDraft, isRefused } = await import('/src/desk/phase-search.ts');
    const { NEXT_TO } = await import('/src/desk/attack-reach.ts');
    const { withCharts } = await import('/src/desk/charts.ts');
    const { gridMap } = await import('/src/map/state.ts');
    const { placeCounter } = await import('/src/map/edit.ts');
    const { hexFromOffset } = await import('/src/engine/hex/offset.ts');
    const { hexKey } = await import('/src/engine/hex/hex.ts');
    const { TAKE_THE_HEX } = await import('/src/plan/success.ts');
    // Modules loaded before the clock slows.
    await prepareSearch();
    await engine().games();
    return { GAME_PLUGINS, loadRules, startSearch, prepareSearch, weighPhase, engine, phaseSearch, searchDraft, isRefused, NEXT_TO, withCharts, gridMap, placeCounter, hexFromOffset, hexKey, TAKE_THE_HEX };
  };
  await page.evaluate(setUp);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const result = await page.evaluate(async (setUpSource) => {
    const m = await eval(`(${setUpSource})`)();
    const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
    const at = (col, row) => m.hexKey(m.hexFromOffset({ col, row }));
    /** A game's units: copies of its example's first attacking troop (and its first leader, where it has one), each a little different, and copies of its first defender. */
    const forces = (plugin) => {
      const desk = plugin.desk;
      const byId = new Map(desk.example.units.map((u) => [u.id, { ...u, gameId: 'g' }]));
      const attackers = desk.example.draft.attackers.map((id) => byId.get(id));
      const leader = attackers.find((u) => u.type === 'leader');
      const troop = attackers.find((u) => desk.rules.valueOf(u) !== undefined);
      const defenders = desk.example.draft.defenders.map((id) => byId.get(id));
      const defender = defenders.find((u) => u.type !== 'leader');
      // Where the example's defenders have a leader, each defended hex has one too.
      const guard = defenders.find((u) => u.type === 'leader');
      // Strengths cycling over five values (a stack of like brigades), or all different (no two alike).
      const copy = (i, alike = true) => ({ ...troop, id: `A${i}`, name: `A${i}`, strength: troop.strength === null ? null : Math.max(1, (troop.strength ?? 4) - 2 + (alike ? i % 5 : i)) });
      const held = (t) => [{ ...defender, id: `D${t}`, name: `D${t}` }, ...(guard ? [{ ...guard, id: `L${t}`, name: `L${t}` }] : [])];
      return { desk, leader, troop, held, copy, side: troop.side };
    };
    /** A stack of `n` attackers (with the leader, where there is one) in `stack`, and a defender in each of `targets`. */
    const stacked = (plugin, n, targets, alike = true) => {
      const { desk, leader, copy, held, side } = forces(plugin);
      const placed = [];
      if (leader) placed.push([leader, '2,2']);
      for (let i = 0; i < (leader ? n - 1 : n); i++) placed.push([copy(i, alike), '2,2']);
      ['2,1', '3,1', '3,2', '2,3'].slice(0, targets).forEach((hex, t) => held(t).forEach((u) => placed.push([u, hex])));
      return { desk, placed, side };
    };
    /** Six defended hexes down column 5, and 20 attackers (the leader among them, where there is one) in stacks beside them, `off` columns away. */
    const front = (plugin, off) => {
      const { desk, leader, copy, held, side } = forces(plugin);
      const placed = [];
      for (let t = 0; t < 6; t++) held(t).forEach((u) => placed.push([u, at(5, 2 + t)]));
      // Seven stacks down the next column (each next to one or two defended hexes), or two columns off
      // (each within 2 hexes of two or three): no unit reaches more than 3.
      const stacks = [2, 3, 4, 5, 6, 7, 8].map((row) => at(5 - off, row));
      const units = Array.from({ length: leader ? 19 : 20 }, (_, i) => copy(i, false));
      if (leader) units.unshift(leader);
      units.forEach((u, i) => placed.push([u, stacks[i % stacks.length]]));
      return { desk, placed, side };
    };
    const phase = ({ desk, placed, side }) => {
      let map = m.gridMap(12, 16);
      const units = new Map();
      for (const [u, hex] of placed) {
        units.set(u.id, u);
        map = m.placeCounter(map, { hex, side: u.side === 'confederate' ? 'confederate' : 'union', type: 'infantry', label: u.id, unitId: u.id });
      }
      const template = desk.rules.read({ ...desk.example.draft, attackers: [], defenders: [] });
      const search = m.phaseSearch(map, units, side, desk.attackReach?.(template, map, units) ?? m.NEXT_TO);
      const request = {
        game: desk.rules.game,
        template,
        map,
        units: [...units.values()],
        charts: desk.example.charts ?? {},
        data: desk.example.data,
        search: { units: search.units.map((u) => u.id), kinds: search.kinds, strengths: search.units.map((u) => desk.rules.valueOf(u) ?? 0), reach: search.reach, defenders: search.targets.map((t) => t.defenders) },
        askAfterMs: 600_000,
      };
      const describe = (t, ids) => {
        const draft = m.searchDraft(template, ids, search.targets[t].defenders, (d) => desk.claims(map, d, units), desk.placeAttack ? (d) => desk.placeAttack(d, map, units) : undefined);
        return m.isRefused(draft) ? null : m.withCharts((desk.rules.declared ?? desk.rules.describe)(draft, units), desk.example.charts ?? {});
      };
      return { desk, search, request, describe };
    };
    const run = async (built, name) => {
      const { desk, search, request } = phase(built);
      // As at the desk: the search's worker was started ahead (the game's rules loaded), while the player looked at the map.
      await m.prepareSearch(desk.rules.game);
      const t = performance.now();
      const worker = m.startSearch();
      const weighed = await m.weighPhase(worker, request, () => undefined);
      // Ranked by hexes cleared: every allocation counts (by every attack succeeding, a phase with one
      // leader has none where each hex needs a leader of its own).
      const found = await worker.session.best('cleared', desk.planSuccess ?? m.TAKE_THE_HEX);
      // As at the desk: the worker, its code warm, waits for the next search.
      worker.done();
      const ms = performance.now() - t;
      const reach = Math.max(...search.reach.map((r) => r.length));
      const kinds = new Set(search.kinds).size;
      return { ms, found: found.length, attacks: weighed.total, refused: weighed.refused, units: search.units.length, targets: search.targets.length, reach, kinds, name };
    };
    const out = {};
    let live = [];
    for (const [id, load] of Object.entries(m.GAME_PLUGINS)) {
      // A game whose rules the players define is searched under its example's definition.
      const plugin = await m.loadRules(id, (await load.rules()).desk.example.data);
      const times = [];
      for (let i = 0; i < 5; i++) {
        // While the first search runs, the desk's engine answers the live panel's question.
        const probe =
          i === 0
            ? (async () => {
                const { describe } = phase(stacked(plugin, 8, 3));
                const input = describe(0, ['A0']);
                const waits = [];
                for (let k = 0; k < 10; k++) {
                  const t = performance.now();
                  await m.engine().analyse(input);
                  waits.push(performance.now() - t);
                  await new Promise((r) => setTimeout(r, 20));
                }
                return waits;
              })()
            : undefined;
        times.push((await run(stacked(plugin, 8, 3), '8x3')).ms);
        if (probe) live = live.concat(await probe);
      }
      const large = await run(stacked(plugin, 12, 4), '12x4');
      const distinct = await run(stacked(plugin, 12, 4, false), '12x4');
      // A game that fires at range (small arms at 2 hexes) stands its stacks two hexes off the line.
      const ranged = plugin.desk.attackReach?.(plugin.desk.rules.read(plugin.desk.example.draft), m.gridMap(1, 1), new Map()).range(forces(plugin).troop) ?? 1;
      const wide = await run(front(plugin, ranged > 1 ? 2 : 1), '20x6');
      for (const r of [large, distinct, wide]) {
        const [u, t] = r.name.split('x').map(Number);
        if (r.units !== u || r.targets !== t) throw new Error(`${id}: the ${r.name} search had ${r.units} units among ${r.targets} hexes`);
        if (r.found === 0 || r.refused === r.attacks) throw new Error(`${id}: the ${r.name} search found nothing (${r.refused} of ${r.attacks} attacks refused)`);
      }
      if (distinct.kinds !== 12 || wide.kinds !== 20) throw new Error(`${id}: units alike where none should be`);
      if (wide.reach > 3) throw new Error(`${id}: a unit of the 20x6 front reaches ${wide.reach} hexes`);
      out[id] = { small: p95(times), large, distinct, wide };
    }
    return { out, live: p95(live) };
  }, setUp.toString());
  const over = [];
  for (const [game, { small, large, distinct, wide }] of Object.entries(result.out)) {
    const lines = [
      ['8x3', small],
      ['12x4', large.ms],
      ['20x6', wide.ms],
    ];
    for (const [name, ms] of lines) {
      console.log(`${game} allocation search ${name}: ${ms.toFixed(0)} ms at 4x`);
      if (ms > BUDGETS[name]) over.push(`${game} ${name}`);
    }
    console.log(`  ${game} 12x4 with no two units alike: ${distinct.ms.toFixed(0)} ms at 4x (${distinct.attacks.toLocaleString('en')} attacks weighed; the 12x4 above, ${large.kinds} kinds of unit: ${large.attacks.toLocaleString('en')}; 20x6: ${wide.attacks.toLocaleString('en')}, each unit reaching at most ${wide.reach} hexes; refused: ${large.refused}, ${distinct.refused}, ${wide.refused})`);
  }
  console.log(`allocation search budgets: 8x3 and 12x4 1000 ms, 20x6 3000 ms; ${over.length === 0 ? 'all within' : `over: ${over.join(', ')}`}`);
  console.log(`the desk engine's answer during a search p95: ${result.live.toFixed(1)} ms at 4x (the search has a worker of its own)`);
});
