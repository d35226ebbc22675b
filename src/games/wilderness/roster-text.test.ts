import { describe, expect, it } from 'vitest';
import { WILDERNESS_DESK } from './rules';
import { type PastedLine, type RosterUnit, parseRoster, rosterText } from '../../desk/roster-text';

const accepted = (lines: readonly PastedLine[]) => lines.flatMap((l) => (l.ok ? [l.unit] : []));
const refused = (lines: readonly PastedLine[]) => lines.flatMap((l) => (l.ok ? [] : [[l.line, l.reason]]));

describe('a Wilderness roster, pasted and written', () => {
  it('refuses a unit whose name is already on the roster on its side, but not on the other side', () => {
    const lines = parseRoster('Cavalry 1, union, cavalry\nCavalry 1, confederate, cavalry', WILDERNESS_DESK, [{ name: 'cavalry 1', side: 'union' }]);
    expect(refused(lines)).toEqual([[1, 'Cavalry 1 (union) is already on the roster']]);
    expect(accepted(lines).map((u) => u.side)).toEqual(['confederate']);
  });

  it('reads a Wilderness roster: strength, supply and entrained, fortifications and leaders', () => {
    const text = 'V Corps, union, infantry, S 12, Sup unsupplied, E yes\nRichmond, confederate, fortification, 3\nGrant, union, leader\nWilcox, confederate, S 0';
    const lines = parseRoster(text, WILDERNESS_DESK);
    expect(accepted(lines)).toEqual([
      { name: 'V Corps', side: 'union', type: 'infantry', strength: 12, state: { supply: 'unsupplied', entrained: true } },
      { name: 'Richmond', side: 'confederate', type: 'fortification', strength: 3, state: {} },
      { name: 'Grant', side: 'union', type: 'leader', strength: null, state: {} },
    ]);
    expect(refused(lines)).toEqual([[4, 'Strength: 0 is not allowed; it must be a whole number from 1 to 99']]);
  });
  it('reads back what it writes', () => {
    const units: RosterUnit[] = [
      { name: 'V', side: 'union', type: 'infantry', strength: 12, state: { supply: 'isolated', entrained: false } },
      { name: 'Fort "A"', side: 'confederate', type: 'fortification', strength: 3, state: {} },
      { name: 'Dummy', side: 'confederate', type: 'dummy', strength: null, state: {} },
    ];
    expect(accepted(parseRoster(rosterText(units, WILDERNESS_DESK), WILDERNESS_DESK))).toEqual(units);
  });
});
