/** The CWBS set-up for the phase plan benchmark (bench/plan.bench.mjs): the smallest force among 10 firers. */
import { EMPTY_CWBS_DRAFT } from '../../src/games/cwbs/draft';
import { CWBS_DESK } from '../../src/games/cwbs/rules';
import type { UnitRecord } from '../../src/store/records';

export function smallestForce() {
  const unit = (id: string, side: string, strength: number): UnitRecord => ({ id, gameId: 'g', name: id, side, type: 'infantry', strength, state: { grade: 'B', fireLevel: 'A' } });
  const units = new Map([...Array.from({ length: 10 }, (_, i) => unit(`U${i}`, 'union', 3 + (i % 7))), unit('C', 'confederate', 8)].map((u) => [u.id, u]));
  return { rules: CWBS_DESK, draft: { ...EMPTY_CWBS_DRAFT, attackers: [...units.keys()].slice(0, 10), defenders: ['C'] }, units };
}
