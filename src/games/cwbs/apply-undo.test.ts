import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { engineApi } from '../../engine/api';
import type { CwbsEffects } from '../../engine/games/cwbs';
import { unitHistory } from '../../desk/unit-history';
import { applyAndUndo } from '../../store/test-apply';
import { toCwbsDescription } from './draft';
import { rules as gameRules } from './index';
import { CWBS_DESK, CWBS_UNIT_FIELDS } from './rules';

const desk = gameRules.desk;
if (!desk) throw new Error('the CWBS plug-in has a desk');
const { draft } = desk.example;
// Law already has a straggler marked and is wrecked at 4 strength points.
const ROSTER = desk.example.units.map((u) => (u.id === 'law' ? { ...u, state: { ...u.state, stragglers: 1, wreckAt: 4 } } : u));

describe('applying a CWBS result and undoing it', () => {
  it('puts every unit back byte for byte: strength, stragglers, morale state, wreck, Low Ammo and the leader lost', async () => {
    const units = new Map(ROSTER.map((u) => [u.id, { ...u, gameId: 'g' }]));
    const description = toCwbsDescription(draft, units);
    // Column 3-4; 12 is a loss of 2 and Low Ammo; straggler die 4: 1; the check rolls 66, Disorganized
    // Back 2 Straggle 1; Hood rolls 2: killed.
    const answer = engineApi.resolve(description, { physical: [6, 6, 4, 6, 6, 1, 1] });
    if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
    const effects = answer.value.outcome.effects as CwbsEffects;
    const allocations = { 'defender-casualties': { law: 2 }, 'defender-stragglers': { law: 2 } };
    const trip = await applyAndUndo('cwbs', ROSTER, description, answer.value, (stored) => CWBS_DESK.applyResult(effects, draft, allocations, CWBS_DESK.lossPlans(effects, draft, stored), stored));
    const law = trip.changed.find((u) => u.id === 'law');
    expect(law).toMatchObject({ strength: 4, state: { stragglers: 3, morale: 'disorganized', wrecked: 'brigade' } });
    expect(trip.changed.map((u) => u.id).sort()).toEqual(['hood', 'law', 'reilly', 'smith', 'ward']);
    expect(trip.applied).not.toBe(trip.before);
    expect(trip.undone).toBe(trip.before);

    const [change] = unitHistory('law', trip.log, CWBS_UNIT_FIELDS);
    expect(change?.undone).toBe(true);
    expect(change?.changes.map((c) => `${c.label}: ${c.from} → ${c.to}`)).toEqual([
      'Strength points: 8 → 4',
      'Morale state: Shaken → Disorganized',
      'Stragglers: 1 → 3',
      'Wrecked: Not wrecked → Wrecked brigade',
    ]);
    expect(unitHistory('hood', trip.log, CWBS_UNIT_FIELDS)[0]?.changes).toEqual([{ key: 'state.eliminated', label: 'Eliminated', from: 'no', to: 'yes' }]);
  });
});
