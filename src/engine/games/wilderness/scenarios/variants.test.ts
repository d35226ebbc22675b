import { describe, expect, it } from 'vitest';
import wilderness from '../../../../../scenarios/wilderness/scenarios.json';
import { fieldErrors } from '../../../core/test-field-errors';
import { loadScenarios } from '../../../core/scenarios/load';
import { scenarioForces } from '../../../core/scenarios/forces';
import type { RosterUnit } from '../../../core/scenarios/types';

// Expected effects are copied from the rules' "May optional what-if scenarios", not from the JSON.
const file = loadScenarios(wilderness);
const base = scenarioForces(file, '1.0');

const label = (u: RosterUnit) => `${u.side} ${u.name} ${String(u.strength)}-${String(u.movement)} @ ${u.placement}`;
const labels = (units: readonly RosterUnit[]) => units.map(label);
const at = (units: readonly RosterUnit[], side: RosterUnit['side'], placement: string) =>
  units.filter((u) => u.side === side && u.placement === placement && u.type !== 'dummy').map((u) => `${String(u.strength)}-${String(u.movement)}`);
const dummies = (units: readonly RosterUnit[], side: RosterUnit['side']) => units.filter((u) => u.side === side && u.type === 'dummy');

/** What the variant took away from Game 1.0 and what it brought, as labels. */
function difference(variantId: string) {
  const after = labels(scenarioForces(file, '1.0', [variantId]).units);
  const before = labels(base.units);
  return { removed: before.filter((l) => !after.includes(l)), added: after.filter((l) => !before.includes(l)) };
}

describe('May what-if variants applied to Game 1.0', () => {
  it('1.1 deletes the Warrington Junction 10-6, the Mechanicsburg 4-6s and the Williamsburg 3-6, and makes the coastal 8-6s 4-6s', () => {
    expect(difference('1.1')).toEqual({
      removed: [
        'union IX 10-6 @ At Warrington Junction',
        'union XI 8-6 @ At Yorktown',
        'union XVIII 8-6 @ At Fort Monroe',
        'confederate Johnson 4-6 @ At Mechanicsburg',
        'confederate Ransom 4-6 @ At Mechanicsburg',
        'confederate Pickett 3-6 @ At Williamsburg',
      ],
      added: ['union XI 4-6 @ At Yorktown', 'union XVIII 4-6 @ At Fort Monroe'],
    });
    // A reduced corps is the same counter, so its id does not change.
    const xi = (units: readonly RosterUnit[]) => units.find((u) => u.name === 'XI')?.id;
    expect(xi(scenarioForces(file, '1.0', ['1.1']).units)).toBe(xi(base.units));
  });

  it('1.2 adds two Union 8-6s in Washington and two Confederate 5-6s in the Richmond/Petersburg area', () => {
    const units = scenarioForces(file, '1.0', ['1.2']).units;
    expect(at(units, 'union', 'In Washington')).toEqual(['8-6', '8-6']);
    expect(at(units, 'confederate', 'Within Richmond/Petersburg Command Control area')).toEqual(['4-6', '3-6', '3-6', '5-6', '5-6']);
    expect(difference('1.2').removed).toEqual([]);
    expect(difference('1.2').added).toHaveLength(4);
  });

  it('1.3 gives the Confederates four more dummy counters, seven in all', () => {
    const units = scenarioForces(file, '1.0', ['1.3']).units;
    expect(dummies(units, 'confederate')).toHaveLength(3 + 4);
    expect(dummies(units, 'union')).toHaveLength(4);
    expect(units.filter((u) => u.type !== 'dummy')).toEqual(base.units.filter((u) => u.type !== 'dummy'));
  });

  it('1.4 changes only the victory conditions, shown as a rule note', () => {
    const game = scenarioForces(file, '1.0', ['1.4']);
    expect(game.units).toEqual(base.units);
    expect(game.initialVictoryPoints).toEqual({ union: 0, confederate: 0 });
    expect(game.notes).toEqual([
      {
        variantId: '1.4',
        rule: 'Victory Conditions',
        text: 'The Confederate Player receives two Victory Points for each of the first seven Union Strength Points eliminated, and five Victory Points for every additional Strength Point.',
      },
    ]);
  });

  it('1.5 doubles Confederate reinforcement points (a rule note) and starts the Union with 50 victory points', () => {
    const game = scenarioForces(file, '1.0', ['1.5']);
    expect(game.units).toEqual(base.units);
    expect(game.initialVictoryPoints).toEqual({ union: 50, confederate: 0 });
    expect(game.notes.map((n) => n.rule)).toEqual(['Reinforcements', 'Victory Points']);
    expect(game.notes[0]?.text).toContain('two Reinforcement Strength Points instead of one');
    expect(game.notes[1]?.text).toContain('fifty Victory Points');
  });

  it('1.6 puts a 10-6 at Winchester instead of the 5-6 and adds a Confederate 3-6 at New Market', () => {
    const units = scenarioForces(file, '1.0', ['1.6']).units;
    expect(at(units, 'union', 'At Winchester')).toEqual(['10-6']);
    expect(at(units, 'confederate', 'At New Market')).toEqual(['3-6']);
    expect(difference('1.6').removed).toEqual(['union VIII 5-6 @ At Winchester']);
  });

  it('applies several variants together without changing the loaded file', () => {
    const game = scenarioForces(file, '1.0', ['1.1', '1.2', '1.3', '1.4', '1.5', '1.6']);
    expect(dummies(game.units, 'confederate')).toHaveLength(7);
    expect(game.initialVictoryPoints.union).toBe(50);
    expect(game.notes).toHaveLength(3);
    expect(scenarioForces(file, '1.0').units).toEqual(base.units);
  });

  it('gives every counter a unique id, also with all variants', () => {
    const ids = scenarioForces(file, '1.0', ['1.1', '1.2', '1.3', '1.6']).units.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('choosing a scenario and variants', () => {
  it('refuses a May variant for the June scenario', () => {
    const errors = fieldErrors(() => scenarioForces(file, '2.0', ['1.1']));
    expect(errors).toEqual([{ path: 'variantIds.0', message: expect.stringContaining('(Western Theater Emphasized) applies to scenarios 1.0, 3.0, not to 2.0') }]);
  });

  it('names an unknown scenario and the scenarios there are', () => {
    expect(fieldErrors(() => scenarioForces(file, '4.0'))).toEqual([
      { path: 'scenarioId', message: 'unknown scenario "4.0"; this file has 1.0, 2.0, 3.0' },
    ]);
  });

  it('names an unknown variant by its place in the list', () => {
    expect(fieldErrors(() => scenarioForces(file, '1.0', ['1.3', '1.9']))).toEqual([
      { path: 'variantIds.1', message: 'unknown variant "1.9"; this file has 1.1, 1.2, 1.3, 1.4, 1.5, 1.6' },
    ]);
  });

  it('refuses a variant chosen twice', () => {
    expect(fieldErrors(() => scenarioForces(file, '1.0', ['1.3', '1.3']))).toEqual([
      { path: 'variantIds.1', message: 'variant 1.3 is chosen twice' },
    ]);
  });
});
