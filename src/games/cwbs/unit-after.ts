import type { MoraleEffects } from '../../engine/games/cwbs/effects';
import type { UnitRecord } from '../../store/records';
import { moraleStateOf } from './draft';

const SEVERITY = ['normal', 'shaken', 'disorganized', 'routed'] as const;

/** The unit after a morale result: a check never leaves it better than it was (Shaken on a Disorganized unit leaves it Disorganized). */
export function afterMorale(unit: UnitRecord, m: MoraleEffects): UnitRecord {
  if (m.state === 'unchanged') return unit;
  if (m.state === 'bloodLust') return { ...unit, state: { ...unit.state, bloodLust: true } };
  const now = moraleStateOf(unit);
  return SEVERITY.indexOf(m.state) > SEVERITY.indexOf(now) ? { ...unit, state: { ...unit.state, morale: m.state } } : unit;
}

/** The unit after its share of the losses: strength down, stragglers marked, eliminated at 0, wrecked at its wreck level. */
export function afterLosses(unit: UnitRecord, casualties: number, stragglers: number): UnitRecord {
  if (casualties + stragglers === 0 || unit.strength === null) return unit;
  const strength = Math.max(0, unit.strength - casualties - stragglers);
  const state = { ...unit.state };
  if (stragglers > 0) state.stragglers = (typeof state.stragglers === 'number' ? state.stragglers : 0) + stragglers;
  if (strength === 0) state.eliminated = true;
  const wreckAt = state.wreckAt;
  if (typeof wreckAt === 'number' && strength <= wreckAt && (state.wrecked ?? 'no') === 'no') state.wrecked = 'brigade';
  return { ...unit, strength, state };
}
