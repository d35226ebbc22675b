import { describe, expect, it } from 'vitest';
import type { UnitRecord } from '../store/records';
import type { UnitField } from './rules';
import { appliedLines } from './unit-history';

const FIELDS: readonly UnitField[] = [{ key: 'strength', label: 'Strength points', code: 'SP', kind: 'number', min: 0, max: 99, step: 1 }];
const unit = (id: string, name: string, strength: number | null, state: UnitRecord['state'] = {}): UnitRecord => ({ id, gameId: 'g', name, side: 'union', type: 'infantry', strength, state });

describe('appliedLines', () => {
  it('says what an applied result did to each unit it changed, in the game’s words, in the order applied', () => {
    const before = [unit('hq', 'Army N.Va. HQ troops', 6), unit('porter', "Porter's Corps", 10)];
    const after = [unit('hq', 'Army N.Va. HQ troops', 5), unit('porter', "Porter's Corps", 9, { retreated: true })];
    expect(appliedLines({ before, after }, FIELDS)).toEqual(['Army N.Va. HQ troops: Strength points 6 → 5', "Porter's Corps: Strength points 10 → 9, Retreated no → yes"]);
  });

  it('leaves out a unit it did not change, and says nothing of a result not applied', () => {
    const lee = unit('lee', 'Lee', null);
    expect(appliedLines({ before: [lee], after: [lee] }, FIELDS)).toEqual([]);
    expect(appliedLines(undefined, FIELDS)).toEqual([]);
  });
});
