import { describe, expect, it } from 'vitest';
import { cli } from '../../../../scripts/test-cli';

describe('the command line on a CWBS combat', () => {
  it('resolves a CWBS fire down its whole chain, with the dice named as they are asked for', () => {
    // 4½ fire points, column 3-4: 2 + 2 = 4 → ½, rounded up (4); straggler die 1: none; morale 31 on row 3; Hood 6 + 6: wounded.
    const { code, out, err } = cli(['docs/games/cwbs/fire.json', '--dice', '2,2,4,1,3,1,6,6']);
    expect([code, err]).toEqual([0, '']);
    expect(out).toContain("Civil War Brigade Series, Fire Point Determination Chart");
    expect(out).toContain('Result: 1 casualty, morale: No effect');
    expect(out).toContain('[ ] Hood is wounded.');
    const json = JSON.parse(cli(['docs/games/cwbs/fire.json', '--dice', '2,2,4,1,3,1,6,6', '--json']).out) as { outcome: { effects: unknown } };
    expect(json.outcome.effects).toMatchObject({ kind: 'fire', casualties: 1, stragglers: 0, lowAmmo: false, morale: { result: 'noEffect', row: 3 }, leaders: [{ name: 'Hood', result: 'wounded' }] });
  });
});
