import { describe, expect, it } from 'vitest';
import { outOfReach } from '../../desk/attack-reach';
import { phaseSearch } from '../../desk/phase-search';
import { at, mapOf, unit } from '../../desk/test-map';
import type { UnitRecord } from '../../store/records';
import { EMPTY_CWBS_DRAFT } from './draft';
import { cwbsReach } from './reach';

describe('who may fire in a CWBS phase’s search', () => {
  it('CWBS fire: brigades fire at up to 2 hexes and batteries farther, beyond the next hex only with a line of sight, and a unit whose line is blocked is left out, named, with why', () => {
    const law = unit('Law', 'confederate');
    const { map, units } = mapOf(
      [
        [law, at(4, 2)],
        [unit('Ward', 'union', 'infantry', { fireLevel: 'A' }), at(4, 3)],
        [unit('Brewster', 'union', 'infantry', { fireLevel: 'B' }), at(4, 4)],
        [unit('Carr', 'union', 'infantry', { fireLevel: 'B' }), at(4, 0)],
        [unit('Graham', 'union', 'infantry', { fireLevel: 'B' }), at(4, 5)],
        [unit('Smith', 'union', 'artillery', { gunPoints: 4 }, null), at(4, 7)],
        [unit('Sickles', 'union', 'leader', { rating: 2 }, null), at(4, 3)],
      ],
      { [at(4, 1)]: 'woods' },
    );
    const search = phaseSearch(map, units, 'union', cwbsReach(EMPTY_CWBS_DRAFT, map));
    // Ward next to Law, Brewster 2 hexes off with a clear line, Smith's battery at 5; Graham is 3 hexes
    // off (past small arms' 2), Sickles fires nothing, and woods stand between Carr and Law.
    expect(search.units.map((u) => u.name).sort()).toEqual(['Brewster', 'Smith', 'Ward']);
    expect(search.targets.map((t) => t.defenders)).toEqual([['Law']]);
    expect(search.barred.map((b) => b.unit.name)).toEqual(['Carr']);
    expect(search.barred[0]?.why).toMatch(/^Carr has no line of sight from hex 0501 to hex 0503: woods at level 1, not below the lower end \(level 1\) — hex 0502 \(Civil War Brigade Series, line of sight as the map reads it/);
    expect(search.words).toMatch(/^Fire combat: .* Close combat is not searched/);
    // The smallest force of an attack on Law leaves out the same units, for the same reasons.
    const reach = cwbsReach(EMPTY_CWBS_DRAFT, map);
    const why = (id: string) => outOfReach(reach, map, units.get(id) as UnitRecord, ['Law']);
    expect([why('Ward'), why('Brewster'), why('Smith'), why('Sickles')]).toEqual([undefined, undefined, undefined, undefined]);
    expect(why('Graham')).toBe('Graham stands 3 hexes from the defenders, beyond the 2 hexes it reaches');
    expect(why('Carr')).toBe(search.barred[0]?.why);
    // Close combat and a morale check have no figures in a plan: nobody takes part, and the words say why.
    expect(phaseSearch(map, units, 'union', cwbsReach({ ...EMPTY_CWBS_DRAFT, kind: 'closeCombat' }, map)).units).toEqual([]);
  });
});
