import type { TableRollApply, TableRollAppliers } from '../../desk/table-rolls';
import type { Effects } from '../../engine/core/combat';
import type { CwbsEffects } from '../../engine/games/cwbs';
import { GRADES } from '../../engine/games/cwbs/data/straggler';
import type { UnitRecord } from '../../store/records';
import { formationOf, moraleStateOf } from './draft';
import { afterLosses, afterMorale } from './unit-after';

const TROOPS = ['infantry', 'cavalry'];
const COMBAT_TYPES = [...TROOPS, 'artillery', 'wagon'];

const standing = (u: UnitRecord): boolean => u.state.eliminated !== true;
const numberAt = (u: UnitRecord, key: string): number => (typeof u.state[key] === 'number' ? (u.state[key] as number) : 0);
const gradeOf = (u: UnitRecord): string => (GRADES as readonly string[]).find((g) => g === u.state.grade) ?? '';
/** The effects of a CWBS quick roll of this kind, or undefined for any other. */
function ofKind<K extends CwbsEffects['kind']>(effects: Effects, kind: K): Extract<CwbsEffects, { kind: K }> | undefined {
  const e = effects as CwbsEffects;
  return e.kind === kind ? (e as Extract<CwbsEffects, { kind: K }>) : undefined;
}
const changed = (before: UnitRecord, after: UnitRecord): UnitRecord | undefined => (after === before ? undefined : after);

/**
 * Straggler Recovery Table: the strength points it recovers go from the brigade's stragglers back to its
 * strength points (the seed's "Strength Points Lost to Stragglers" and "Strength Points Recovered"), never
 * more than it has marked.
 */
const stragglerRecovery: TableRollApply = {
  takes: (u) => TROOPS.includes(u.type) && standing(u) && numberAt(u, 'stragglers') > 0,
  prefill: (u) => ({ grade: gradeOf(u) }),
  apply(effects, u) {
    const e = ofKind(effects, 'stragglerRecovery');
    const points = Math.min(e?.pointsRecovered ?? 0, numberAt(u, 'stragglers'));
    if (points === 0) return undefined;
    return { ...u, ...(u.strength === null ? {} : { strength: u.strength + points }), state: { ...u.state, stragglers: numberAt(u, 'stragglers') - points } };
  },
  note: 'The restrictions of rule 20.2 are not in our sources: check them before applying. A wrecked brigade stays marked wrecked, as our sources do not say whether recovery lifts it.',
};

const leaderLoss: TableRollApply = {
  takes: (u) => u.type === 'leader' && standing(u),
  prefill: () => ({}),
  apply(effects, u) {
    const result = ofKind(effects, 'leaderLoss')?.result;
    if (result === 'killed') return { ...u, state: { ...u.state, eliminated: true } };
    if (result === 'wounded' && u.state.wounded !== true) return { ...u, state: { ...u.state, wounded: true } };
    return undefined;
  },
  note: 'Our sources do not say what a second wound does: a wounded leader wounded again stays as it is.',
};

const gunLoss: TableRollApply = {
  takes: (u) => u.type === 'artillery' && standing(u) && numberAt(u, 'gunPoints') > 0,
  prefill: () => ({}),
  apply(effects, u) {
    const lost = ofKind(effects, 'gunLoss')?.gunPointsLost ?? 0;
    const now = numberAt(u, 'gunPoints');
    return lost === 0 ? undefined : { ...u, state: { ...u.state, gunPoints: Math.max(0, now - lost) } };
  },
  note: 'Our sources do not say what becomes of a battery that loses its last gun point: it is left on the roster at 0.',
};

const morale: TableRollApply = {
  takes: (u) => COMBAT_TYPES.includes(u.type) && standing(u),
  prefill: (u) => ({
    'unit.type': u.type,
    'unit.grade': gradeOf(u),
    'unit.state': moraleStateOf(u),
    'unit.formation': formationOf(u),
    'unit.lowAmmo': u.state.lowAmmo === true,
    'unit.wrecked': typeof u.state.wrecked === 'string' ? u.state.wrecked : 'no',
  }),
  apply(effects, u) {
    const e = ofKind(effects, 'morale');
    return e ? changed(u, afterLosses(afterMorale(u, e), 0, e.straggleSteps)) : undefined;
  },
  note: 'The unit takes the result’s stragglers itself; at the desk a stack’s check shares them out among its units. Retreats are moved on the board.',
};

const bloodLust: TableRollApply = {
  takes: (u) => TROOPS.includes(u.type) && standing(u) && u.state.bloodLust === true,
  prefill: () => ({}),
  apply: (effects, u) => (ofKind(effects, 'bloodLust')?.removeBloodLust ? { ...u, state: { ...u.state, bloodLust: false } } : undefined),
};

/** The CWBS quick rolls a player applies to a unit. */
export const CWBS_TABLE_ROLLS: TableRollAppliers = { stragglerRecovery, leaderLoss, gunLoss, morale, bloodLust };
