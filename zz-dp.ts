import { FigureTally, MARK, type FigureDistribution } from './src/engine/core/figures';
import { FuzzSource } from './src/engine/fuzz-values';
import { allocationSpace, searchOrder } from './src/plan/allocation-space';
import { searchCombos } from './src/plan/allocation-dp';
import { TAKE_THE_HEX } from './src/plan/success';
const fuzz = new FuzzSource(3);
const pool: FigureDistribution[] = Array.from({ length: 20 }, () => { const t = new FigureTally(); t.add(0, 1, MARK.defenderRetreats, 1 + fuzz.below(30)); t.add(1, 0, 0, 1 + fuzz.below(30)); return t.done('sp', 0); }).map((d) => ({ ...d, total: d.outcomes.reduce((a, o) => a + o.weight, 0) }));
const problem = { units: Array.from({ length: 12 }, (_, i) => ({ strength: 1 + (i % 5), targets: [0, 1, 2, 3] })), targets: 4 };
const space = allocationSpace(problem);
const table = space.targets.map((t) => Array.from({ length: t.combos }, () => fuzz.pick(pool)));
for (const crit of ['every', 'exchange', 'cleared'] as const) {
  const t0 = performance.now();
  searchCombos(space, crit, TAKE_THE_HEX, (t, c) => table[t]![c], 3, searchOrder(space));
  console.log(crit, (performance.now() - t0).toFixed(0), 'ms');
}
