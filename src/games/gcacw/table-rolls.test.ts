import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { engineApi } from '../../engine/api';
import type { Resolution } from '../../engine/core/combat';
import { unitHistory } from '../../desk/unit-history';
import type { UnitRecord } from '../../store/records';
import { applyAndUndo } from '../../store/test-apply';
import { GCACW_UNIT_FIELDS } from './rules';
import { GCACW_TABLE_ROLLS } from './table-rolls';

const march = GCACW_TABLE_ROLLS['extendedMarch'];
if (!march) throw new Error('GCACW applies its Extended March Table');
const heth: UnitRecord = { id: 'heth', gameId: 'g', name: 'Heth', side: 'confederate', type: 'infantry', strength: 4, state: { combatValue: 4, fatigue: 3, disorganized: true } };
const input = (over: Record<string, unknown>) => ({ format: 1, game: 'gcacw', kind: 'extendedMarch', title: 'GTC', side: 'confederate', unit: 'infantry', ...over });
// Exhausted side, Fatigue 3 to 4 (+3), disorganized with Manpower 4 (second column).
const exhausted = input({ counterSide: 'exhausted', reaches: 4, strengthMarker: 'disorganized', manpower: 4 });
const fresh = input({ counterSide: 'normal', reaches: 3, strengthMarker: 'organized' });

function roll(description: Record<string, unknown>, die: number): Resolution {
  const answer = engineApi.resolve(description, { physical: [die] });
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return answer.value;
}
const after = (description: Record<string, unknown>, die: number, u: UnitRecord) => march.apply(roll(description, die).outcome.effects, u, description);

describe('the GCACW Extended March Table applied to the marching unit', () => {
  it('sets the Fatigue Level reached, takes the Manpower loss and disorganizes', () => {
    expect(after(exhausted, 2, heth)).toMatchObject({ strength: 4, state: { fatigue: 4, disorganized: true } });
    expect(after(exhausted, 3, heth)).toMatchObject({ strength: 3, state: { fatigue: 4, disorganized: true } });
    const organized = { ...heth, strength: 8, state: { combatValue: 8, fatigue: 2 } };
    expect(after(fresh, 6, organized)).toMatchObject({ strength: 8, state: { combatValue: 8, fatigue: 3, disorganized: true } });
    expect(after(fresh, 1, organized)).toEqual({ ...organized, state: { combatValue: 8, fatigue: 3 } });
  });

  it('fills the roll in from the unit: side, type, Strength marker and Manpower', () => {
    expect(march.prefill(heth)).toEqual({ side: 'confederate', unit: 'infantry', strengthMarker: 'disorganized', manpower: '4' });
    expect(march.takes({ ...heth, type: 'leader' })).toBe(false);
    expect(march.takes({ ...heth, state: { eliminated: true } })).toBe(false);
  });

  it('is undone through the store byte for byte, and shows in the unit’s history', async () => {
    const resolution = roll(exhausted, 5);
    const { gameId: _g, ...unit } = heth;
    const trip = await applyAndUndo('gcacw', [unit], exhausted, resolution, (units) => {
      const next = march.apply(resolution.outcome.effects, units.get('heth') as UnitRecord, exhausted);
      return next ? [next] : [];
    });
    expect(trip.undone).toBe(trip.before);
    expect(trip.applied).not.toBe(trip.before);
    expect(unitHistory('heth', trip.log, GCACW_UNIT_FIELDS)[0]?.changes.map((c) => `${c.label}: ${c.from} → ${c.to}`)).toEqual(['Manpower Value: 4 → 3', 'Fatigue Level: Fatigue 3 → Fatigue 4']);
  });
});
