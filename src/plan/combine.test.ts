import { describe, expect, it } from 'vitest';
import { type Figures, MARK } from '../engine/core/figures';
import { type Branches, type PlannedAttack, combinePlan } from './combine';
import { ONE, exact, minus, times } from './exact';
import { TAKE_THE_HEX } from './success';

/** The state a test plan runs on: the defender's strength in the hex attacked. */
type Strength = number;

const cleared: Figures = { attackerLoss: 0, defenderLoss: 0, marks: MARK.defenderRetreats };
const defenderLoses: Figures = { attackerLoss: 0, defenderLoss: 1, marks: 0 };
const attackerLoses: Figures = { attackerLoss: 1, defenderLoss: 0, marks: 0 };

/** One die: 1-2 the defenders retreat, 3-4 they lose a point, 5-6 the attacker loses one. */
const first: PlannedAttack<Strength> = {
  success: { attackerLossAtMost: 0 },
  fight: (s): Branches<Strength> => ({
    total: 6,
    outcomes: [
      { figures: cleared, weight: 2, after: s },
      { figures: defenderLoses, weight: 2, after: s - 1 },
      { figures: attackerLoses, weight: 2, after: s },
    ],
  }),
};

/** One die against what is left: the hex is cleared on 1-2, or on 1-3 once the defender has lost a point; else the attacker loses one. */
const calls: Strength[] = [];
const second: PlannedAttack<Strength> = {
  success: TAKE_THE_HEX,
  fight: (s): Branches<Strength> => {
    calls.push(s);
    const clears = s < 4 ? 3 : 2;
    return {
      total: 6,
      outcomes: [
        { figures: cleared, weight: clears, after: s },
        { figures: attackerLoses, weight: 6 - clears, after: s },
      ],
    };
  },
};

/** An attack elsewhere that clears its hex on 1-5. */
const elsewhere: PlannedAttack<Strength> = {
  success: TAKE_THE_HEX,
  fight: (s) => ({ total: 6, outcomes: [{ figures: cleared, weight: 5, after: s }, { figures: { ...attackerLoses, marks: MARK.attackerRetreats }, weight: 1, after: s }] }),
};

describe('a plan’s combined chances', () => {
  it('weighs a later attack on the same hex from every result of the one before, as counted by hand', async () => {
    calls.length = 0;
    const plan = await combinePlan([[first, second], [elsewhere]], 4);
    // The second attack is fought only when the first did not clear the hex: from 3 after a loss, from 4 otherwise.
    expect(calls.sort()).toEqual([3, 4]);
    // By hand: first 1-2 clears (second not made, counts as taken) 1/3; 3-4 then second at 1-3 of 6: 1/3 × 1/2; 5-6 then 1-2 of 6: 1/3 × 1/3.
    expect(plan.attacks[1]?.success).toEqual(exact(11, 18));
    expect(plan.attacks[0]?.success).toEqual(exact(2, 3));
    // Every attack succeeds: the first without loss and the hex taken (1/3 + 1/6), and the attack elsewhere (5/6).
    expect(plan.allSucceed).toEqual(times(exact(1, 2), exact(5, 6)));
    expect(plan.someFail).toEqual(minus(ONE, exact(5, 12)));
    // Expected losses: the first attack's attacker 1/3 and defender 1/3; the second's attacker 1/3 × 1/2 + 1/3 × 2/3; elsewhere 1/6.
    expect(plan.attacks[1]?.attackerLoss).toEqual(exact(7, 18));
    expect(plan.attackerLoss).toEqual(exact(6 + 7 + 3, 18));
    expect(plan.defenderLoss).toEqual(exact(1, 3));
    // Hexes cleared: the first hex by either attack, 1/3 + 1/6 + 1/9 = 11/18, and the one elsewhere 5/6.
    expect(plan.cleared).toEqual(exact(11 + 15, 18));
  });

  it('multiplies the chances of attacks on different hexes, and a plan of none succeeds for certain', async () => {
    const plan = await combinePlan([[first], [elsewhere], [second]], 4);
    expect(plan.allSucceed).toEqual(times(times(exact(2, 3), exact(5, 6)), exact(1, 3)));
    expect((await combinePlan([], 4)).allSucceed).toEqual(ONE);
  });

  it('never counts an attack that did not take place as a success', async () => {
    const declined: PlannedAttack<Strength> = { success: {}, fight: (s) => ({ total: 2, outcomes: [{ figures: { attackerLoss: 0, defenderLoss: 0, marks: MARK.noCombat }, weight: 1, after: s }, { figures: defenderLoses, weight: 1, after: s }] }) };
    expect((await combinePlan([[declined]], 4)).allSucceed).toEqual(exact(1, 2));
  });
});
