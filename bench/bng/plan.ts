/** Blue & Grey's set-up for the phase plan benchmark (bench/plan.bench.mjs): the smallest force among 10 attackers, read on a chart entered as the player's. */
import type { Sides } from '../../src/desk/rules';
import { SPI_1975_CRT } from '../../src/engine/games/bng/starting-charts';
import { type BngDraft, EMPTY_BNG_DRAFT } from '../../src/games/bng/draft';
import { BNG_DESK } from '../../src/games/bng/rules';
import type { UnitRecord } from '../../src/store/records';

export function smallestForce() {
  const unit = (id: string, side: string, strength: number): UnitRecord => ({ id, gameId: 'g', name: id, side, type: 'infantry', strength, state: { morale: 'good' } });
  const units = new Map([...Array.from({ length: 10 }, (_, i) => unit(`U${i}`, 'union', 2 + (i % 5))), unit('C', 'confederate', 6)].map((u) => [u.id, u]));
  const charts = { crt: { name: 'Bench', entered: '2026-11-25', rows: SPI_1975_CRT.rows, columns: SPI_1975_CRT.columns, cells: SPI_1975_CRT.cells } };
  return { rules: BNG_DESK, draft: { ...EMPTY_BNG_DRAFT, attackers: [...units.keys()].slice(0, 10), defenders: ['C'] }, units, describe: (d: Sides) => ({ ...BNG_DESK.describe(d as BngDraft, units), charts }) };
}
