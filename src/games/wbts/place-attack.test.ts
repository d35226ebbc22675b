import { describe, expect, it } from 'vitest';
import { placeCounter } from '../../map/edit';
import { type MapState, defaultMap } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import type { WbtsDraft } from './draft';
import { rules as gameRules } from './index';
import { TWO_HEXES, placeWbtsAttack } from './place-attack';

const desk = gameRules.desk;
if (!desk) throw new Error('the War Between the States plug-in has a desk');
const units = new Map(desk.example.units.map((u) => [u.id, { ...u, gameId: 'g' } as UnitRecord]));
const draft: WbtsDraft = desk.example.draft;

/** The example's attacking troops (HQ troops, the 6-3, J.Johnston's corps) and Lee, on the map where given. */
function mapWith(hexes: Readonly<Record<string, string>>): MapState {
  let map = defaultMap();
  for (const [id, hex] of Object.entries(hexes)) map = placeCounter(map, { hex, side: 'confederate', type: 'infantry', unitId: id });
  return map;
}

describe('a War Between the States attack placed from the map', () => {
  it('attacks from the hexes its troops stand in: the second hex’s troops attack from the second hex, Lee wherever he stands', () => {
    const placed = placeWbtsAttack(draft, mapWith({ lee: '2,1', hq: '0,-1', 'six-three': '0,-1', 'johnston-corps': '1,-1' }), units);
    expect(placed).toEqual({ ...draft, secondHex: ['johnston-corps'] });
    expect(placeWbtsAttack(draft, mapWith({ hq: '1,-1', 'six-three': '1,-1', 'johnston-corps': '1,-1' }), units)).toEqual({ ...draft, secondHex: [] });
  });

  it('takes the desk’s chits at most what each leader of the attack allows, and the defender’s leader as the one in the hex attacked', () => {
    const map = mapWith({ hq: '1,-1' });
    expect(draft.chits).toEqual({ attacker: 2, defender: 1 });
    expect(placeWbtsAttack(draft, map, units)).toMatchObject({ chits: { attacker: 2, defender: 1 }, defendingLeader: 'porter' });
    // Porter is not in this hex: its defenders have no leader, whose chit is 0.
    expect(placeWbtsAttack({ ...draft, defenders: ['porter-corps'] }, map, units)).toMatchObject({ chits: { attacker: 2, defender: 0 }, defendingLeader: null });
    const other = { ...(units.get('porter') as UnitRecord), id: 'warren', name: 'Warren' };
    expect(placeWbtsAttack({ ...draft, defenders: ['warren', 'porter-corps'] }, map, new Map([...units, ['warren', other]]))).toMatchObject({ defendingLeader: 'warren' });
    // No chits picked on the desk: each attack is weighed at the most its leaders allow.
    expect(placeWbtsAttack({ ...draft, chits: null }, map, units)).toMatchObject({ chits: null });
  });

  it('refuses an attack from three hexes, or from two that are not next to each other, or from two in a kind made from one', () => {
    expect(placeWbtsAttack(draft, mapWith({ hq: '0,-1', 'six-three': '1,-1', 'johnston-corps': '1,0' }), units)).toEqual({ refused: TWO_HEXES });
    expect(placeWbtsAttack(draft, mapWith({ hq: '0,-1', 'six-three': '0,-1', 'johnston-corps': '1,0' }), units)).toEqual({ refused: TWO_HEXES });
    expect(placeWbtsAttack({ ...draft, kind: 'attackFromMarch' }, mapWith({ hq: '0,-1', 'six-three': '0,-1', 'johnston-corps': '1,-1' }), units)).toEqual({ refused: TWO_HEXES });
  });
});
