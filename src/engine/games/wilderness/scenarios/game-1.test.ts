import { describe, expect, it } from 'vitest';
import wilderness from '../../../../../scenarios/wilderness/scenarios.json';
import { loadScenarios } from '../../../core/scenarios/load';
import { scenarioForces } from '../../../core/scenarios/forces';
import type { RosterUnit } from '../../../core/scenarios/types';

// Expected values are copied from the rules' scenario pages, not from scenarios/wilderness/scenarios.json.
const file = loadScenarios(wilderness);

type Row = [name: string, type: RosterUnit['type'], strength: number | null, movement: number | null, placement: string];
const row = (u: RosterUnit): Row => [u.name, u.type, u.strength, u.movement, u.placement];
const rows = (units: readonly RosterUnit[], side: RosterUnit['side']) => units.filter((u) => u.side === side).map(row);

const CULPEPPER = 'Within two hexes of Culpepper Court House';
const UNION_ANY = 'In any of the above locations';
const RAPIDAN = 'Within four hexes of Rapidan Station and south of the Rapidan River';
const RICHMOND_AREA = 'Within Richmond/Petersburg Command Control area';

const GAME_1_UNION: Row[] = [
  ['V', 'infantry', 12, 6, CULPEPPER],
  ['VI', 'infantry', 12, 6, CULPEPPER],
  ['III', 'infantry', 15, 6, CULPEPPER],
  ['Grant', 'leader', null, null, CULPEPPER],
  ['Cavalry 1', 'cavalry', null, null, CULPEPPER],
  ['Cavalry 2', 'cavalry', null, null, CULPEPPER],
  ['Cavalry 3', 'cavalry', null, null, CULPEPPER],
  ['IX', 'infantry', 10, 6, 'At Warrington Junction'],
  ['XI', 'infantry', 8, 6, 'At Yorktown'],
  ['XVIII', 'infantry', 8, 6, 'At Fort Monroe'],
  ['VIII', 'infantry', 5, 6, 'At Winchester'],
  ['Dummy 1', 'dummy', null, null, UNION_ANY],
  ['Dummy 2', 'dummy', null, null, UNION_ANY],
  ['Dummy 3', 'dummy', null, null, UNION_ANY],
  ['Dummy 4', 'dummy', null, null, UNION_ANY],
  ["Harper's Ferry", 'fortification', 2, null, "Harper's Ferry"],
  ['Washington Outer Defenses', 'fortification', 2, null, 'Washington Outer Defenses'],
  ['Washington', 'fortification', 5, null, 'Washington'],
  ['Alexandria', 'fortification', 3, null, 'Alexandria'],
  ['Fort Monroe', 'fortification', 5, null, 'Fort Monroe'],
];

const GAME_1_CONFEDERATE: Row[] = [
  ['Heth', 'infantry', 5, 6, RAPIDAN],
  ['Anderson', 'infantry', 5, 6, RAPIDAN],
  ['Rodes', 'infantry', 4, 6, RAPIDAN],
  ['Field', 'infantry', 4, 6, RAPIDAN],
  ['Wilcox', 'infantry', 4, 6, RAPIDAN],
  ['Mahone', 'infantry', 3, 6, RAPIDAN],
  ['Lee', 'leader', null, null, RAPIDAN],
  ['Early', 'leader', null, null, RAPIDAN],
  ['Johnson', 'infantry', 4, 6, 'At Mechanicsburg'],
  ['Ransom', 'infantry', 4, 6, 'At Mechanicsburg'],
  ['Cavalry 1', 'cavalry', null, null, 'At Fredericksburg'],
  ['Cavalry 2', 'cavalry', null, null, 'At Fredericksburg'],
  ['Cavalry 3', 'cavalry', null, null, 'At Fredericksburg'],
  ['Kershaw', 'infantry', 3, 6, 'At Norfolk'],
  ['Pickett', 'infantry', 3, 6, 'At Williamsburg'],
  ['Hoke', 'infantry', 4, 6, RICHMOND_AREA],
  ['Colquitt', 'infantry', 3, 6, RICHMOND_AREA],
  ['Whiting', 'infantry', 3, 6, RICHMOND_AREA],
  ['Dummy 1', 'dummy', null, null, 'In any of the above locations'],
  ['Dummy 2', 'dummy', null, null, 'In any of the above locations'],
  ['Dummy 3', 'dummy', null, null, 'In any of the above locations'],
  ['Richmond, northwest hex', 'fortification', 5, null, 'Richmond, northwest hex'],
  ['Richmond, southeast hex', 'fortification', 3, null, 'Richmond, southeast hex'],
  ['Petersburg', 'fortification', 2, null, 'Petersburg'],
];

describe('Game 1.0: May scenarios, Wilderness to Cold Harbor', () => {
  const game = scenarioForces(file, '1.0');

  it('sets up the Union forces unit by unit', () => {
    expect(rows(game.units, 'union')).toEqual(GAME_1_UNION);
  });

  it('sets up the Confederate forces unit by unit', () => {
    expect(rows(game.units, 'confederate')).toEqual(GAME_1_CONFEDERATE);
  });

  it('plays game-turns 1 to 15 with no initial victory points and no rule notes', () => {
    expect(game.turns).toEqual({ first: 1, last: 15 });
    expect(game.initialVictoryPoints).toEqual({ union: 0, confederate: 0 });
    expect(game.notes).toEqual([]);
  });

  it('gives the initial control of both sides', () => {
    expect(game.initialControl).toEqual({
      union: ['Washington', 'Winchester', "Harper's Ferry"],
      confederate: ['Richmond', 'Petersburg', 'Front Royal', 'Port Royal', 'Strasburg', 'Port Republic'],
    });
  });

  it('gives every counter an id unique in the scenario', () => {
    const ids = game.units.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives a formation the same id in the June scenario', () => {
    const june = scenarioForces(file, '2.0').units.filter((u) => u.type !== 'dummy');
    const shared = june.flatMap((u) => game.units.filter((may) => may.side === u.side && may.name === u.name).map((may) => [may.id, u.id]));
    expect(shared.length).toBeGreaterThan(20);
    for (const [mayId, juneId] of shared) expect(juneId).toBe(mayId);
  });
});

describe('Game 3.0: the campaign game', () => {
  const campaign = scenarioForces(file, '3.0');
  const may = scenarioForces(file, '1.0');

  it('has the forces, control and victory points of Game 1.0 over game-turns 1 to 30', () => {
    expect(campaign.units).toEqual(may.units);
    expect(campaign.initialControl).toEqual(may.initialControl);
    expect(campaign.initialVictoryPoints).toEqual({ union: 0, confederate: 0 });
    expect(campaign.turns).toEqual({ first: 1, last: 30 });
  });

  it('says that its set-up is that of Game 1.0', () => {
    expect(file.scenarios.find((s) => s.id === '3.0')?.sameSetupAs).toBe('1.0');
  });

  it('may be played with any of the May variants', () => {
    const all = ['1.1', '1.2', '1.3', '1.4', '1.5', '1.6'];
    const withVariants = scenarioForces(file, '3.0', all);
    const mayWithVariants = scenarioForces(file, '1.0', all);
    expect(withVariants.units).toEqual(mayWithVariants.units);
    expect(withVariants.initialVictoryPoints).toEqual(mayWithVariants.initialVictoryPoints);
    expect(withVariants.notes).toEqual(mayWithVariants.notes);
  });
});
