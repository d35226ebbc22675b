import { describe, expect, it } from 'vitest';
import { parseResult } from '../results';
import type { CombatOutcome } from './outcome';
import { gcacwStanding } from './standing';

const combat = (defender: string, attacker: string): CombatOutcome => ({
  kind: 'combat',
  key: `${defender}|${attacker}`,
  label: '',
  row: 0,
  difference: 0,
  defender: parseResult(defender),
  attacker: parseResult(attacker),
  artillery: 0,
  dice: { attacker: 1, defender: 1 },
});
const standing = (d: string, a: string) => gcacwStanding(combat(d, a)) ?? Number.NaN;

describe('GCACW outcomes ranked for the attacker', () => {
  it('weighs the Manpower each side loses first, then how far each retreats', () => {
    expect(standing('2', '1')).toBe(10);
    expect(standing('1R', '1')).toBe(2);
    expect(standing('1r', '1R*')).toBe(1 - 3);
    // A Manpower point outweighs the longest retreat.
    expect(standing('1', '-')).toBeGreaterThan(standing('R*', '-'));
  });

  it('leaves status letters and advances unweighed, and table checks unranked', () => {
    expect(standing('1Da', 'F')).toBe(standing('1', '-'));
    expect(gcacwStanding({ kind: 'retreat', key: 'x', label: 'x', dice: [3] })).toBeUndefined();
  });
});
