import { describe, expect, it } from 'vitest';
import type { UnitRecord } from '../store/records';
import { type LossPlan, allocationProblem, suggestAllocation } from './losses';

const unit = (id: string): UnitRecord => ({ id, gameId: 'g', name: id.toUpperCase(), side: 'union', type: 'infantry', strength: 4, state: {} });
const units = new Map(['a', 'b', 'c'].map((id) => [id, unit(id)]));
const plan: LossPlan = { side: 'attacker', measure: 'units', words: ['unit', 'units'], loss: 3, unitIds: ['a', 'b', 'c'] };

describe('sharing out a loss', () => {
  it('must take exactly the loss, starting with each unit taking what it can', () => {
    expect(suggestAllocation(plan, units)).toEqual({ a: 1, b: 1, c: 1 });
    expect(allocationProblem(plan, { a: 1 }, units)).toBe('Attacker: allocate exactly 3 units (now 1)');
  });

  it('up to the loss, when the game leaves how much to the player: none to start, never more than the loss', () => {
    const upTo = { ...plan, upTo: true };
    expect(suggestAllocation(upTo, units)).toEqual({ a: 0, b: 0, c: 0 });
    expect(allocationProblem(upTo, {}, units)).toBeUndefined();
    expect(allocationProblem(upTo, { a: 1, c: 1 }, units)).toBeUndefined();
    expect(allocationProblem(upTo, { a: 2 }, units)).toBe('A: can lose at most 1 unit');
    expect(allocationProblem({ ...upTo, loss: 1 }, { a: 1, b: 1 }, units)).toBe('Attacker: allocate at most 1 unit (now 2)');
  });

  it('each unit at most what the plan says it can take, when that is neither its strength nor one unit (its steps)', () => {
    const steps: LossPlan = { side: 'defender', measure: 'strength', words: ['step', 'steps'], loss: 4, unitIds: ['a', 'b', 'c'], capacity: { a: 2, b: 1 } };
    expect(suggestAllocation(steps, units)).toEqual({ a: 2, b: 1, c: 1 });
    expect(allocationProblem(steps, { a: 3, b: 1 }, units)).toBe('A: can lose at most 2 steps');
    expect(allocationProblem({ ...steps, loss: 9 }, { a: 2, b: 1, c: 4 }, units)).toBeUndefined();
  });
});
