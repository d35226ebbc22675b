import { describe, expect, it } from 'vitest';
import { hex } from '../../engine/hex/hex';
import { ringed } from '../../desk/test-map';
import { flankAgainst, retreatRanking } from './board';

/** A counter's id as the map makes them up: "c1", "c2", … */
const COUNTER_ID = /\bc\d+\b/;

describe('the GCACW board names counters, never by their ids', () => {
  it('explains GCACW flank cover and a retreat with the counters’ names', () => {
    const map = ringed();
    const heth = map.counters[0]?.id ?? '';
    const flank = flankAgainst(map, heth, { zoc: {}, rain: false });
    if (!flank.ok) throw new Error(flank.message);
    const words = flank.result.steps.map((s) => s.detail).join(' ');
    expect(words).toContain('occupied by Union infantry 6');
    expect(words).toContain('Wilcox, an undemoralized unit friendly to the defender');
    expect(words).not.toMatch(COUNTER_ID);
    const retreat = retreatRanking(map, heth, { zoc: {}, kind: 'retreat', activeEnemy: hex(0, -1) });
    expect(retreat.ok && JSON.stringify(retreat.result)).not.toMatch(COUNTER_ID);
  });
});
