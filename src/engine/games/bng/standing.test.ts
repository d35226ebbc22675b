import { describe, expect, it } from 'vitest';
import type { CrtCode } from './crt';
import type { CombatOutcome } from './outcome';
import { bngStanding } from './standing';

const combat = (result: CrtCode | null, attackersDisordered = 0, defendersDisordered = 0): CombatOutcome => ({
  kind: 'combat',
  key: `${result}`,
  label: `${result}`,
  nightDie: null,
  die: 1,
  column: 0,
  result,
  checkDice: [],
  attackersDisordered,
  defendersDisordered,
});
const standing = (o: CombatOutcome) => bngStanding(o) ?? Number.NaN;

describe('Blue & Grey outcomes ranked for the attacker', () => {
  it('runs from his elimination to the defender’s, no effect and the exchanges alike', () => {
    const order = (['Ae', 'Ae*', 'Ar', '-', 'Dr', 'De'] as const).map((r) => standing(combat(r)));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(new Set(order).size).toBe(6);
    expect(standing(combat('Ex'))).toBe(standing(combat('-')));
    expect(standing(combat('Ex*'))).toBe(standing(combat('-')));
    expect(standing(combat(null))).toBe(standing(combat('Dr')));
  });

  it('weighs Disorder within a result, never past the next result', () => {
    expect(standing(combat('Dr', 0, 2))).toBeGreaterThan(standing(combat('Dr', 1, 0)));
    expect(standing(combat('Dr', 0, 20))).toBeLessThan(standing(combat('De', 20, 0)));
  });
});
