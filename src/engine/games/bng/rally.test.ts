import { describe, expect, it } from 'vitest';
import { fraction } from '../../core/fraction';
import { analyse, resolve } from '../../engine';
import type { BngRallyEffects } from './effects';

const rally = (morale: string, inTown = false) => ({ format: 1, game: 'bng', kind: 'rally', morale, inTown });
const after = (morale: string, die: number, inTown = false) => (resolve(rally(morale, inTown), { physical: [die] }).outcome.effects as BngRallyEffects).after;

describe('Blue & Grey Rally (12.41 b)', () => {
  it('reads the table as printed, die by die', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => after('disordered', d))).toEqual(['normal', 'normal', 'normal', 'normal', 'normal', 'shaken']);
    expect([1, 2, 3, 4, 5, 6].map((d) => after('shaken', d))).toEqual(['normal', 'normal', 'normal', 'disordered', 'disordered', 'routed']);
    expect([1, 2, 3, 4, 5, 6].map((d) => after('routed', d))).toEqual(['normal', 'disordered', 'disordered', 'shaken', 'shaken', 'eliminated']);
  });

  it('a unit in a town/urban hex stays at least Disordered (12.17)', () => {
    expect([1, 4, 6].map((d) => after('shaken', d, true))).toEqual(['disordered', 'disordered', 'routed']);
    expect(resolve(rally('disordered', true), { physical: [2] }).outcome.checklist[0]).toBe('The unit stays Disordered.');
  });

  it('gives its chances', () => {
    const a = analyse(rally('routed'));
    expect(a.highlights).toEqual([
      { label: 'Recovers', probability: fraction(1, 6) },
      { label: 'Gets worse', probability: fraction(1, 6) },
    ]);
  });
});
