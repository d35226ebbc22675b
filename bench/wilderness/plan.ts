/**
 * The Wilderness Campaign's set-ups for the phase plan benchmark (bench/plan.bench.mjs): the plan of
 * six attacks it weighs again after each change, and the smallest force among 10 attackers.
 */
import type { PlannedAttack } from '../../src/desk/plan';
import { EMPTY_DRAFT, type WildernessDraft } from '../../src/games/wilderness/draft';
import { WILDERNESS_DESK } from '../../src/games/wilderness/rules';
import type { UnitRecord } from '../../src/store/records';

const unit = (id: string, side: string, strength: number): UnitRecord => ({ id, gameId: 'g', name: id, side, type: 'infantry', strength, state: {} });
const union = Array.from({ length: 12 }, (_, i) => unit(`U${i}`, 'union', 4 + (i % 9)));
const rebels = Array.from({ length: 5 }, (_, i) => unit(`C${i}`, 'confederate', 3 + i));
const units = new Map([...union, ...rebels].map((u) => [u.id, u]));
const draft = (attackers: string[], defenders: string[]): WildernessDraft => ({ ...EMPTY_DRAFT, attackers, defenders });

/** Six attacks, two of them on one hex, over 12 attackers and 5 defenders; the changes touch U0 (first attack) and U8 (the last). */
export function planUpdate(): { rules: typeof WILDERNESS_DESK; units: Map<string, UnitRecord>; attacks: PlannedAttack<WildernessDraft>[] } {
  const attacks = [draft(['U0', 'U1'], ['C0']), draft(['U2'], ['C0']), draft(['U3', 'U4'], ['C1']), draft(['U5'], ['C2']), draft(['U6', 'U7'], ['C3']), draft(['U8'], ['C4'])].map((d, i) => ({ id: String(i), draft: d, success: { marks: 3 } }));
  return { rules: WILDERNESS_DESK, units, attacks };
}

export function smallestForce() {
  return { rules: WILDERNESS_DESK, draft: draft(union.slice(0, 10).map((u) => u.id), ['C4']), units };
}
