import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../core/test-field-errors';
import { analyse } from '../../engine';
import { QUAD_CRT, artillery, combat, infantry } from './test-helpers';

const errors = (input: Record<string, unknown>) => fieldErrors(() => analyse(input));
const foe = [infantry('Foe', 2)];

describe('Blue & Grey refuses what the rules forbid, naming the field and the rule', () => {
  it('a Routed attacker (12.23)', () => {
    expect(errors(combat([infantry('Rout', 4, { morale: 'routed' })], foe))).toEqual([{ path: 'attackers.0.morale', message: 'Rout is Routed: Routed units may not attack (12.23)' }]);
  });

  it('a bombardment out of range (9.1, 9.65), and infantry away from the defender', () => {
    expect(errors(combat([artillery('Far', 4, { range: 4, lineOfSight: true })], foe))).toEqual([{ path: 'attackers.0.range', message: 'Far is out of range: artillery bombards at most 3 hexes (9.1)' }]);
    expect(errors(combat([{ name: 'Tyler', type: 'gunboat', strength: 4, range: 7, lineOfSight: true }], foe))).toEqual([{ path: 'attackers.0.range', message: 'Tyler is out of range: gunboats attack at most 6 hexes (9.65)' }]);
    expect(errors(combat([infantry('Inf', 4, { range: 2 })], foe))[0]?.path).toBe('attackers.0.range');
  });

  it('a bombardment without line of sight, or without saying (9.31)', () => {
    expect(errors(combat([artillery('Blind', 4, { range: 2, lineOfSight: false })], foe))).toEqual([{ path: 'attackers.0.lineOfSight', message: 'Blind has no line of sight to the defending hex and may not bombard it (9.31)' }]);
    expect(errors(combat([artillery('Unsaid', 4, { range: 2 })], foe))[0]).toMatchObject({ path: 'attackers.0.lineOfSight', message: expect.stringContaining('9.31') as string });
  });

  it('a bombardment at worse than 1-5 (9.18), even in a combined attack; 1-5 itself is allowed', () => {
    expect(errors(combat([artillery('Gun', 1, { range: 2, lineOfSight: true })], [infantry('Big', 6)]))).toEqual([{ path: 'attackers', message: 'artillery may not bombard at less than 1-5 odds: 1 to 6 is worse (9.18)' }]);
    expect(errors(combat([artillery('Gun', 1, { range: 2, lineOfSight: true }), infantry('Inf', 1)], [infantry('Big', 11)]))[0]?.message).toContain('(9.18)');
    expect(() => analyse(combat([artillery('Gun', 1, { range: 2, lineOfSight: true })], [infantry('Big', 5)]))).not.toThrow();
  });

  it('a night bombardment from a non-adjacent hex (11.24)', () => {
    expect(errors(combat([artillery('Gun', 4, { range: 2, lineOfSight: true })], foe, { night: true }))).toEqual([{ path: 'attackers.0.range', message: 'Gun: artillery may not attack from a non-adjacent hex during a Night Game-Turn (11.24)' }]);
    expect(() => analyse(combat([artillery('Gun', 4, { range: 1 })], foe, { night: true }))).not.toThrow();
  });

  it('a compulsory night attack by day, or by a unit said not to be in an enemy zone (11.21)', () => {
    expect(errors(combat([infantry('Inf', 4, { movedIntoZoc: true })], foe))).toEqual([{ path: 'attackers.0.movedIntoZoc', message: 'Inf: a compulsory night attack is only for a Night Game-Turn (11.21); this combat is by day' }]);
    expect(errors(combat([infantry('Inf', 4, { movedIntoZoc: true, inEnemyZoc: false })], foe, { night: true }))[0]).toMatchObject({ path: 'attackers.0.movedIntoZoc', message: expect.stringContaining('(11.21)') as string });
    expect(() => analyse(combat([infantry('Inf', 4, { movedIntoZoc: true })], foe, { night: true }))).not.toThrow();
  });

  it('a combat before the player has entered a Combat Results Table, or one that does not fit', () => {
    const { charts: _charts, ...without } = combat([infantry('Inf', 4)], foe);
    expect(errors(without)).toEqual([{ path: 'charts.crt', message: expect.stringContaining('this combat reads your Combat Results Table: enter it from your chart sheet first') as string }]);
    const bad = { ...QUAD_CRT, cells: [['Zz', ...(QUAD_CRT.cells[0] ?? []).slice(1)], ...QUAD_CRT.cells.slice(1)] };
    expect(errors(combat([infantry('Inf', 4)], foe, { charts: { crt: bad } }))[0]).toMatchObject({ path: 'charts.crt', message: expect.stringContaining('row 1, column 1-5: "Zz" is not a result') as string });
  });

  it('needs no chart when every defender is retreated before combat (12.34)', () => {
    const a = analyse({ ...combat([infantry('Inf', 4)], [infantry('Rout', 3, { morale: 'routed', routedRetreat: 'retreats' })]), charts: {} });
    expect(a.dicePlan).toEqual([]);
    expect(a.chances.map((c) => c.key)).toEqual(['no-combat']);
  });

  it('other breaches: gunboats attacked (9.66), a non-Routed unit retreated before combat (12.34), artillery bombarding from an enemy-controlled hex (9.41), several hexes bombarded alone (9.13)', () => {
    expect(errors(combat([infantry('Inf', 4)], [{ name: 'Tyler', type: 'gunboat', strength: 4 }]))).toEqual([{ path: 'defenders.0.type', message: 'Tyler: gunboats may never be attacked (9.66)' }]);
    expect(errors(combat([infantry('Inf', 4)], [infantry('Steady', 3, { routedRetreat: 'retreats' })]))[0]?.path).toBe('defenders.0.routedRetreat');
    expect(errors(combat([artillery('Gun', 4, { range: 2, lineOfSight: true, inEnemyZoc: true })], foe))[0]).toMatchObject({ path: 'attackers.0.inEnemyZoc', message: expect.stringContaining('9.41') as string });
    const twoHexes = [infantry('A', 2, { hex: '0812' }), infantry('B', 2, { hex: '0813' })];
    expect(errors(combat([artillery('Gun', 4, { range: 2, lineOfSight: true })], twoHexes))).toEqual([{ path: 'defenders', message: expect.stringContaining('(9.13)') as string }]);
    expect(() => analyse(combat([artillery('Gun', 4, { range: 2, lineOfSight: true }), infantry('Inf', 4)], twoHexes))).not.toThrow();
  });

  it('says what a field must be in its own words', () => {
    expect(errors(combat([infantry('Inf', 0)], foe))).toEqual([{ path: 'attackers.0.strength', message: 'the printed combat strength must be a whole number from 1 to 99' }]);
    expect(errors(combat([infantry('Inf', 4, { terrainHalving: 'swamp' })], foe))[0]?.message).toBe('terrainHalving must be one of "none", "waterObstacle", "terrain"');
    expect(errors({ ...combat([infantry('Inf', 4)], foe), halfRounds: 'sideways' })[0]).toEqual({ path: 'halfRounds', message: 'halfRounds must be one of "up", "down"' });
  });
});
