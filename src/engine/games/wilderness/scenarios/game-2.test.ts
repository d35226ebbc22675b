import { describe, expect, it } from 'vitest';
import wilderness from '../../../../../scenarios/wilderness/scenarios.json';
import { loadScenarios } from '../../../core/scenarios/load';
import { scenarioForces } from '../../../core/scenarios/forces';
import type { RosterUnit, UnitType } from '../../../core/scenarios/types';

// Expected values are copied from the rules' Game 2.0 page, not from scenarios/wilderness/scenarios.json.
const game = scenarioForces(loadScenarios(wilderness), '2.0');

const of = (side: RosterUnit['side'], type: UnitType) => game.units.filter((u) => u.side === side && u.type === type);
const total = (units: readonly RosterUnit[]) => units.reduce((sum, u) => sum + (u.strength ?? 0), 0);
const at = (side: RosterUnit['side'], placement: string) =>
  game.units.filter((u) => u.side === side && u.placement === placement).map((u) => `${u.name} ${String(u.strength)}-${String(u.movement)}`);

describe('Game 2.0: June scenario, Cold Harbor to Petersburg', () => {
  it('plays game-turns 16 to 30 from 36 Union and 160 Confederate victory points', () => {
    expect(game.turns).toEqual({ first: 16, last: 30 });
    expect(game.initialVictoryPoints).toEqual({ union: 36, confederate: 160 });
  });

  it('gives the Union 7 infantry units of 56 strength points, 3 cavalry, Grant and 4 dummies', () => {
    expect(of('union', 'infantry')).toHaveLength(7);
    expect(total(of('union', 'infantry'))).toBe(10 + 10 + 13 + 8 + 7 + 5 + 3);
    expect(of('union', 'cavalry')).toHaveLength(3);
    expect(of('union', 'leader').map((u) => u.name)).toEqual(['Grant']);
    expect(of('union', 'dummy')).toHaveLength(4);
  });

  it('gives the Confederates 14 infantry units of 43 strength points, 3 cavalry, Early and 3 dummies', () => {
    expect(of('confederate', 'infantry')).toHaveLength(14);
    expect(total(of('confederate', 'infantry'))).toBe(2 + 3 + 3 + 3 + 4 + 4 + 4 + 3 + 3 + 3 + 3 + 3 + 2 + 3);
    expect(of('confederate', 'cavalry')).toHaveLength(3);
    expect(of('confederate', 'leader').map((u) => u.name)).toEqual(['Early']);
    expect(of('confederate', 'dummy')).toHaveLength(3);
  });

  it('places the smaller detachments where the rules say', () => {
    expect(at('union', 'At Bermuda Hundred')).toEqual(['XVIII 5-6']);
    expect(at('union', 'Within three hexes of Winchester')).toEqual(['VIII 3-6']);
    expect(at('confederate', 'Within three hexes of Charlottesville')).toEqual(['Valley 2-6', 'Early null-null', 'Cavalry 1 null-null']);
    expect(at('confederate', 'At Petersburg')).toEqual(['Whiting 3-6']);
    expect(at('confederate', 'At Richmond')).toEqual(['Kershaw 3-6']);
    expect(at('confederate', 'Adjacent to Bermuda Hundred hex')).toEqual(['Colquitt 3-6']);
  });

  it('places the main armies at Cold Harbor unit by unit', () => {
    expect(at('union', 'Within two hexes of Cold Harbor, east of the row of hexes running northwest-southeast through Cold Harbor')).toEqual([
      'V 10-6',
      'VI 10-6',
      'III 13-6',
      'IX 8-6',
      'XI 7-6',
      'Cavalry 1 null-null',
      'Cavalry 2 null-null',
      'Cavalry 3 null-null',
      'Grant null-null',
    ]);
    expect(at('confederate', 'Within two hexes of Cold Harbor, in or west of northwest-southeast row of hexes including Cold Harbor')).toEqual([
      'Heth 4-6',
      'Anderson 4-6',
      'Hoke 4-6',
      'Rodes 3-6',
      'Field 3-6',
      'Wilcox 3-6',
      'Johnson 3-6',
      'Ransom 3-6',
      'Mahone 2-6',
      'Pickett 3-6',
      'Cavalry 2 null-null',
      'Cavalry 3 null-null',
    ]);
  });

  it('gives the initial control of both sides', () => {
    expect(game.initialControl).toEqual({
      union: ['Washington', "Harper's Ferry", 'Winchester'],
      confederate: ['Richmond', 'Petersburg', 'Front Royal', 'Port Royal', 'Strasburg', 'Port Republic'],
    });
  });

  it('has the same fortification units as every game, at their initial strength', () => {
    expect(of('union', 'fortification').map((u) => u.strength)).toEqual([2, 2, 5, 3, 5]);
    expect(of('confederate', 'fortification').map((u) => u.strength)).toEqual([5, 3, 2]);
  });
});
