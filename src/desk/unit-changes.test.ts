import { describe, expect, it } from 'vitest';
import type { UnitRecord } from '../store/records';
import { unitChanges } from './unit-changes';

const unit = (id: string, name: string, strength: number | null, state: UnitRecord['state'] = {}): UnitRecord => ({ id, gameId: 'g', name, side: 'union', type: 'infantry', strength, state });
const strength = (u: UnitRecord) => u.strength ?? undefined;

describe('unitChanges', () => {
  it('gives each unit its value before and after, in the order applied', () => {
    const before = [unit('hq', 'Army N.Va. HQ troops', 6), unit('porter', "Porter's Corps", 10)];
    const after = [unit('hq', 'Army N.Va. HQ troops', 5), unit('porter', "Porter's Corps", 9, { retreated: true })];
    expect(unitChanges({ before, after }, strength)).toBe("Army N.Va. HQ troops 6 → 5, Porter's Corps 10 → 9");
  });

  it('names a unit whose value stayed, or that has none, alone', () => {
    const before = [unit('porter', "Porter's Corps", 10), unit('lee', 'Lee', null)];
    const after = [unit('porter', "Porter's Corps", 10, { retreated: true }), unit('lee', 'Lee', null, { wounded: true })];
    expect(unitChanges({ before, after }, strength)).toBe("Porter's Corps, Lee");
  });

  it('says nothing when nothing changed', () => {
    expect(unitChanges({ before: [], after: [] }, strength)).toBe('');
  });
});
