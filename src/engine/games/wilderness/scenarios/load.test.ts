import { describe, expect, it } from 'vitest';
import wilderness from '../../../../../scenarios/wilderness/scenarios.json';
import { fieldErrors } from '../../../core/test-field-errors';
import { loadScenarios } from '../../../core/scenarios/load';
import { scenarioForces } from '../../../core/scenarios/forces';

/** A copy of the Wilderness file with one change made at a dotted path. */
function edited(path: string, change: (parent: Record<string, unknown>, key: string) => void): unknown {
  const copy: unknown = structuredClone(wilderness);
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], copy);
  change(parent as Record<string, unknown>, last);
  return copy;
}
const set = (path: string, value: unknown) => edited(path, (parent, key) => (parent[key] = value));
const remove = (path: string) => edited(path, (parent, key) => Reflect.deleteProperty(parent, key));

const pathsOf = (json: unknown) => fieldErrors(() => loadScenarios(json)).map((e) => e.path);

describe('loadScenarios with scenarios/wilderness/scenarios.json', () => {
  const file = loadScenarios(wilderness);

  it('validates the file', () => {
    expect(file.game).toBe('wilderness');
    expect(file.scenarios.map((s) => s.id)).toEqual(['1.0', '2.0', '3.0']);
    expect(file.variants.map((v) => v.id)).toEqual(['1.1', '1.2', '1.3', '1.4', '1.5', '1.6']);
  });

  it('lets every May variant be played in Games 1.0 and 3.0 only', () => {
    for (const variant of file.variants) expect(variant.appliesTo).toEqual(['1.0', '3.0']);
  });

  it('reads the fortification placement table for both sides', () => {
    expect(file.fortifications.union.map((f) => [f.hex, f.strength])).toEqual([
      ["Harper's Ferry", 2],
      ['Washington Outer Defenses', 2],
      ['Washington', 5],
      ['Alexandria', 3],
      ['Fort Monroe', 5],
    ]);
    expect(file.fortifications.confederate.map((f) => [f.hex, f.strength])).toEqual([
      ['Richmond, northwest hex', 5],
      ['Richmond, southeast hex', 3],
      ['Petersburg', 2],
    ]);
  });
});

describe('loadScenarios with a broken file', () => {
  const firstUnit = 'scenarios.0.forces.union.0.units.0';

  it('names the path of a field of the wrong type', () => {
    const errors = fieldErrors(() => loadScenarios(set(`${firstUnit}.strength`, '12')));
    expect(errors).toEqual([{ path: `${firstUnit}.strength`, message: expect.stringContaining('printed strength') }]);
  });

  it('names the path of a missing field', () => {
    expect(fieldErrors(() => loadScenarios(remove(`${firstUnit}.name`)))).toEqual([
      { path: `${firstUnit}.name`, message: 'required field of a unit is missing' },
    ]);
  });

  it('wants null, not a missing field, where the game prints no strength', () => {
    expect(pathsOf(remove('scenarios.0.forces.union.0.units.3.strength'))).toEqual(['scenarios.0.forces.union.0.units.3.strength']);
  });

  it('reports every bad field at once', () => {
    const json = edited('scenarios.1.forces.confederate.0.units', (parent, key) => {
      const [valley, early] = parent[key] as Record<string, unknown>[];
      if (valley) valley['movement'] = 0;
      if (early) Reflect.deleteProperty(early, 'type');
    });
    expect(pathsOf(json)).toEqual(['scenarios.1.forces.confederate.0.units.0.movement', 'scenarios.1.forces.confederate.0.units.1.type']);
  });

  it('checks set-ups once the shape of the file is right', () => {
    const json = edited('scenarios.1', (parent, key) => {
      const june = parent[key] as Record<string, unknown>;
      june['turns'] = { first: 30, last: 16 };
      Reflect.deleteProperty(june, 'initialVictoryPoints');
    });
    expect(fieldErrors(() => loadScenarios(json))).toEqual([{ path: 'scenarios.1.turns', message: 'the last game-turn may not come before the first' }]);
    expect(fieldErrors(() => loadScenarios(remove('scenarios.1.initialVictoryPoints')))).toEqual([
      { path: 'scenarios.1.initialVictoryPoints', message: 'required field of a scenario is missing (or give sameSetupAs)' },
    ]);
  });

  it('refuses unknown fields, unit types and change ops', () => {
    expect(pathsOf(set(`${firstUnit}.strenght`, 12))).toEqual([`${firstUnit}.strenght`]);
    expect(pathsOf(set(`${firstUnit}.type`, 'artillery'))).toEqual([`${firstUnit}.type`]);
    expect(pathsOf(set('variants.0.changes.0.op', 'delete-unit'))).toEqual(['variants.0.changes.0.op']);
  });

  it('refuses a file that is not an object', () => {
    expect(fieldErrors(() => loadScenarios(null))).toEqual([{ path: '', message: 'expected a scenario file (an object), got null' }]);
  });

  it('checks that a scenario repeating another set-up names one that exists, and gives none of its own', () => {
    expect(pathsOf(set('scenarios.2.sameSetupAs', '9.0'))).toEqual(['scenarios.2.sameSetupAs']);
    expect(pathsOf(set('scenarios.2.initialVictoryPoints', { union: 0, confederate: 0 }))).toEqual(['scenarios.2.initialVictoryPoints']);
  });

  it('refuses an id used twice in a scenario', () => {
    const errors = fieldErrors(() => loadScenarios(set('scenarios.0.forces.confederate.1.units.0.id', 'c-heth')));
    expect(errors).toEqual([
      { path: 'scenarios.0.forces.confederate.1.units.0.id', message: 'id "c-heth" is already used (at scenarios.0.forces.confederate.0.units.0.id)' },
    ]);
  });

  it('refuses a variant naming a unit or placement the scenario does not have', () => {
    expect(fieldErrors(() => loadScenarios(set('variants.0.changes.0.unitId', 'u-ii')))).toEqual([
      { path: 'variants.0.changes.0.unitId', message: `the scenario's forces have no unit "u-ii" (scenario 1.0)` },
    ]);
    expect(pathsOf(set('variants.2.changes.0.placementId', 'c-nowhere'))).toEqual(['variants.2.changes.0.placementId']);
    expect(pathsOf(set('variants.2.changes.0.side', 'union'))).toEqual(['variants.2.changes.0.side']);
  });

  it('refuses a variant for a scenario the file does not have', () => {
    expect(pathsOf(set('variants.3.appliesTo', ['1.0', '5.0']))).toEqual(['variants.3.appliesTo.1']);
  });

  it('refuses variants whose changes cannot be combined, naming the later one', () => {
    // 1.6 made to change the IX, which 1.1 removes.
    const file = loadScenarios(set('variants.5.changes.0.unitId', 'u-ix'));
    expect(fieldErrors(() => scenarioForces(file, '1.0', ['1.1', '1.6']))).toEqual([
      { path: 'variantIds.1', message: `variant 1.6 cannot be played with 1.1: the scenario's forces have no unit "u-ix"` },
    ]);
  });
});
