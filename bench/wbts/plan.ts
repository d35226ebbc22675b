/**
 * War Between the States' set-up for the phase plan benchmark (bench/plan.bench.mjs): the whole
 * ground combat from its initiative roll, as the plan declares it; Lee goes with every force (a
 * leader commits no strength points), the 10 troops are chosen.
 */
import { withCharts } from '../../src/desk/charts';
import type { Sides } from '../../src/desk/rules';
import type { WbtsDraft } from '../../src/games/wbts/draft';
import { WBTS_EXAMPLE } from '../../src/games/wbts/example';
import { WBTS_DESK } from '../../src/games/wbts/rules';
import type { UnitRecord } from '../../src/store/records';

export function smallestForce() {
  const example = WBTS_EXAMPLE;
  const troops: UnitRecord[] = Array.from({ length: 10 }, (_, i) => ({ id: `T${i}`, gameId: 'g', name: `T${i}`, side: 'confederate', type: 'infantry', strength: 2 + (i % 7), state: {} }));
  const units = new Map([...example.units.map((u) => ({ ...u, gameId: 'g' })), ...troops].map((u) => [u.id, u]));
  const draft: WbtsDraft = { ...example.draft, attackers: ['lee', ...troops.map((u) => u.id)], commandedBy: {}, secondHex: [] };
  return { rules: WBTS_DESK, draft, units, describe: (d: Sides) => withCharts((WBTS_DESK.declared ?? WBTS_DESK.describe)(d as WbtsDraft, units), example.charts ?? {}) };
}
