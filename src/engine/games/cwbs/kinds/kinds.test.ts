import { describe, expect, it } from 'vitest';
import type { Analysis } from '../../../core/combat';
import { add, fraction } from '../../../core/fraction';
import { analyse, resolve } from '../../../engine';
import { fieldErrors } from '../../../core/test-field-errors';
import { cwbs } from '../test-helpers';

const chance = (a: Analysis, label: string) => a.chances.find((c) => c.label === label)?.probability ?? fraction(0);
const sumsToOne = (a: Analysis) => expect(a.chances.reduce((s, c) => add(s, c.probability), fraction(0))).toEqual(fraction(1));

describe('morale check', () => {
  const morale = (unit: Record<string, unknown>, over: Record<string, unknown> = {}) => cwbs({ kind: 'morale', unit: { grade: 'C', ...unit }, ...over });

  it('starts on the grade’s row and reads d66 as tens and units', () => {
    const a = analyse(morale({}));
    sumsToOne(a);
    expect(a.steps.at(-1)?.values).toEqual({ row: 6, net: 0 });
    // Row 6: Blood Lust 11-12, so 2 in 36.
    expect(chance(a, 'Blood Lust')).toEqual(fraction(2, 36));
    expect(resolve(morale({}), { physical: [5, 4] }).outcome.effects).toMatchObject({ kind: 'morale', result: 'shakenBack1', roll: 54, retreatHexes: 1 });
  });

  it('applies each row shift once, "+" up: trench +3, artillery +1, leader +(rating−1), Low Ammo −1, night −3', () => {
    const a = analyse(morale({ sunkenRoad: true, withUnlimberedArtillery: true, leaderRating: 3, lowAmmo: true }, { night: true }));
    expect(a.steps.filter((s) => s.title === 'Unit: row shift').map((s) => s.values?.['shift'])).toEqual([3, 1, 2, -1, -3]);
    expect(a.steps.at(-1)?.values).toEqual({ row: 4, net: 2 });
  });

  it('uses −6 for a wrecked brigade of a wrecked division in place of the −4, and checks artillery on top as C', () => {
    expect(analyse(morale({ wrecked: 'brigadeOfWreckedDivision' })).steps.filter((s) => s.title === 'Unit: row shift').map((s) => s.values?.['shift'])).toEqual([-6]);
    expect(analyse(morale({ type: 'artillery', grade: undefined })).steps[0]?.detail).toBe('artillery on top checks as grade C: row 6');
  });

  it('holds shifts past row 15 or row 1 at the edge and marks the check unconfirmed', () => {
    const down = analyse(morale({ grade: 'E', state: 'routed', flank: true }, { closeCombat: 'attacker' }));
    expect(down.steps.at(-1)?.values).toEqual({ row: 15, net: -18, unconfirmed: true });
    expect(down.steps.at(-1)?.detail).toMatch(/stopped at the chart's edge .* past row 15 \(unconfirmed\)/);
    const up = analyse(morale({ grade: 'A', sunkenRoad: true, leaderRating: 4 }, { fireResult: 'm-2' }));
    expect(up.steps.at(-1)?.values).toEqual({ row: 1, net: 8, unconfirmed: true });
    expect(resolve(morale({ grade: 'A', sunkenRoad: true }), { physical: [1, 1] }).outcome.steps[0]?.values).toMatchObject({ unconfirmed: true, row: 1 });
  });

  it('says when unlimbered artillery must limber and roll for gun loss', () => {
    const r = resolve(morale({ type: 'artillery', grade: undefined }, { closeCombat: 'defender' }), { physical: [6, 6] });
    expect(r.outcome.effects).toMatchObject({ result: 'routedBack2', limberToRetreat: true, gunLossCheck: 'required' });
    expect(resolve(morale({ type: 'artillery', grade: undefined }), { physical: [6, 6] }).outcome.effects).toMatchObject({ gunLossCheck: 'ifInEnemyZoc' });
  });
});

describe('the other checks', () => {
  it('Blood Lust: 44-66 removes it', () => {
    const a = analyse(cwbs({ kind: 'bloodLust' }));
    sumsToOne(a);
    expect(chance(a, 'Remove Blood Lust')).toEqual(fraction(3 * 6 - 3, 36));
    expect(resolve(cwbs({ kind: 'bloodLust' }), { physical: [4, 3] }).outcome.effects).toEqual({ kind: 'bloodLust', roll: 43, removeBloodLust: false });
  });

  it('Leader Loss: 2 killed, 11-12 wounded', () => {
    const a = analyse(cwbs({ kind: 'leaderLoss' }));
    expect([chance(a, 'Leader is killed'), chance(a, 'Leader is wounded')]).toEqual([fraction(1, 36), fraction(3, 36)]);
  });

  it('Gun Loss: one die', () => {
    expect(resolve(cwbs({ kind: 'gunLoss' }), { physical: [5] }).outcome.effects).toEqual({ kind: 'gunLoss', die: 5, gunPointsLost: 2 });
  });

  it('Straggler Recovery: +2 at night, a roll past 6 held at the highest result and marked unconfirmed', () => {
    expect(resolve(cwbs({ kind: 'stragglerRecovery', grade: 'B' }), { physical: [3] }).outcome.effects).toMatchObject({ pointsRecovered: 1 });
    const r = resolve(cwbs({ kind: 'stragglerRecovery', grade: 'D', night: true }), { physical: [6] });
    expect(r.outcome.effects).toEqual({ kind: 'stragglerRecovery', die: 6, modifiedDie: 8, pointsRecovered: 1 });
    expect(r.outcome.steps[0]?.values).toMatchObject({ unconfirmed: true });
  });

  it('Initiative: the number needed, a loose cannon on 2; the 4-or-more value is marked v3.2', () => {
    const a = analyse(cwbs({ kind: 'initiative', points: 5 }));
    expect(a.steps[0]?.values).toEqual({ needed: 9, edition: 'v3.2' });
    expect(chance(a, 'Initiative obtained')).toEqual(fraction(10, 36));
    expect(chance(a, 'Loose cannon')).toEqual(fraction(1, 36));
    expect(analyse(cwbs({ kind: 'initiative', points: -2 })).steps[0]?.values).toEqual({ needed: 12, edition: 'seed' });
  });

  it('Corps Attack Stoppage (v3.2): the number to pass, −3 at night, no check for Defensive orders at night', () => {
    const a = analyse(cwbs({ kind: 'corpsAttackStoppage', stoppageValue: 3, rating: 2, night: true }));
    // 9 or more with −3: 12 or more on the dice.
    expect(chance(a, 'Corps attack stoppage')).toEqual(fraction(35, 36));
    const none = analyse(cwbs({ kind: 'corpsAttackStoppage', stoppageValue: 3, rating: 2, night: true, defensiveOrders: true }));
    expect(none.dicePlan).toEqual([]);
  });
});

describe('orders', () => {
  it('Acceptance: the number from its parts, one column left when the receiver has orders', () => {
    // 3 + 2 + written 0 + complex −2 + Force 2 +1 = 4: column 4 to 5; with orders, 2 to 3.
    const base = { kind: 'acceptance', senderRating: 3, receiverRating: 2, method: 'written', type: 'complex', force: 2 };
    expect(resolve(cwbs(base), { physical: [3, 3] }).outcome.effects).toEqual({ kind: 'acceptance', acceptanceNumber: 4, column: '4 to 5', roll: 6, result: 'D1' });
    expect(resolve(cwbs({ ...base, receiverHasOrders: true }), { physical: [3, 3] }).outcome.effects).toMatchObject({ column: '2 to 3', result: 'A' });
    // v3.2 has no Force line: 3 + 2 + 0 − 2 = 3.
    expect(resolve(cwbs({ ...base, force: undefined, edition: 'v3.2' }), { physical: [3, 3] }).outcome.effects).toMatchObject({ acceptanceNumber: 3, column: '2 to 3' });
    expect(fieldErrors(() => analyse(cwbs({ ...base, edition: 'v3.2' })))).toEqual([{ path: 'force', message: 'the v3.2 charts have no Force line: leave force out, or choose the seed’s charts' }]);
    expect(fieldErrors(() => analyse(cwbs({ ...base, force: undefined })))[0]?.path).toBe('force');
  });

  it('Delayed order: one die each turn, D1 accepts on 1 or 2, D2 on 1 only (Acceptance Table notes)', () => {
    const d1 = analyse(cwbs({ kind: 'delayedAcceptance', delay: 'D1' }));
    sumsToOne(d1);
    expect(d1.dicePlan).toEqual(['D1 acceptance die']);
    expect([chance(d1, 'Order is accepted'), chance(d1, 'Still delayed (D1)')]).toEqual([fraction(2, 6), fraction(4, 6)]);
    expect(d1.steps[0]?.source.ref).toBe('Acceptance Table notes (D1, D2)');
    expect(chance(analyse(cwbs({ kind: 'delayedAcceptance', delay: 'D2' })), 'Order is accepted')).toEqual(fraction(1, 6));
    expect(resolve(cwbs({ kind: 'delayedAcceptance', delay: 'D1' }), { physical: [2] }).outcome.effects).toEqual({ kind: 'delayedAcceptance', delay: 'D1', die: 2, accepted: true });
    const still = resolve(cwbs({ kind: 'delayedAcceptance', delay: 'D2' }), { physical: [2] }).outcome;
    expect([still.key, still.effects]).toEqual(['delayed', { kind: 'delayedAcceptance', delay: 'D2', die: 2, accepted: false }]);
    expect(still.checklist).toEqual(['The order is still delayed (D2): roll again next turn.']);
    expect(fieldErrors(() => analyse(cwbs({ kind: 'delayedAcceptance', delay: 'Dt' })))).toEqual([{ path: 'delay', message: 'the delay (the Acceptance Table result) must be one of "D1", "D2"' }]);
    expect(fieldErrors(() => analyse(cwbs({ kind: 'delayedAcceptance' })))[0]?.path).toBe('delay');
  });

  it('Command points by edition; the seed’s 2,1 row is entered by the player', () => {
    expect(resolve(cwbs({ kind: 'commandPoints', rating: 4 }), { physical: [] }).outcome.effects).toEqual({ kind: 'commandPoints', commandPoints: 20 });
    expect(resolve(cwbs({ kind: 'commandPoints', rating: 0, edition: 'v3.2' }), { physical: [] }).outcome.effects).toEqual({ kind: 'commandPoints', commandPoints: 8 });
    expect(fieldErrors(() => analyse(cwbs({ kind: 'commandPoints', rating: 2 })))).toEqual([
      { path: 'fromYourChart', message: 'the seed’s command points for a leader rated 2 are lost (unconfirmed): enter them from your chart (v3.2, a different edition, gives 12)' },
    ]);
    const entered = analyse(cwbs({ kind: 'commandPoints', rating: 1, fromYourChart: 15 }));
    expect(entered.steps[0]?.values).toEqual({ points: 15, unconfirmed: true, edition: 'seed' });
    expect(fieldErrors(() => analyse(cwbs({ kind: 'commandPoints', rating: 3, fromYourChart: 15 })))[0]?.path).toBe('fromYourChart');
  });

  it('Order costs: method + force + type; the seed’s simple cost entered by the player', () => {
    expect(resolve(cwbs({ kind: 'orderCosts', method: 'written', type: 'complex', force: 2 }), { physical: [] }).outcome.effects).toEqual({ kind: 'orderCosts', cost: 11 });
    expect(resolve(cwbs({ kind: 'orderCosts', edition: 'v3.2', method: 'oral', type: 'simple' }), { physical: [] }).outcome.effects).toEqual({ kind: 'orderCosts', cost: 3 });
    expect(fieldErrors(() => analyse(cwbs({ kind: 'orderCosts', method: 'oral', type: 'simple', force: 0 })))[0]?.path).toBe('simpleCostFromYourChart');
    expect(resolve(cwbs({ kind: 'orderCosts', method: 'oral', type: 'simple', force: 1, simpleCostFromYourChart: 1 }), { physical: [] }).outcome.effects).toEqual({ kind: 'orderCosts', cost: 5 });
  });
});
