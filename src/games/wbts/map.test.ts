import { describe, expect, it } from 'vitest';
import { zocUnits, zones } from '../../map/analysis';
import { placeCounter } from '../../map/edit';
import { PLAIN_MAP } from '../../map/rules';
import { defaultMap } from '../../map/state';
import { WBTS_MAP as wbts } from './map';

describe('zones of control, per game', () => {
  it('War Between the States: units under a fort counter are inside it and exert none; those on top are outside', () => {
    let fort = placeCounter(defaultMap(), { id: 'inside', hex: '0,0', side: 'union', type: 'infantry', strength: 4 });
    fort = placeCounter(fort, { id: 'fort', hex: '0,0', side: 'union', type: 'fortification' });
    expect(zones(fort, wbts).get('union')?.size).toBe(0);
    // Other games read the stack as it stands: the infantry controls its six neighbours.
    expect(zones(fort, PLAIN_MAP).get('union')?.size).toBe(6);
    const outside = placeCounter(fort, { id: 'outside', hex: '0,0', side: 'union', type: 'cavalry', strength: 2 });
    expect(zones(outside, wbts).get('union')?.size).toBe(6);
    expect(zocUnits(outside, wbts).map((u) => u.exertsZoc)).toEqual([false, false, true]);
  });

  it('a fort counter alone exerts none in War Between the States; the other games say nothing of it', () => {
    const fort = placeCounter(defaultMap(), { hex: '0,0', side: 'confederate', type: 'fortification', strength: 3 });
    expect(zones(fort, wbts).get('confederate')?.size).toBe(0);
    expect(zones(fort, PLAIN_MAP).get('confederate')?.size).toBe(6);
  });
});
