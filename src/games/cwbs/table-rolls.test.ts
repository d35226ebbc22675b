import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { engineApi } from '../../engine/api';
import type { Resolution } from '../../engine/core/combat';
import { unitHistory } from '../../desk/unit-history';
import type { UnitRecord } from '../../store/records';
import { applyAndUndo } from '../../store/test-apply';
import { CWBS_UNIT_FIELDS } from './rules';
import { CWBS_TABLE_ROLLS } from './table-rolls';

const base = (kind: string) => ({ format: 1, game: 'cwbs', kind });
const unit = (id: string, type: string, strength: number | null, state: UnitRecord['state']): UnitRecord => ({ id, gameId: 'g', name: id, side: 'union', type, strength, state });

function roll(description: Record<string, unknown>, dice: number[]): Resolution {
  const answer = engineApi.resolve(description, { physical: dice });
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return answer.value;
}

/** The unit after the roll as the quick roll applies it. */
function applied(id: keyof typeof CWBS_TABLE_ROLLS, description: Record<string, unknown>, dice: number[], u: UnitRecord): UnitRecord | undefined {
  const apply = CWBS_TABLE_ROLLS[id];
  if (!apply) throw new Error(`no ${id}`);
  return apply.apply(roll(description, dice).outcome.effects, u, description);
}

const iron = unit('iron', 'infantry', 5, { grade: 'B', stragglers: 3 });

describe('CWBS table rolls applied to a unit', () => {
  it('straggler recovery returns the points the table gives from stragglers to strength points (seed: B 1-2 / 3-5 / 6)', () => {
    const recovery = { ...base('stragglerRecovery'), grade: 'B' };
    expect(applied('stragglerRecovery', recovery, [2], iron)).toBeUndefined();
    expect(applied('stragglerRecovery', recovery, [4], iron)).toMatchObject({ strength: 6, state: { stragglers: 2 } });
    expect(applied('stragglerRecovery', recovery, [6], iron)).toMatchObject({ strength: 7, state: { stragglers: 1 } });
    // Never more than the brigade has marked: grade A rolls 6, 2 points, with 1 straggler.
    expect(applied('stragglerRecovery', { ...base('stragglerRecovery'), grade: 'A' }, [6], { ...iron, state: { grade: 'A', stragglers: 1 } })).toMatchObject({ strength: 6, state: { stragglers: 0 } });
    // Grade C at night: 3 + 2 = 5, in C's 4-6, 1 point.
    expect(applied('stragglerRecovery', { ...base('stragglerRecovery'), grade: 'C', night: true }, [3], { ...iron, state: { grade: 'C', stragglers: 3 } })).toMatchObject({ strength: 6, state: { stragglers: 2 } });
  });

  it('offers straggler recovery to standing brigades with stragglers only, and reads their grade', () => {
    const apply = CWBS_TABLE_ROLLS['stragglerRecovery'];
    expect(apply?.takes(iron)).toBe(true);
    expect(apply?.takes({ ...iron, state: { grade: 'B' } })).toBe(false);
    expect(apply?.takes({ ...iron, state: { ...iron.state, eliminated: true } })).toBe(false);
    expect(apply?.takes(unit('guns', 'artillery', null, { gunPoints: 3, stragglers: 1 }))).toBe(false);
    expect(apply?.prefill(iron)).toEqual({ grade: 'B' });
  });

  it('leader loss: 2 kills the leader, 11-12 wounds him, 3-10 leaves him', () => {
    const hood = unit('hood', 'leader', null, { rating: 2 });
    expect(applied('leaderLoss', base('leaderLoss'), [1, 1], hood)?.state).toEqual({ rating: 2, eliminated: true });
    expect(applied('leaderLoss', base('leaderLoss'), [5, 6], hood)?.state).toEqual({ rating: 2, wounded: true });
    expect(applied('leaderLoss', base('leaderLoss'), [5, 5], hood)).toBeUndefined();
    expect(CWBS_TABLE_ROLLS['leaderLoss']?.takes(iron)).toBe(false);
  });

  it('gun loss takes the gun points the die gives (1-2 0, 3-4 1, 5 2, 6 3), never below 0', () => {
    const guns = unit('guns', 'artillery', null, { gunPoints: 2 });
    expect(applied('gunLoss', base('gunLoss'), [2], guns)).toBeUndefined();
    expect(applied('gunLoss', base('gunLoss'), [3], guns)?.state).toEqual({ gunPoints: 1 });
    expect(applied('gunLoss', base('gunLoss'), [6], guns)?.state).toEqual({ gunPoints: 0 });
    expect(CWBS_TABLE_ROLLS['gunLoss']?.takes(iron)).toBe(false);
  });

  it('a morale check sets the morale state and takes its stragglers; Blood Lust is removed on 44-66', () => {
    const law = unit('law', 'infantry', 8, { grade: 'B', morale: 'shaken' });
    const check = { ...base('morale'), unit: { type: 'infantry', grade: 'B', state: 'shaken', formation: 'line', wrecked: 'no' } };
    // Row 4 (B) less 1 for Shaken: row 5, 66 is Routed Back 2 Straggle 3.
    expect(applied('morale', check, [6, 6], law)).toMatchObject({ strength: 5, state: { morale: 'routed', stragglers: 3 } });
    expect(applied('morale', check, [2, 1], law)).toBeUndefined();
    expect(CWBS_TABLE_ROLLS['morale']?.prefill(law)).toEqual({ 'unit.type': 'infantry', 'unit.grade': 'B', 'unit.state': 'shaken', 'unit.formation': 'line', 'unit.lowAmmo': false, 'unit.wrecked': 'no' });

    const lusting = unit('lust', 'infantry', 6, { bloodLust: true });
    expect(applied('bloodLust', base('bloodLust'), [4, 4], lusting)?.state).toEqual({ bloodLust: false });
    expect(applied('bloodLust', base('bloodLust'), [4, 3], lusting)).toBeUndefined();
    expect(CWBS_TABLE_ROLLS['bloodLust']?.takes(iron)).toBe(false);
  });

  it('applied through the store, straggler recovery is undone byte for byte and shows in the unit’s history', async () => {
    const description = { ...base('stragglerRecovery'), grade: 'B' };
    const resolution = roll(description, [6]);
    const roster = [{ ...iron, name: 'Iron Brigade' }, unit('law', 'infantry', 8, { grade: 'B', stragglers: 1 })].map(({ gameId: _g, ...u }) => u);
    const trip = await applyAndUndo('cwbs', roster, description, resolution, (units) => {
      const after = CWBS_TABLE_ROLLS['stragglerRecovery']?.apply(resolution.outcome.effects, units.get('iron') as UnitRecord, description);
      return after ? [after] : [];
    });
    expect(trip.changed).toHaveLength(1);
    expect(trip.applied).not.toBe(trip.before);
    expect(trip.undone).toBe(trip.before);
    expect(unitHistory('iron', trip.log, CWBS_UNIT_FIELDS)[0]?.changes.map((c) => `${c.label}: ${c.from} → ${c.to}`)).toEqual(['Strength points: 5 → 7', 'Stragglers: 3 → 1']);
  });
});
