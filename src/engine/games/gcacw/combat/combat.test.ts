import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { enumerate } from '../../../core/distribution';
import { CombatInputError } from '../../../core/errors';
import { add, fraction } from '../../../core/fraction';
import { analyse, resolve } from '../../../engine';
import { gcacwGame } from '../index';
import { gcacwSchema } from '../schema/index';
import { attackerColumn, defenderColumn } from './chart';

const unit = (combatValue: number, artillery = 0, tactical = 2, extra: Record<string, unknown> = {}) => ({ combatValue, artillery, tactical, ...extra });

function combat(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: 1,
    game: 'gcacw',
    kind: 'combat',
    title: 'OTR',
    attack: 'normal',
    attacker: { side: 'union', units: [unit(8, 2, 3)] },
    defender: { units: [unit(4, 1, 2)] },
    terrain: { defenderHex: 'woods' },
    ...over,
  };
}

const total = (chances: readonly { probability: { num: number; den: number } }[]) => chances.reduce((s, c) => add(s, c.probability), fraction(0));

function errorOf(input: unknown): CombatInputError {
  try {
    analyse(input);
  } catch (e) {
    if (e instanceof CombatInputError) return e;
    throw e;
  }
  throw new Error('expected a CombatInputError');
}

describe('Combat Chart columns', () => {
  it('rounds a value between columns up by ½ into the right-hand column, at every boundary', () => {
    // Each column's last whole value, then that value plus ½, which belongs to the next column.
    const defenderTops = [3, 6, 11, 18, 26, 37, 49];
    defenderTops.forEach((top, i) => {
      expect(defenderColumn(top), `defender ${top}`).toBe(i);
      expect(defenderColumn(top + 0.5), `defender ${top + 0.5}`).toBe(i + 1);
      expect(defenderColumn(top + 1), `defender ${top + 1}`).toBe(i + 1);
    });
    const attackerTops = [3, 6, 11, 18, 26, 37, 49, 59, 69];
    attackerTops.forEach((top, i) => {
      expect(attackerColumn(top), `attacker ${top}`).toBe(i);
      expect(attackerColumn(top + 0.5), `attacker ${top + 0.5}`).toBe(i + 1);
      expect(attackerColumn(top + 1), `attacker ${top + 1}`).toBe(i + 1);
    });
    expect([0.5, 1, 2.5, 200].map(defenderColumn)).toEqual([0, 0, 0, 7]);
    expect([0.5, 1, 2.5, 200].map(attackerColumn)).toEqual([0, 0, 0, 9]);
  });
});

describe('a GCACW combat', () => {
  it('lists every modifier with its source, and the chart row formula', () => {
    const a = analyse(combat({ rain: true, flanksRefused: 1, terrain: { defenderHex: 'hill', attackFrom: 'clear', hexside: 'creek', ridge: 'up' } }));
    const byTitle = Object.fromEntries(a.steps.map((s) => [s.title, s]));
    expect(byTitle['Ratio modifier']?.values?.['value']).toBe(1);
    expect(byTitle['Ratio modifier']?.source).toEqual({ game: 'gcacw', ref: 'Ratio Chart' });
    expect(byTitle['Attack type: Normal']?.values?.['value']).toBe(0);
    expect(byTitle['Tactical modifier']?.values?.['value']).toBe(1);
    expect(byTitle['Rain turn']?.values?.['value']).toBe(-1);
    expect(byTitle["Defender's flanks refused"]?.values?.['value']).toBe(1);
    expect(byTitle['Defending across a creek']?.values?.['value']).toBe(2);
    expect(byTitle['Attack up a ridge']?.values?.['value']).toBe(2);
    expect(byTitle['Defending in a hill hex']?.values?.['value']).toBe(1);
    expect(byTitle['Defending in a hill hex']?.source.ref).toBe("Combat Chart, defender's die roll modifiers (7.4)");
    expect(byTitle['Artillery modifier']?.source.ref).toBe('Artillery Modifier Summary');
    // Attacker +1 ratio, +1 tactical, −1 rain, +1 flanks refused, +0 artillery (rough/hill, +1) = +2; defender +5.
    expect(byTitle['Chart row']?.values).toMatchObject({ attackerModifier: 2, defenderModifier: 5, net: -3 });
    expect(total(a.chances)).toEqual(fraction(1));
  });

  it('applies the mountain and hill exceptions', () => {
    const value = (terrain: Record<string, unknown>, title: string) =>
      analyse(combat({ terrain })).steps.find((s) => s.title === title)?.values?.['value'];
    expect(value({ defenderHex: 'mountain', attackFrom: 'clear' }, 'Defending in a mountain hex')).toBe(2);
    expect(value({ defenderHex: 'mountain', attackFrom: 'mountain' }, 'Defending in a mountain hex')).toBe(1);
    expect(value({ defenderHex: 'mountain', ridge: 'down' }, 'Defending in a mountain hex')).toBe(1);
    expect(value({ defenderHex: 'hill', attackFrom: 'hill' }, 'Defending in a hill hex')).toBe(0);
    expect(value({ defenderHex: 'hill', attackFrom: 'mountain' }, 'Defending in a hill hex')).toBe(0);
    expect(value({ defenderHex: 'woods', hexside: 'ford' }, 'Defending across a bridge, dam, ferry or ford')).toBe(2);
    expect(value({ defenderHex: 'woods', hexside: 'creek' }, 'Defending across a creek')).toBe(1);
  });

  it('takes −1 for the defender when Demoralized-2 units make up at least half its Combat Value', () => {
    const d2 = (units: unknown[]) => analyse(combat({ defender: { units } })).steps.find((s) => s.title === 'Demoralized-2 defenders')?.values?.['value'];
    expect(d2([unit(3, 0, 1, { demoralized: 2 }), unit(3, 0, 1)])).toBe(-1);
    expect(d2([unit(3, 0, 1, { demoralized: 2 }), unit(3.5, 0, 1)])).toBeUndefined();
  });

  it('counts entrenchment in the ratio and the artillery differential but not in the chart column', () => {
    const a = analyse(combat({ defender: { units: [unit(6, 1, 2)], entrenched: { combatValue: 12, artillery: 3 } }, terrain: { defenderHex: 'clear' } }));
    const detail = (t: string) => a.steps.find((s) => s.title === t)?.detail ?? '';
    expect(detail('Combat Chart columns')).toMatch(/defender's Combat Value 6 .* column 4-6/);
    expect(a.steps.find((s) => s.title === 'Ratio modifier')?.values?.['value']).toBe(-1);
    expect(detail('Artillery modifier')).toMatch(/2 − 3 \(counting entrenchment\) = −1/);
  });

  it('includes the artillery sub-roll as a real die: dice plan, distribution and physical dice', () => {
    const input = combat({ attacker: { side: 'union', units: [unit(8, 9, 3)] }, defender: { units: [unit(4, 1, 2)] }, terrain: { defenderHex: 'clear' } });
    const a = analyse(input);
    expect(a.dicePlan).toEqual(['artillery sub-roll (even or odd)', "attacker's combat die", "defender's combat die"]);
    expect(total(a.chances)).toEqual(fraction(1));
    // Rows −2 (odd sub-roll, dice 1 and 6) to +9 (even, dice 6 and 1).
    expect(a.table?.reachableRows).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    // Attacker +1 ratio, +1 tactical; artillery +2 (even) or +1 (odd). Sub-roll 2 (even), dice 1 and 1: row +4.
    const even = resolve(input, { physical: [2, 1, 1] });
    expect(even.outcome.effects['row']).toBe(4);
    expect(even.outcome.label).toBe('Defender 1DR, attacker fa');
    const odd = resolve(input, { physical: [3, 1, 1] });
    expect(odd.outcome.effects['row']).toBe(3);
    expect(odd.dice.map((d) => d.purpose)).toEqual(a.dicePlan);
  });

  it('gives the exact distribution: every path of the dice tree weighted once', () => {
    const input = combat({ attacker: { side: 'union', units: [unit(8, 9, 3)] }, defender: { units: [unit(4, 1, 2)] }, terrain: { defenderHex: 'clear' } });
    const counts = new Map<string, number>();
    for (let s = 1; s <= 6; s++)
      for (let a = 1; a <= 6; a++)
        for (let d = 1; d <= 6; d++) {
          const label = resolve(input, { physical: [s, a, d] }).outcome.label;
          counts.set(label, (counts.get(label) ?? 0) + 1);
        }
    const chances = analyse(input).chances;
    expect(chances.length).toBe(counts.size);
    for (const c of chances) expect(c.probability).toEqual(fraction(counts.get(c.label) ?? -1, 216));
  });

  it('holds the row to the end rows and shows only the rows the dice can reach', () => {
    const strong = combat({ attacker: { side: 'union', units: [unit(70, 0, 9)] }, defender: { units: [unit(0.5, 0, 0)] } });
    const a = analyse(strong);
    expect(a.chances).toHaveLength(1);
    expect(a.chances[0]?.label).toBe('Defender 3DR*, attacker 1a');
    expect(a.table?.reachableRows).toEqual([18]);
    expect(a.table?.columns).toEqual(["Defender's result (Combat Value ½-3)", "Attacker's result (Combat Value 70+)"]);
    const plain = analyse(combat());
    expect(plain.table?.reachableRows).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('gives the highlights exactly', () => {
    // Attacker 8 (column 7-11) against 4 (column 4-6): ratio +1, tactical +1, artillery 0 in woods,
    // so row = dice difference + 2, rows −3 to +7 weighted 1 2 3 4 5 6 5 4 3 2 1 (of 36).
    // Defender: - f F D D Dr Dr 1DR 2DR 2DR 2DR; attacker: 2D 2D 1D 1D 1D 1Da Fa fa Ea a a.
    const a = analyse(combat());
    expect(Object.fromEntries(a.highlights.map((h) => [h.label, h.probability]))).toEqual({
      'Defender retreats or routs': fraction(6 + 5 + 4 + 3 + 2 + 1, 36),
      'Defender routs (R or R*)': fraction(4 + 3 + 2 + 1, 36),
      'Defender loses any Manpower': fraction(4 + 3 + 2 + 1, 36),
      'Defender disorganized (D)': fraction(4 + 5 + 6 + 5 + 4 + 3 + 2 + 1, 36),
      'Attacker loses any Manpower': fraction(1 + 2 + 3 + 4 + 5 + 6, 36),
      'Attacker loses 2 or more Manpower': fraction(1 + 2, 36),
      'Attacker may advance': fraction(6 + 5 + 4 + 3 + 2 + 1, 36),
    });
    expect(a.chances.find((c) => c.key === 'Dr|Fa')?.probability).toEqual(fraction(5, 36));
  });

  it('gives the same distribution directly as by walking every die of its own roll', () => {
    const cases = [
      combat(),
      combat({ attacker: { side: 'union', units: [unit(8, 9, 3)] }, terrain: { defenderHex: 'clear' } }),
      combat({ attacker: { side: 'union', units: [unit(8, 6, 3)] }, terrain: { defenderHex: 'rolling' } }),
      combat({ attacker: { side: 'union', units: [unit(8, 0, 3)] }, defender: { units: [unit(4, 2, 2)] }, terrain: { defenderHex: 'hill', attackFrom: 'clear' } }),
      combat({ attacker: { side: 'union', units: [unit(60, 9, 4)] }, defender: { units: [unit(1, 0, 0)] }, terrain: { defenderHex: 'clear' } }),
      combat({ attack: 'column-of-route', rain: true, attacker: { side: 'union', units: [unit(1, 0, 0)] }, defender: { units: [unit(40, 3, 4)] }, terrain: { defenderHex: 'mountain', attackFrom: 'clear', hexside: 'ford' } }),
    ];
    for (const c of cases) {
      const { format: _f, game: _g, ...rest } = c;
      const prepared = gcacwGame.prepare(v.parse(gcacwSchema, rest));
      const probabilities = (d: { total: number; outcomes: readonly { value: { key: string }; weight: number }[] }) =>
        Object.fromEntries(d.outcomes.map((o) => [o.value.key, fraction(o.weight, d.total)]));
      const direct = prepared.distribution?.();
      expect(direct).toBeDefined();
      if (direct) expect(probabilities(direct)).toEqual(probabilities(enumerate((dice) => prepared.roll(dice), (o) => o.key)));
    }
  });

  it('spells out each unit\'s new state when its state is given', () => {
    const input = combat({
      attacker: { side: 'union', units: [unit(8, 2, 3, { id: 'Hancock', manpower: 8, fatigue: 3, disorganized: false })] },
      defender: { units: [unit(4, 1, 2, { id: 'Heth', manpower: 4, fatigue: 1, disorganized: false, demoralized: 2 })] },
    });
    // Attacker +2 (ratio +1, tactical +1, artillery 0 in woods), defender −1 (all Demoralized-2):
    // dice 6 and 1 give row +8, 2DR*; already Demoralized-2, the defender loses 1 more.
    const r = resolve(input, { physical: [6, 1] });
    expect(r.outcome.label).toBe('Defender 2DR*, attacker a');
    const def = r.outcome.effects['defender'] as { units: { after: unknown; changes: string[] }[] };
    expect(def.units[0]?.after).toEqual({ manpower: 1, fatigue: 4, disorganized: true, demoralized: 2 });
    expect(r.outcome.checklist).toContain('Attacker: may advance after combat.');
  });

  it('accepts game-specific modifiers in their own titles, and marks entered unknown values unconfirmed', () => {
    const a = analyse(combat({ title: 'SLB', attack: 'assault', gameSpecific: { attacker: { leaderAssaultBonus: 'Jackson', cavalryCharge: true, surpriseAttack: { modifier: 2 }, hookerLosesConfidence: true } } }));
    const step = (t: string) => a.steps.find((s) => s.title === t);
    expect(step('Assault bonus from Jackson')?.values?.['value']).toBe(1);
    expect(step('Assault bonus from Jackson')?.source.ref).toBe('Combat Chart, game-specific modifiers (SLB)');
    expect(step('Cavalry charge')?.values?.['value']).toBe(1);
    expect(step('Hooker Loses Confidence')?.values?.['value']).toBe(-1);
    expect(step('Surprise attack')?.values).toEqual({ value: 2, unconfirmed: true });
    expect(step('Surprise attack')?.detail).toMatch(/unconfirmed/);
    const gunboat = analyse(combat({ title: 'GTC', gameSpecific: { defender: { gunboat: 2 } } }));
    expect(gunboat.steps.find((s) => s.title === 'Gunboat defensive support')?.values?.['value']).toBe(2);
  });

  it('computes the flank bonus from a board', () => {
    const a = analyse(
      combat({
        flank: {
          from: 'board',
          defenderHex: '0,0',
          board: { units: [{ id: 'A', hex: '0,-1', side: 'union', combatValue: 8, attacking: true }, { id: 'B', hex: '0,1', side: 'union', combatValue: 4 }] },
        },
      }),
    );
    expect(a.steps.find((s) => s.title === 'Flank attack bonus')?.values?.['value']).toBe(4);
    expect(a.steps.find((s) => s.title === 'Final flank bonus')?.values?.['final']).toBe(4);
  });
});

describe('bad combat descriptions', () => {
  it('refuses a Combat Value of 0 or less, naming the path', () => {
    const e = errorOf(combat({ attacker: { side: 'union', units: [unit(0)] } }));
    expect(e.errors[0]?.path).toBe('attacker.units.0.combatValue');
    expect(e.errors[0]?.message).toMatch(/½ or more/);
    expect(errorOf(combat({ defender: { units: [unit(-2)] } })).errors[0]?.path).toBe('defender.units.0.combatValue');
    expect(errorOf(combat({ defender: { units: [unit(2.25)] } })).errors[0]?.message).toMatch(/in halves/);
  });

  it('refuses an unknown title and an unknown kind', () => {
    const e = errorOf(combat({ title: 'XYZ' }));
    expect(e.errors[0]?.path).toBe('title');
    expect(e.errors[0]?.message).toMatch(/SJW, HCR/);
    expect(errorOf(combat({ kind: 'melee' })).errors[0]?.path).toBe('kind');
  });

  it('refuses another title\'s modifier, naming the field and the titles it belongs to', () => {
    const e = errorOf(combat({ title: 'GTC', gameSpecific: { attacker: { cavalryCharge: true } } }));
    expect(e.errors[0]).toEqual({ code: 'refused', path: 'gameSpecific.attacker.cavalryCharge', message: 'Cavalry charge is a modifier of SLB only; this combat is in GTC' });
    const lee = errorOf(combat({ title: 'HSN', attack: 'assault', gameSpecific: { attacker: { leaderAssaultBonus: 'Lee' } } }));
    expect(lee.errors[0]?.path).toBe('gameSpecific.attacker.leaderAssaultBonus');
    expect(lee.errors[0]?.message).toMatch(/SJW, OTR, HCR, BTC, SLB and GTC only/);
    expect(errorOf(combat({ title: 'SLB', gameSpecific: { defender: { gunboat: 1 } } })).errors[0]?.message).toMatch(/OTR, GTC, BTC and TPC only/);
    expect(errorOf(combat({ title: 'OTR', gameSpecific: { defender: { unionPanic: true } } })).errors[0]?.path).toBe('gameSpecific.defender.unionPanic');
  });

  it('refuses a leader\'s assault bonus outside an assault, and a Column of Route with no Movement Allowance left', () => {
    expect(errorOf(combat({ title: 'OTR', attack: 'normal', gameSpecific: { attacker: { leaderAssaultBonus: 'Lee' } } })).errors[0]?.message).toMatch(/assault action/);
    const e = errorOf(combat({ attack: 'column-of-route', attacker: { side: 'union', units: [unit(8)], remainingMovementAllowance: 0 } }));
    expect(e.errors[0]?.path).toBe('attacker.remainingMovementAllowance');
  });

  it('refuses values counting entrenchment that are below the units\' own', () => {
    const entrenched = (e: Record<string, number>) => errorOf(combat({ defender: { units: [unit(6, 2, 2)], entrenched: e } })).errors[0];
    expect(entrenched({ combatValue: 5, artillery: 3 })?.path).toBe('defender.entrenched.combatValue');
    expect(entrenched({ combatValue: 9, artillery: 1 })?.path).toBe('defender.entrenched.artillery');
    expect(analyse(combat({ defender: { units: [unit(6, 2, 2)], entrenched: { combatValue: 6, artillery: 2 } } })).chances.length).toBeGreaterThan(0);
  });

  it('asks where the attack comes from when the defender is on a hill or mountain', () => {
    expect(errorOf(combat({ terrain: { defenderHex: 'hill' } })).errors[0]?.path).toBe('terrain.attackFrom');
  });

  it('refuses unknown fields and bad boards with their paths', () => {
    expect(errorOf(combat({ gameSpecific: { attacker: { staffordHights: true } } })).errors[0]?.path).toBe('gameSpecific.attacker.staffordHights');
    const e = errorOf(combat({ flank: { from: 'board', defenderHex: '0,0', board: { units: [], hexsides: [{ between: ['0,0', '4,4'], features: ['ford'] }] } } }));
    expect(e.errors[0]?.path).toBe('flank.board.hexsides.0.between');
    expect(errorOf(combat({ flank: { from: 'board', defenderHex: '0;0', board: { units: [] } } })).errors[0]?.path).toBe('flank.defenderHex');
  });
});
