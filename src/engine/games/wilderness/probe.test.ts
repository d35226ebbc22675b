import { describe, expect, it } from 'vitest';
import { analyse, resolve } from '../../engine';
import { fraction } from '../../core/fraction';
import { probe } from './test-inputs';
import type { ProbeEffects } from './types';

const success = (fields: Record<string, unknown>) => analyse(probe(fields)).highlights.find((h) => h.label === 'Probe successful')?.probability;

describe('cavalry probe', () => {
  it('succeeds on 1-4 with no modifier', () => {
    expect(success({})).toEqual(fraction(2, 3));
  });

  it('adds 1 for entrenched, 2 for face-up cavalry, and 3 (not 6) for both', () => {
    expect(success({ enemyEntrenched: true })).toEqual(fraction(1, 2));
    expect(success({ faceUpCavalryInStack: true })).toEqual(fraction(1, 3));
    expect(success({ enemyEntrenched: true, faceUpCavalryInStack: true })).toEqual(fraction(1, 6));
  });

  it('reads a modified roll above 6 as unsuccessful', () => {
    const r = resolve(probe({ enemyEntrenched: true, faceUpCavalryInStack: true, probingUnit: 'Stuart' }), { physical: [6] });
    const e = r.outcome.effects as ProbeEffects;
    expect([e.modifiedRoll, e.success]).toEqual([9, false]);
    expect(r.outcome.checklist).toEqual(['Stuart: probe unsuccessful: the enemy units remain as they are']);
  });

  it('says to turn the probed units face-up on a success', () => {
    const r = resolve(probe({ faceUpCavalryInStack: true }), { physical: [2] });
    expect(r.outcome.checklist).toEqual(['Turn all enemy units in the probed hex face-up']);
    expect(r.outcome.steps[0]?.detail).toBe('rolled 2 +2 = 4: row 1-4, Probe is successful, turn all Enemy units in the probed hex face-up');
    expect(r.analysis.steps[0]?.source).toEqual({ game: 'wilderness', ref: 'Cavalry Probe Chart' });
  });
});
