import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { engineApi } from '../../engine/api';
import type { Resolution } from '../../engine/core/combat';
import type { UnitRecord } from '../../store/records';
import { applyAndUndo } from '../../store/test-apply';
import { BNG_TABLE_ROLLS } from './table-rolls';

const rally = BNG_TABLE_ROLLS['rally'];
if (!rally) throw new Error('Blue & Grey applies its Rally roll');
const unit = (morale: string, over: Partial<UnitRecord> = {}): UnitRecord => ({ id: 'ewell', gameId: 'g', name: 'Ewell', side: 'confederate', type: 'infantry', strength: 6, state: { morale }, ...over });
const description = (morale: string, inTown = false) => ({ format: 1, game: 'bng', kind: 'rally', morale, ...(inTown ? { inTown } : {}) });

function roll(input: Record<string, unknown>, die: number): Resolution {
  const answer = engineApi.resolve(input, { physical: [die] });
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return answer.value;
}
const after = (morale: string, die: number, inTown = false) => rally.apply(roll(description(morale, inTown), die).outcome.effects, unit(morale), description(morale, inTown))?.state;

describe('a Blue & Grey Rally roll applied to the unit (12.41 b)', () => {
  it('sets the morale state the die gives on the unit’s column', () => {
    expect(after('shaken', 1)).toEqual({ morale: 'normal' });
    expect(after('shaken', 4)).toEqual({ morale: 'disordered' });
    expect(after('shaken', 6)).toEqual({ morale: 'routed' });
    expect(after('routed', 6)).toEqual({ morale: 'routed', eliminated: true });
    expect(after('disordered', 6)).toEqual({ morale: 'shaken' });
  });

  it('leaves a Disordered unit in a town/urban hex as it is on a recovery (12.17)', () => {
    expect(after('disordered', 1, true)).toBeUndefined();
  });

  it('is offered to standing units that are Disordered, Shaken or Routed, and reads their state', () => {
    expect(rally.takes(unit('shaken'))).toBe(true);
    expect(rally.takes(unit('normal'))).toBe(false);
    expect(rally.takes({ ...unit('normal'), state: {} })).toBe(false);
    expect(rally.takes(unit('routed', { state: { morale: 'routed', eliminated: true } }))).toBe(false);
    expect(rally.prefill(unit('routed'))).toEqual({ morale: 'routed' });
  });

  it('is undone through the store byte for byte', async () => {
    const input = description('routed');
    const resolution = roll(input, 4);
    const { gameId: _g, ...ewell } = unit('routed');
    const trip = await applyAndUndo('bng', [ewell], input, resolution, (units) => {
      const next = rally.apply(resolution.outcome.effects, units.get('ewell') as UnitRecord, input);
      return next ? [next] : [];
    });
    expect(trip.changed.map((u) => u.state)).toEqual([{ morale: 'shaken' }]);
    expect(trip.applied).not.toBe(trip.before);
    expect(trip.undone).toBe(trip.before);
  });
});
