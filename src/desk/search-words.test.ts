import { describe, expect, it } from 'vitest';
import type { PhaseFigures } from '../plan/allocation';
import { combinePlan } from '../plan/combine';
import { ZERO, exact } from '../plan/exact';
import { TAKE_THE_HEX } from '../plan/success';
import { MARK } from '../engine/core/figures';
import { aboutHowLong, againstPlan } from './search-words';

const found: PhaseFigures = { allSucceed: exact(5, 12), attackerLoss: exact(1, 2), defenderLoss: exact(3, 2), cleared: exact(5, 6), strength: 9 };

describe('a search’s answers in words', () => {
  it('compares an empty plan as empty, not as a plan that surely succeeds', async () => {
    const empty = await combinePlan([], null);
    // A product over no attacks is 1: that is no plan, not a 100 % one.
    expect(empty.allSucceed).toEqual(exact(1));
    expect(againstPlan(found, empty, 'every')).toBe('Your plan has no attack weighed to compare with.');
    expect(againstPlan(found, undefined, 'exchange')).toBe('Your plan has no attack weighed to compare with.');
  });

  it('says by how much an allocation beats the plan, or falls short', async () => {
    // One attack that clears the hex on a 1 or 2 of a die, each side losing 1.
    const outcome = (cleared: boolean, weight: number) => ({ figures: { attackerLoss: 1, defenderLoss: 1, marks: cleared ? MARK.defenderRetreats : 0 }, weight, after: null });
    const plan = await combinePlan([[{ success: TAKE_THE_HEX, fight: () => ({ total: 6, outcomes: [outcome(true, 2), outcome(false, 4)] }) }]], null);
    expect(againstPlan(found, plan, 'every')).toBe('Your plan: 33.3 %; this is better by 8.3 points.');
    expect(againstPlan({ ...found, defenderLoss: ZERO }, plan, 'exchange')).toBe('Your plan: 0.0; this is worse by 0.5.');
  });

  it('says how long a search would take as a player reads it', () => {
    expect([aboutHowLong(400), aboutHowLong(42_000), aboutHowLong(200_000), aboutHowLong(5_000_000), aboutHowLong(9_000_000)]).toEqual(['about 1 s', 'about 42 s', 'about 3 min', 'about 83 min', 'about 2 h 30 min']);
  });
});
