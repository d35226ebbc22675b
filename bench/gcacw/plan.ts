/** GCACW's set-up for the phase plan benchmark (bench/plan.bench.mjs): the smallest force among 10 attackers. */
import { EMPTY_GCACW_DRAFT, GCACW_DESK } from '../../src/games/gcacw/rules';
import type { UnitRecord } from '../../src/store/records';

export function smallestForce() {
  const unit = (id: string, side: string, cv: number): UnitRecord => ({ id, gameId: 'g', name: id, side, type: 'infantry', strength: cv, state: { combatValue: cv, artillery: 1 + (cv % 3), tactical: 2 } });
  const units = new Map([...Array.from({ length: 10 }, (_, i) => unit(`U${i}`, 'union', 3 + (i % 6))), unit('C', 'confederate', 7)].map((u) => [u.id, u]));
  return { rules: GCACW_DESK, draft: { ...EMPTY_GCACW_DRAFT, title: 'GTC' as const, attackers: [...units.keys()].slice(0, 10), defenders: ['C'], flankBonus: 1 }, units };
}
