import { describe, expect, it } from 'vitest';
import { neighbour, neighbours } from './direction';
import { hex, hexKey } from './hex';
import { hexsideBetween } from './hexside';
import type { HexMap } from './terrain';
import { type ZocRules, type ZocUnit, zoneOfControl, zonesOfControl } from './zoc';

const here = hex(4, 4);
const north = neighbour(here, 0);
const southEast = neighbour(here, 2);
const south = neighbour(here, 3);
const unit: ZocUnit = { id: 'u1', side: 'union', hex: here, exertsZoc: true };
const keys = (hexes: readonly { q: number; r: number }[]): string[] => hexes.map(hexKey).sort();

const map: HexMap = {
  terrain: { [hexKey(south)]: 'mountain' },
  hexsides: {
    [hexsideBetween(here, north)]: ['river'],
    [hexsideBetween(here, southEast)]: ['river', 'bridge'],
  },
};

describe('zones of control', () => {
  it('reach the six neighbours when the game has no exceptions', () => {
    expect(keys(zoneOfControl(unit, map, {}))).toEqual(keys(neighbours(here)));
  });

  it('are empty for a unit that exerts none', () => {
    expect(zoneOfControl({ ...unit, exertsZoc: false }, map, {})).toEqual([]);
  });

  it('stop at blocking hexsides, except where another feature lets them across', () => {
    const rules: ZocRules = { blockedByHexsides: ['river'] };
    expect(keys(zoneOfControl(unit, map, rules))).toEqual(keys(neighbours(here).filter((n) => hexKey(n) !== hexKey(north) && hexKey(n) !== hexKey(southEast))));
    const bridged: ZocRules = { blockedByHexsides: ['river'], exceptAcross: ['bridge'] };
    expect(keys(zoneOfControl(unit, map, bridged))).toEqual(keys(neighbours(here).filter((n) => hexKey(n) !== hexKey(north))));
  });

  it('do not extend into excluded terrain', () => {
    expect(zoneOfControl(unit, map, { notIntoTerrain: ['mountain'] }).map(hexKey)).not.toContain(hexKey(south));
    expect(zoneOfControl(unit, map, { notIntoTerrain: ['swamp'] })).toHaveLength(6);
  });

  it('are gathered per side, overlapping zones merged', () => {
    const units: ZocUnit<'union' | 'confederate'>[] = [
      { id: 'u1', side: 'union', hex: hex(0, 0), exertsZoc: true },
      { id: 'u2', side: 'union', hex: hex(1, 0), exertsZoc: true },
      { id: 'c1', side: 'confederate', hex: hex(5, 5), exertsZoc: true },
      { id: 'g1', side: 'union', hex: hex(9, 9), exertsZoc: false },
    ];
    const zones = zonesOfControl(units, {}, {});
    // Two adjacent hexes: each controls the other, and they share two neighbours: 6 + 6 − 2 = 10.
    expect(zones.get('union')?.size).toBe(10);
    expect(zones.get('union')?.has('9,8')).toBe(false);
    expect(zones.get('confederate')?.size).toBe(6);
  });
});
