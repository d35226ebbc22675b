import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { engineApi } from '../../engine/api';
import type { GcacwCombatEffects } from '../../engine/games/gcacw';
import { unitHistory } from '../../desk/unit-history';
import type { UnitRecord } from '../../store/records';
import { applyAndUndo } from '../../store/test-apply';
import { EMPTY_GCACW_DRAFT, GCACW_DESK, GCACW_UNIT_FIELDS, type GcacwDraft, toGcacwDescription } from './rules';

const unit = (id: string, name: string, side: string, manpower: number, state: UnitRecord['state']) => ({ id, name, side, type: 'infantry', strength: manpower, state });
const ROSTER = [
  unit('barlow', 'Barlow', 'union', 10, { combatValue: 9, artillery: 5, tactical: 3, fatigue: 1 }),
  unit('gibbon', 'Gibbon', 'union', 6, { combatValue: 6, artillery: 4, tactical: 2 }),
  unit('heth', 'Heth', 'confederate', 7, { combatValue: 7, artillery: 1, tactical: 2, fatigue: 1, demoralized: 1 }),
];
const draft: GcacwDraft = { ...EMPTY_GCACW_DRAFT, title: 'GTC', attack: 'assault', attackers: ['barlow', 'gibbon'], defenders: ['heth'], hexside: 'creek', flankBonus: 1 };

describe('applying a GCACW result and undoing it', () => {
  it('puts every unit back byte for byte, and the history names each change in the game’s words, marked undone', async () => {
    const description = toGcacwDescription(draft, new Map(ROSTER.map((u) => [u.id, { ...u, gameId: 'g' }])));
    // Even sub-roll (+2), attacker 6, defender 1: the ≥+10 row, 5DR* for the defender.
    const answer = engineApi.resolve(description, { physical: [2, 6, 1] });
    if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
    const effects = answer.value.outcome.effects as GcacwCombatEffects;
    const trip = await applyAndUndo('gcacw', ROSTER, description, answer.value, (units) => GCACW_DESK.applyResult(effects, draft, { defender: { heth: 5 } }, GCACW_DESK.lossPlans(effects, draft, units), units));
    expect(trip.changed.map((u) => [u.id, u.strength, u.state.fatigue, u.state.demoralized, u.state.disorganized])).toEqual([['heth', 2, 4, 2, true]]);
    expect(trip.applied).not.toBe(trip.before);
    expect(trip.undone).toBe(trip.before);

    const history = unitHistory('heth', trip.log, GCACW_UNIT_FIELDS);
    expect(history).toEqual([
      {
        entryId: trip.log[0]?.id,
        outcome: answer.value.outcome.label,
        at: 2000,
        // Made before the game's turn record was moved on: turn 1, no phase written.
        when: { turn: 1, phase: '' },
        changes: [
          { key: 'strength', label: 'Manpower Value', from: '7', to: '2' },
          { key: 'state.fatigue', label: 'Fatigue Level', from: 'Fatigue 1', to: 'Fatigue 4' },
          { key: 'state.demoralized', label: 'Demoralized', from: 'Demoralized-1', to: 'Demoralized-2' },
          { key: 'state.disorganized', label: 'Disorganized', from: 'Not disorganized', to: 'Disorganized' },
        ],
        undone: true,
      },
    ]);
    expect(unitHistory('barlow', trip.log, GCACW_UNIT_FIELDS)).toEqual([]);
  });
});
