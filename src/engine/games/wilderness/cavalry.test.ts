import { describe, expect, it } from 'vitest';
import { analyse, resolve } from '../../engine';
import { fraction } from '../../core/fraction';
import { fieldErrors } from '../../core/test-field-errors';
import { cavalry, troopers } from './test-inputs';
import type { CavalryEffects } from './types';

const odds = (attackers: number, defenders: number, more: Record<string, unknown> = {}) =>
  analyse(cavalry({ attackers: troopers(attackers, 'Union'), defenders: troopers(defenders, 'Confederate'), ...more })).steps.find((s) => s.title === 'Odds')?.values?.odds;

describe('cavalry combat', () => {
  it('counts each cavalry unit as one and rounds the odds in the defender\'s favour', () => {
    expect(odds(3, 1)).toBe('3-1');
    expect(odds(2, 1)).toBe('2-1');
    expect(odds(3, 2)).toBe('1-1');
    expect(odds(2, 3)).toBe('1-2');
    expect(odds(1, 3)).toBe('1-3');
    expect(odds(2, 5)).toBe('1-3');
  });

  it('doubles defending cavalry in a Mountain Pass hex', () => {
    expect(odds(2, 1, { defenderHex: { terrain: 'mountain-pass' } })).toBe('1-1');
  });

  it('refuses odds off the chart, saying the rules do not cover them', () => {
    for (const [a, d] of [
      [4, 1],
      [1, 4],
    ] as const) {
      const errors = fieldErrors(() => odds(a, d));
      expect(errors).toEqual([{ path: 'attackers', message: expect.stringContaining('has columns 1-3, 1-2, 1-1, 2-1, 3-1 only and the rules do not say how other odds are resolved') }]);
    }
  });

  it('cannot occur when infantry shares the defending cavalry\'s hex', () => {
    const errors = fieldErrors(() => odds(2, 1, { infantryInDefendersHex: true }));
    expect(errors).toEqual([{ path: 'infantryInDefendersHex', message: 'cavalry combat cannot occur if infantry is in the same hex as the defending cavalry (Cavalry Combat Procedure)' }]);
  });

  it('refuses terrain whose effect on the cavalry chart the rules leave open', () => {
    const river = fieldErrors(() => analyse(cavalry({ attackers: [{ name: 'A', acrossRiver: true }], defenders: troopers(1, 'D') })));
    expect(river).toEqual([{ path: 'attackers', message: expect.stringContaining('do not say how the +1 applies') }]);
    const entrenched = fieldErrors(() => odds(1, 1, { defenderHex: { entrenched: true } }));
    expect(entrenched).toEqual([{ path: 'defenderHex.entrenched', message: expect.stringContaining('do not say how that applies') }]);
  });

  it('allows a river crossed by only some of the attackers', () => {
    const a = analyse(cavalry({ attackers: [{ name: 'A', acrossRiver: true }, { name: 'B' }], defenders: troopers(1, 'D') }));
    expect(a.dicePlan).toEqual(['cavalry combat die']);
  });

  it('refuses attacks across an estuary and into a Mountain hex', () => {
    expect(fieldErrors(() => analyse(cavalry({ attackers: [{ name: 'A', acrossEstuary: true }], defenders: troopers(1, 'D') }))).map((e) => e.path)).toEqual([
      'attackers.0.acrossEstuary',
    ]);
    expect(fieldErrors(() => odds(1, 1, { defenderHex: { terrain: 'mountain' } })).map((e) => e.path)).toEqual(['defenderHex.terrain']);
  });

  it('eliminates whole cavalry units and says which side removes them', () => {
    // 2-1 column, die 4: printed 1/1.
    const r = resolve(cavalry({ attackers: troopers(2, 'Union'), defenders: troopers(1, 'Confederate') }), { physical: [4] });
    const e = r.outcome.effects as CavalryEffects;
    expect([e.attackerUnitsEliminated, e.defenderUnitsEliminated]).toEqual([1, 1]);
    expect(r.outcome.checklist).toEqual(['Attacker: eliminate 1 cavalry unit', 'Defender: eliminate 1 cavalry unit']);
    expect(r.outcome.steps[0]?.source).toEqual({ game: 'wilderness', ref: 'Cavalry Combat Results Chart' });
  });

  it('gives the chances of each side losing a unit', () => {
    // 1-1 column: 0/1, 0/1, 0/0, 1/0, 1/0, 1/0.
    const a = analyse(cavalry({ attackers: troopers(1, 'U'), defenders: troopers(1, 'C') }));
    expect(Object.fromEntries(a.highlights.map((h) => [h.label, h.probability]))).toEqual({
      'Defender loses a cavalry unit': fraction(1, 3),
      'Attacker loses a cavalry unit': fraction(1, 2),
      'No cavalry unit eliminated': fraction(1, 6),
    });
    expect(a.table?.column).toBe(2);
    expect(a.table?.reachableRows).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
