import { describe, expect, it } from 'vitest';
import type { Analysis } from '../../../core/combat';
import { CombatInputError } from '../../../core/errors';
import { add, fraction } from '../../../core/fraction';
import { analyse, resolve } from '../../../engine';

const gcacw = (fields: Record<string, unknown>) => ({ format: 1, game: 'gcacw', ...fields });
const chance = (a: Analysis, label: string) => a.chances.find((c) => c.label === label)?.probability ?? fraction(0);
const sumsToOne = (a: Analysis) => expect(a.chances.reduce((s, c) => add(s, c.probability), fraction(0))).toEqual(fraction(1));

function errorOf(input: unknown): { path: string; message: string } {
  try {
    analyse(input);
  } catch (e) {
    if (e instanceof CombatInputError && e.errors[0]) return e.errors[0];
    throw e;
  }
  throw new Error('expected a CombatInputError');
}

describe('Extended March Table', () => {
  const march = (over: Record<string, unknown>) =>
    gcacw({ kind: 'extendedMarch', title: 'GTC', side: 'confederate', unit: 'infantry', counterSide: 'normal', reaches: 3, strengthMarker: 'organized', ...over });

  it('organized unit reaching Fatigue 3: one die, D on 6', () => {
    const a = analyse(march({}));
    sumsToOne(a);
    expect(chance(a, 'Disorganized')).toEqual(fraction(1, 6));
    expect(a.dicePlan).toEqual(['extended march die']);
  });

  it('adds the cumulative modifiers: exhausted 3→4 +3, wagon +1, other Union +1, heat, supply', () => {
    const a = analyse(march({ side: 'union', unit: 'wagon-train', counterSide: 'exhausted', reaches: 4, strengthMarker: 'disorganized', manpower: 4, heat: true, outOfSupply: true }));
    expect(a.steps.find((s) => s.title === 'Total modifier')?.values?.['total']).toBe(7);
    expect(chance(a, 'Manpower −1')).toEqual(fraction(1));
  });

  it('uses the Union army groups only where the chart names them', () => {
    const total = (over: Record<string, unknown>) => analyse(march({ side: 'union', ...over })).steps.find((s) => s.title === 'Total modifier')?.values?.['total'];
    expect(total({ unit: 'cavalry', unionGroup: 'cavalry' })).toBe(0);
    expect(total({ title: 'SJW', unionGroup: 'garrison' })).toBe(2);
    expect(total({ unionGroup: 'other', reaches: 4 })).toBe(2);
    expect(errorOf(march({ side: 'union' })).path).toBe('unionGroup');
    expect(errorOf(march({ side: 'union', unit: 'cavalry', unionGroup: 'cavalry', title: 'OTR' })).message).toMatch(/HSN, AIO, BAC, RWH, AGA, RTG and GTC only/);
    expect(errorOf(march({ side: 'union', unionGroup: 'garrison' })).message).toMatch(/SJW, HCR, RTG and RWH only/);
    expect(errorOf(march({ unionGroup: 'other' })).path).toBe('unionGroup');
  });

  it('takes AGA\'s 1861 and Retreat March modifiers in AGA only', () => {
    const total = (over: Record<string, unknown>) => analyse(march({ title: 'AGA', ...over })).steps.find((s) => s.title === 'Total modifier')?.values?.['total'];
    expect(total({ aga1861: true })).toBe(1);
    expect(total({ aga1861: true, unit: 'cavalry' })).toBe(-2);
    expect(total({ retreatMarchScenario: 5 })).toBe(-3);
    expect(errorOf(march({ title: 'AGA', retreatMarchScenario: 3 })).path).toBe('retreatMarchScenario');
    expect(errorOf(march({ aga1861: true })).path).toBe('aga1861');
  });

  it('is consulted only at the Fatigue Levels the chart names', () => {
    expect(errorOf(march({ reaches: 2 })).path).toBe('reaches');
    expect(analyse(march({ counterSide: 'exhausted', reaches: 2 })).chances.length).toBeGreaterThan(0);
  });

  it('asks the player for the column whose Manpower range the source lost, and marks it unconfirmed', () => {
    expect(errorOf(march({ strengthMarker: 'disorganized' })).path).toBe('manpower');
    expect(errorOf(march({ strengthMarker: 'disorganized', manpower: 8 })).path).toBe('column');
    const a = analyse(march({ strengthMarker: 'disorganized', manpower: 8, column: 4, reaches: 4, heat: true }));
    expect(a.steps[0]?.values).toMatchObject({ column: 4, unconfirmed: true });
    // +1 (3 → 4) +1 heat: 6 → 8 or more → 3; 5 → 7 → 2; 4 → 6 → 1.
    expect(chance(a, 'Manpower −3')).toEqual(fraction(1, 6));
    expect(chance(a, 'Manpower −2')).toEqual(fraction(1, 6));
    expect(chance(a, 'No effect')).toEqual(fraction(1, 2));
    const r = resolve(march({ strengthMarker: 'disorganized', manpower: 3, reaches: 4 }), { physical: [6] });
    expect(r.outcome.effects).toMatchObject({ result: '1', manpowerLoss: 1 });
  });
});

describe('Random and Strategic Events Tables', () => {
  it('rolls 2d6 and converts by date', () => {
    const may = analyse(gcacw({ kind: 'randomEvents', date: '1864-05-20' }));
    sumsToOne(may);
    expect(chance(may, 'Rain (Current +1)')).toEqual(fraction(3, 36));
    expect(chance(may, 'No Effect')).toEqual(fraction(3 + 5 + 2, 36));
    const june = analyse(gcacw({ kind: 'randomEvents', date: '1864-06-05' }));
    // June 1-12: 3 and 5 become No Effect; 4 becomes Rain (Current).
    expect(chance(june, 'Rain (Current +1)')).toEqual(fraction(1, 36));
    expect(chance(june, 'Rain (Current)')).toEqual(fraction(3, 36));
    expect(chance(june, 'No Effect')).toEqual(fraction(2 + 4 + 5 + 2, 36));
    expect(resolve(gcacw({ kind: 'randomEvents', date: '1864-06-13' }), { physical: [1, 2] }).outcome.label).toBe('Rain (Current +1)');
  });

  it('converts the No Effects of 8 and 11 to Confederate Command Paralysis while Lee is sick', () => {
    const a = analyse(gcacw({ kind: 'randomEvents', date: '1864-05-20', leeSick: true }));
    expect(chance(a, 'Confederate Command Paralysis')).toEqual(fraction(4 + 3 + 5 + 2, 36));
  });

  it('converts Union Artillery Recalled to Leader Falls Ill on May 7 and May 11', () => {
    const other = analyse(gcacw({ kind: 'strategicEvents', date: '1864-05-15' }));
    sumsToOne(other);
    expect(chance(other, 'Union Artillery Recalled')).toEqual(fraction(6, 36));
    const may11 = analyse(gcacw({ kind: 'strategicEvents', date: '1864-05-11' }));
    expect(chance(may11, 'Union Artillery Recalled')).toEqual(fraction(0));
    expect(chance(may11, 'Leader Falls Ill')).toEqual(fraction(4 + 5 + 4 + 6, 36));
  });

  it('refuses dates that are not dates in 1864', () => {
    expect(errorOf(gcacw({ kind: 'randomEvents', date: '1864-13-01' })).path).toBe('date');
    expect(errorOf(gcacw({ kind: 'strategicEvents', date: '1863-05-07' })).message).toMatch(/1864/);
  });
});

describe('Game Ends Table', () => {
  const ends = (date: string, unionLosses: number, confederateLosses: number) => gcacw({ kind: 'gameEnds', date, unionLosses, confederateLosses });

  it('gives the number to beat with the date\'s modifier', () => {
    // Union 50 (49-60), Confederate 30 (25-32): 7. On June 8 (+0) the Union needs 8+: 15/36.
    const a = analyse(ends('1864-06-08', 50, 30));
    sumsToOne(a);
    expect(chance(a, 'The game continues')).toEqual(fraction(15, 36));
    // On May 31 (+3) it needs 5+ on the dice: 30/36.
    expect(chance(analyse(ends('1864-05-31', 50, 30)), 'The game continues')).toEqual(fraction(30, 36));
    expect(chance(analyse(ends('1864-06-04', 50, 30)), 'The game continues')).toEqual(fraction(21, 36));
  });

  it('continues or ends without a roll where the table says so, and ends on June 12', () => {
    expect(analyse(ends('1864-06-08', 10, 80)).chances.map((c) => c.label)).toEqual(['The game continues']);
    expect(analyse(ends('1864-06-08', 160, 10)).chances.map((c) => c.label)).toEqual(['The game ends']);
    expect(analyse(ends('1864-06-12', 0, 200)).chances.map((c) => c.label)).toEqual(['The game ends']);
    expect(errorOf(ends('1864-06-05', 50, 30)).path).toBe('date');
  });
});

describe('movement tables', () => {
  const mp = (over: Record<string, unknown>) => analyse(gcacw({ kind: 'friendlyOccupiedMp', unit: 'infantry', terrain: 'clear', combatValue: 0, ...over })).chances.map((c) => c.label);

  it('MP cost to enter a friendly-occupied hex: the highest penalty, none for cavalry', () => {
    expect(mp({ combatValue: 2.5 })).toEqual(['No MP penalty']);
    expect(mp({ combatValue: 3 })).toEqual(['+1 MP']);
    expect(mp({ combatValue: 11 })).toEqual(['+1 MP']);
    expect(mp({ combatValue: 11.5 })).toEqual(['+2 MP']);
    expect(mp({ combatValue: 5, terrain: 'woods' })).toEqual(['+3 MP']);
    expect(mp({ combatValue: 5, terrain: 'mountain', wagonTrain: true })).toEqual(['+4 MP']);
    expect(mp({ combatValue: 0, terrain: 'hill', wagonTrain: true })).toEqual(['+2 MP']);
    expect(mp({ combatValue: 20, unit: 'cavalry' })).toEqual(['No MP penalty']);
  });

  it('Strategic Movement Allowance', () => {
    const sm = (over: Record<string, unknown>) => analyse(gcacw({ kind: 'strategicMovement', title: 'GTC', side: 'confederate', unit: 'infantry', fatigueLevels: 3, ...over })).chances[0]?.label;
    expect(sm({})).toBe('Movement Allowance 21');
    expect(sm({ commandParalysis: true })).toBe('Movement Allowance 18');
    expect(sm({ side: 'union', unit: 'cavalry', fatigueLevels: 4 })).toBe('Movement Allowance 44');
    expect(sm({ side: 'union', unit: 'wagon-train', fatigueLevels: 2, commandParalysis: true, title: 'AIO' })).toBe('Movement Allowance 8');
    expect(errorOf(gcacw({ kind: 'strategicMovement', title: 'OTR', side: 'union', unit: 'infantry', fatigueLevels: 2 })).message).toMatch(/own Advanced Rules/);
    expect(errorOf(gcacw({ kind: 'strategicMovement', title: 'SJW', side: 'union', unit: 'infantry', fatigueLevels: 2 })).path).toBe('title');
  });
});

describe('Command Radius', () => {
  const radius = (units: unknown[], unit: string, over: Record<string, unknown> = {}) =>
    resolve(gcacw({ kind: 'commandRadius', title: 'GTC', side: 'union', leader: '0,0', unit, board: { units }, ...over }), { physical: [] }).outcome;
  const u = (id: string, at: string, side = 'union', extra: Record<string, unknown> = {}) => ({ id, hex: at, side, combatValue: 4, ...extra });

  it('reaches 3 hexes, 2 in AGA\'s 1861 scenarios', () => {
    expect(radius([u('Sub', '0,3')], '0,3').effects).toMatchObject({ inRadius: true, path: ['0,0', '0,1', '0,2', '0,3'] });
    expect(radius([u('Sub', '0,4')], '0,4').effects['inRadius']).toBe(false);
    expect(radius([u('Sub', '0,3')], '0,3', { title: 'AGA', aga1861: true }).effects['inRadius']).toBe(false);
    expect(errorOf(gcacw({ kind: 'commandRadius', title: 'GTC', side: 'union', leader: '0,0', unit: '0,1', board: { units: [] }, aga1861: true })).path).toBe('aga1861');
  });

  it('goes around enemy units and unoccupied enemy ZOC, but through ZOC a friendly unit occupies', () => {
    // An enemy at 1,1 with ZOC into 0,1 (and 0,2): the straight path is blocked, a detour is longer than 3.
    const enemy = u('Enemy', '1,1', 'confederate', { zoc: ['0,1', '0,2'] });
    expect(radius([u('Sub', '0,3'), enemy], '0,3').effects['inRadius']).toBe(false);
    expect(radius([u('Sub', '0,3'), enemy, u('Friend', '0,1'), u('Friend2', '0,2')], '0,3').effects['inRadius']).toBe(true);
    // The subordinate's own hex may lie in enemy ZOC.
    expect(radius([u('Sub', '0,2'), u('Enemy', '1,2', 'confederate')], '0,2').effects['inRadius']).toBe(true);
  });
});

describe('Cavalry retreat modifiers', () => {
  const cav = (over: Record<string, unknown>) => gcacw({ kind: 'cavalryRetreat', title: 'GTC', side: 'union', units: [{ combatValue: 2, fatigue: 1 }], ...over });
  const total = (over: Record<string, unknown>) => analyse(cav(over)).steps.find((s) => s.title === 'Total cavalry retreat modifier')?.values?.['total'];

  it('totals the confirmed modifiers', () => {
    expect(total({})).toBe(0);
    expect(total({ units: [{ combatValue: 3, fatigue: 0 }] })).toBe(2);
    expect(total({ title: 'OTR', side: 'confederate', units: [{ combatValue: 3, fatigue: 0 }] })).toBe(4);
    expect(total({ title: 'SIV', side: 'confederate', units: [{ combatValue: 2, fatigue: 0 }] })).toBe(2);
    expect(total({ units: [{ combatValue: 2, fatigue: 0, demoralized: 1 }, { combatValue: 1, fatigue: 0, demoralized: 2 }] })).toBe(0);
    expect(total({ units: [{ combatValue: 2, fatigue: 0, outOfSupply: true }] })).toBe(-2);
    expect(total({ title: 'HSN', units: [{ combatValue: 2, fatigue: 0, outOfSupply: true }] })).toBe(0);
    expect(total({ units: [{ combatValue: 0.5, fatigue: 0 }] })).toBe(-4);
    expect(total({ title: 'AGA', side: 'confederate', units: [{ combatValue: 0.5, fatigue: 0 }] })).toBe(-2);
    expect(total({ terrain: { defenderHex: 'mountain', attackFrom: 'clear', hexside: 'creek' } })).toBe(3);
  });

  it('asks for the unconfirmed values and marks them', () => {
    expect(errorOf(cav({ units: [{ combatValue: 2, fatigue: 4 }] })).path).toBe('unconfirmed.fatigue');
    expect(errorOf(cav({ units: [{ combatValue: 1, fatigue: 0 }] })).path).toBe('unconfirmed.smallForce');
    expect(errorOf(cav({ side: 'confederate', units: [{ combatValue: 0.5, fatigue: 0 }] })).path).toBe('unconfirmed.verySmallForce');
    expect(total({ title: 'OTR', side: 'confederate', units: [{ combatValue: 1, fatigue: 0 }] })).toBe(0);
    const a = analyse(cav({ units: [{ combatValue: 1, fatigue: 4 }], unconfirmed: { fatigue: -1, smallForce: -2 } }));
    expect(a.steps.filter((s) => s.values?.['unconfirmed'] === true)).toHaveLength(2);
    expect(a.steps.find((s) => s.title === 'Total cavalry retreat modifier')?.values?.['total']).toBe(-3);
  });

  it('rolls the player\'s base roll when given, marked unconfirmed', () => {
    const a = analyse(cav({ units: [{ combatValue: 3, fatigue: 0 }], baseRoll: { dice: 1, reachAtLeast: 6 } }));
    sumsToOne(a);
    expect(chance(a, 'Reaches 6')).toEqual(fraction(1, 2));
    expect(a.steps.find((s) => s.title === 'Base roll')?.values?.['unconfirmed']).toBe(true);
    expect(analyse(cav({ baseRoll: { dice: 2, reachAtLeast: 7 } })).chances.length).toBe(2);
  });
});

describe('Retreat, through the engine', () => {
  it('ranks the hexes with no dice', () => {
    const r = resolve(
      gcacw({
        kind: 'retreat',
        side: 'confederate',
        retreat: 'rout',
        from: '0,0',
        hexNumber: 1,
        activeEnemy: '0,-1',
        board: { units: [{ id: 'Active', hex: '0,-1', side: 'union', combatValue: 8 }], hexsides: [{ between: ['0,0', '0,1'], features: ['road'] }] },
      }),
      { physical: [] },
    );
    expect(r.outcome.label).toBe('Retreat into 0,1 (loss 0) — Priority 1');
    expect(r.analysis.table?.title).toBe('Retreat Chart 1');
    expect(r.analysis.chances).toHaveLength(1);
    sumsToOne(r.analysis);
  });
});
