import { describe, expect, it } from 'vitest';
import { analyse } from '../../engine';
import { fieldErrors } from '../../core/test-field-errors';
import { cwbs } from './test-helpers';

const fire = (over: Record<string, unknown> = {}, target: Record<string, unknown> = {}) =>
  cwbs({ kind: 'fire', firers: [{ type: 'smallArms', fireLevel: 'A', range: 1 }], ...over, target: { grade: 'B', ...target } });
const closeCombat = (attacker: Record<string, unknown> = {}) =>
  cwbs({ kind: 'closeCombat', attacker: { unit: { grade: 'B' }, strength: 'A', ...attacker }, defender: { unit: { grade: 'C' }, strength: 'B' } });

describe('refusals, named by field path in the player’s words', () => {
  it.each<[string, Record<string, unknown>, { path: string; message: string }]>([
    ['a morale grade outside A-E', fire({}, { grade: 'F' }), { path: 'target.grade', message: 'the morale grade must be A, B, C, D or E' }],
    ['a missing grade', fire({}, { grade: undefined }), { path: 'target.grade', message: 'the morale grade (A to E) of the top unit is needed' }],
    ['an unknown shift (a misspelt condition)', fire({}, { upHill: true }), { path: 'target.upHill', message: 'unknown field "upHill" (not part of the target)' }],
    ['an unknown fire result shift', cwbs({ kind: 'morale', unit: { grade: 'B' }, fireResult: 'm-3' }), { path: 'fireResult', message: 'fireResult must be one of "m", "m-1", "m-2"' }],
    ['fire points below zero', fire({ firers: [{ type: 'points', points: -1 }] }), { path: 'firers.0.points', message: 'fire points must be 0 or more (at most 100), in halves: 0, 0.5, 1, 1.5 …' }],
    ['fire points as text', fire({ firers: [{ type: 'points', points: '3' }] }), { path: 'firers.0.points', message: 'fire points must be a number, 0 or more, in halves' }],
    [
      'too many dice: five leaders',
      fire({}, { leaders: ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name })) }),
      { path: 'target.leaders', message: 'at most 4 leaders in a stack: each rolls two dice for leader loss, and more dice than that are refused' },
    ],
    ['small arms beyond 2 hexes', fire({ firers: [{ type: 'smallArms', fireLevel: 'A', range: 3 }] }), { path: 'firers.0.range', message: 'small arms reach at most 2 hexes' }],
    ['gun points off the chart', fire({ firers: [{ type: 'artillery', gunPoints: 6, range: 1 }] }), { path: 'firers.0.gunPoints', message: 'the gun points must be a whole number from 1 to 5' }],
    ['a firer of no known type', fire({ firers: [{ type: 'musket' }] }), { path: 'firers.0.type', message: 'a firer\'s type must be "smallArms", "artillery" or "points"' }],
    ['no firers', fire({ firers: [] }), { path: 'firers', message: 'at least one firer is needed' }],
    ['a missing target', cwbs({ kind: 'fire', firers: [{ type: 'points', points: 1 }] }), { path: 'target', message: 'required field of a fire combat is missing' }],
    ['a mounted infantry unit', fire({}, { formation: 'mounted' }), { path: 'target.formation', message: 'only cavalry can be mounted' }],
    ['artillery stacked with artillery', fire({}, { type: 'artillery', grade: undefined, withUnlimberedArtillery: true }), { path: 'target.withUnlimberedArtillery', message: 'being stacked with unlimbered artillery does not apply to artillery units themselves' }],
    ['artillery given another grade', fire({}, { type: 'artillery', grade: 'A' }), { path: 'target.grade', message: 'artillery on top of a stack checks morale as grade C: leave the grade out or give C' }],
    ['a leader rating off the chart', fire({}, { leaderRating: 7 }), { path: 'target.leaderRating', message: 'the leader rating must be a whole number from 0 to 4' }],
    ['an unknown edition', fire({ edition: 'v4' }), { path: 'edition', message: 'edition must be "seed" (the seed\'s charts, the default) or "v3.2" (the Series Rules v3.2 charts)' }],
    ['an unknown kind', cwbs({ kind: 'melee' }), { path: 'kind', message: 'kind must be one of fire, closeCombat, morale, bloodLust, leaderLoss, gunLoss, stragglerRecovery, acceptance, delayedAcceptance, initiative, corpsAttackStoppage, commandPoints, orderCosts' }],
    ['a side with nothing for the odds', closeCombat({ strength: undefined }), { path: 'attacker.strength', message: 'the attacker needs a strength (AA, AB, A, B or C) or artillery for the odds table' }],
    ['a range on a close-combat firer', closeCombat({ firers: [{ type: 'smallArms', fireLevel: 'A', range: 1 }] }), { path: 'attacker.firers.0.range', message: 'unknown field "range" (not part of a small-arms firer)' }],
    ['a missing unconfirmed value', cwbs({ kind: 'orderCosts', method: 'oral', type: 'simple', force: 1 }), { path: 'simpleCostFromYourChart', message: 'the seed’s cost of a simple order is lost (unconfirmed): enter it from your chart (v3.2 gives 1)' }],
  ])('%s', (_what, input, error) => {
    expect(fieldErrors(() => analyse(input))).toEqual([error]);
  });

  it('never lets valibot’s own wording through', () => {
    const bad: unknown[] = [
      cwbs({}),
      cwbs({ kind: 'fire' }),
      cwbs({ kind: 'fire', firers: 'many', target: 3 }),
      cwbs({ kind: 'fire', firers: [3, null, { type: 'smallArms' }, { type: 'artillery', gunPoints: 'x' }], target: { grade: 1, state: 'panicked', wrecked: true, flank: 'yes', leaders: [{}, 'x'] }, night: 1 }),
      cwbs({ kind: 'closeCombat', attacker: null, defender: { unit: 'x', firers: {}, artillery: -1, holdWhenAllowed: 'no' } }),
      cwbs({ kind: 'morale', unit: { grade: 'B' }, closeCombat: true }),
      cwbs({ kind: 'acceptance', senderRating: 'high', method: 'pigeon', type: 1, force: 3 }),
      cwbs({ kind: 'delayedAcceptance', delay: 3, roll: 1 }),
      cwbs({ kind: 'initiative', points: 1.5 }),
      cwbs({ kind: 'corpsAttackStoppage', stoppageValue: 0, rating: -1 }),
      cwbs({ kind: 'commandPoints', rating: 2, fromYourChart: 'ten' }),
      cwbs({ kind: 'stragglerRecovery', grade: 'Z', extra: 1 }),
      cwbs({ kind: 'bloodLust', unit: {} }),
    ];
    for (const input of bad) {
      const errors = fieldErrors(() => analyse(input));
      expect(errors.length).toBeGreaterThan(0);
      for (const e of errors) expect(e.message, `${e.path}: ${e.message}`).not.toMatch(/Invalid|Expected|Received/);
    }
  });
});
