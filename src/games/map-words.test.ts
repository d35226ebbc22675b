import { describe, expect, it } from 'vitest';
import type { Sides } from '../desk/rules';
import { placeUnit } from '../desk/map-links';
import { ringed } from '../desk/test-map';
import { counterNames } from '../map/describe';
import { placeCounter } from '../map/edit';
import type { UnitRecord } from '../store/records';
import { GAME_PLUGINS } from '.';

/** A counter's id as the map makes them up: "c1", "c2", … */
const COUNTER_ID = /\bc\d+\b/;

describe('the map names counters, never by their ids', () => {
  it('names each counter by its label or what it is, told apart by hex and then by number where names repeat', () => {
    let map = ringed();
    map = placeCounter(map, { hex: '0,-1', side: 'union', type: 'infantry', strength: 6 });
    expect([...counterNames(map).values()]).toEqual([
      'Heth',
      'Union infantry 6 in 0,-1 (1)',
      'Union infantry 6 in 0,1',
      'Gregg',
      'Wilcox',
      'Union infantry 6 in 0,-1 (2)',
    ]);
  });

  it('names no counter id in any game’s claims about the combat on the desk', async () => {
    for (const [game, load] of Object.entries(GAME_PLUGINS)) {
      const desk = (await load.rules()).desk;
      if (!desk) continue;
      const units = new Map(desk.example.units.map((u) => [u.id, { ...u, gameId: 'g' } as UnitRecord]));
      const draft = desk.example.draft as Sides;
      let map = ringed();
      for (const id of draft.defenders) map = placeUnit(map, units.get(id) as UnitRecord, 'defender', draft);
      for (const id of draft.attackers) map = placeUnit(map, units.get(id) as UnitRecord, 'attacker', draft);
      const claims = desk.claims(map, draft, units);
      for (const c of claims) expect(`${c.text} ${c.reason}`, game).not.toMatch(COUNTER_ID);
    }
  });
});
