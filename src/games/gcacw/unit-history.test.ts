import { describe, expect, it } from 'vitest';
import { GCACW_UNIT_FIELDS } from './rules';
import type { CombatRecord, UnitRecord } from '../../store/records';
import { fieldChanges, unitHistory } from '../../desk/unit-history';

const heth: UnitRecord = { id: 'heth', gameId: 'g', name: 'Heth', side: 'confederate', type: 'infantry', strength: 7, state: { combatValue: 7, fatigue: 1 } };
const barlow: UnitRecord = { id: 'barlow', gameId: 'g', name: 'Barlow', side: 'union', type: 'infantry', strength: 10, state: { combatValue: 9 } };

function entry(id: number, label: string, applied?: CombatRecord['applied'], extra: Partial<CombatRecord> = {}): CombatRecord {
  return { id, gameId: 'g', at: id * 1000, input: {}, dice: [], outcome: { key: label, label, checklist: [], effects: {} }, steps: [], ...(applied ? { applied } : {}), ...extra };
}

describe('a GCACW unit’s history', () => {
  it('lists each applied result that changed the unit, oldest first, with its turn and phase, undone ones marked', () => {
    const tired = { ...heth, state: { ...heth.state, fatigue: 2 } };
    const beaten = { ...tired, strength: 5, state: { ...tired.state, demoralized: 1 } };
    const log = [
      entry(1, 'Defender F', { before: [heth], after: [tired] }, { when: { turn: 2, phase: 'Action Phase' } }),
      entry(2, 'No effect'),
      entry(3, 'Attacker 1', { before: [barlow], after: [{ ...barlow, strength: 9 }] }),
      entry(4, 'Defender 2R', { before: [tired], after: [beaten] }, { undone: true }),
    ];
    expect(unitHistory('heth', log, GCACW_UNIT_FIELDS)).toEqual([
      { entryId: 1, outcome: 'Defender F', at: 1000, when: { turn: 2, phase: 'Action Phase' }, changes: [{ key: 'state.fatigue', label: 'Fatigue Level', from: 'Fatigue 1', to: 'Fatigue 2' }], undone: false },
      {
        entryId: 4,
        outcome: 'Defender 2R',
        at: 4000,
        changes: [
          { key: 'strength', label: 'Manpower Value', from: '7', to: '5' },
          { key: 'state.demoralized', label: 'Demoralized', from: 'Not demoralized', to: 'Demoralized-1' },
        ],
        undone: true,
      },
    ]);
    expect(unitHistory('barlow', log, GCACW_UNIT_FIELDS).map((c) => c.outcome)).toEqual(['Attacker 1']);
  });

  it('leaves out an entry that left the unit as it was', () => {
    expect(unitHistory('heth', [entry(1, 'Defender -', { before: [heth], after: [{ ...heth, state: { ...heth.state } }] })], GCACW_UNIT_FIELDS)).toEqual([]);
  });

  it('names values no field lists by the desk’s words, a number as it is, a marker yes or no', () => {
    const lee: UnitRecord = { id: 'lee', gameId: 'g', name: 'Lee', side: 'confederate', type: 'leader', strength: null, state: { rating: 3 } };
    expect(fieldChanges(lee, { ...lee, state: { ...lee.state, eliminated: true, retreated: true, odd: 2 } }, [])).toEqual([
      { key: 'state.eliminated', label: 'Eliminated', from: 'no', to: 'yes' },
      { key: 'state.odd', label: 'odd', from: 'no', to: '2' },
      { key: 'state.retreated', label: 'Retreated', from: 'no', to: 'yes' },
    ]);
    expect(fieldChanges({ ...lee, strength: 4 }, { ...lee, strength: 0 }, [])).toEqual([{ key: 'strength', label: 'Strength', from: '4', to: '0' }]);
  });
});

describe('a value not set', () => {
  it('reads as the status’s default, and as none for a printed value', () => {
    const fresh: UnitRecord = { ...heth, strength: null, state: {} };
    expect(fieldChanges(fresh, { ...fresh, strength: 4, state: { fatigue: 2, combatValue: 3 } }, GCACW_UNIT_FIELDS).map((c) => `${c.label}: ${c.from} → ${c.to}`)).toEqual([
      'Combat Value: — → 3',
      'Manpower Value: — → 4',
      'Fatigue Level: Fatigue 0 → Fatigue 2',
    ]);
  });
});
