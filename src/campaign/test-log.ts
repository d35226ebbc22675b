import { GeneratorDice } from '../engine/core/dice';
import type { DieRecord } from '../engine/core/dice';
import { type Fraction, fraction } from '../engine/core/fraction';
import { seedFromWords } from '../engine/core/rng';
import type { CombatRecord } from '../store/records';

const HOUR = 3_600_000;

/** Standings of a roll, worst for the side it is ranked for first. */
const B = [fraction(1, 3), fraction(1, 3), fraction(1, 3)];
const D = [fraction(5, 12), fraction(1, 4), fraction(1, 3)];
const A = [fraction(1, 6), fraction(1, 3), fraction(1, 2)];

const dice = (seed: number): DieRecord[] => {
  const generator = new GeneratorDice(seedFromWords(seed));
  generator.d6('combat die');
  return generator.records;
};

function entry(id: number, hours: number, kind: string, extra: Partial<CombatRecord> & { ranked?: { chances: Fraction[]; at: number } }): CombatRecord {
  const { ranked, ...rest } = extra;
  return {
    id,
    gameId: 'g',
    at: Date.UTC(1864, 4, 5, 8) + hours * HOUR,
    // Luck reads only a description's kind: the game does not matter here.
    input: { format: 1, kind },
    dice: dice(id),
    outcome: { key: 'k', label: 'K', checklist: [], effects: {} },
    steps: [],
    ...(ranked ? { standings: ranked } : {}),
    ...rest,
  };
}

const US = { for: 'union', against: 'confederate' };
const CS = { for: 'confederate', against: 'union' };

/**
 * A fixed log, its figures counted by hand in the tests that read it. Par, from the side's view
 * (its groups worst first): a result is worse than par when the groups no better than it hold less
 * than half the chance. B = 1/3, 1/3, 1/3: the worst group is, either way round (chance 1/3).
 * D = 5/12, 1/4, 1/3: for its `for` side the first (5/12); for `against`, reversed 1/3, 1/4, 5/12,
 * the first (1/3). A = 1/6, 1/3, 1/2: for `for` the first (1/6); reversed, 1/2 first: none (0).
 *
 *   #  hours turn kind            sides            standings  union            confederate
 *   1   0    1   infantry combat  union v CS       B at 0     worse (1/3)      par (1/3)
 *   2   1    1   infantry combat  CS v union       D at 2     worse (1/3)      par (5/12)
 *   3   2    1   cavalry combat   union v CS       A at 0     worse (1/6)      par (0), undone
 *   4   2.5  1   morale           —                —          not ranked
 *   5  10    2   infantry combat  union v CS       B at 2     par (1/3)        worse (1/3)
 *   6  11    2   infantry combat  union alone      D at 0     worse (5/12)     —
 *   7  12    2   infantry combat  — (mixed)        B at 0     not ranked
 *   8  13    —   cavalry combat   CS v union       B at 1     par (1/3)        par (1/3)
 *   9  13.5  —   (no dice: not a roll)
 *
 * Sessions (3 h gap): 1–4 from hour 0, 5–9 from hour 10 (7.5 h after entry 4).
 */
export const FIXED_LOG: readonly CombatRecord[] = [
  entry(1, 0, 'infantry-combat', { when: { turn: 1, phase: 'Combat' }, sides: US, ranked: { chances: B, at: 0 } }),
  entry(2, 1, 'infantry-combat', { when: { turn: 1, phase: 'Combat' }, sides: CS, ranked: { chances: D, at: 2 } }),
  entry(3, 2, 'cavalry-combat', { when: { turn: 1, phase: 'Combat' }, sides: US, ranked: { chances: A, at: 0 }, undone: true }),
  entry(4, 2.5, 'morale', { when: { turn: 1, phase: 'Rally' } }),
  entry(5, 10, 'infantry-combat', { when: { turn: 2, phase: 'Combat' }, sides: US, ranked: { chances: B, at: 2 } }),
  entry(6, 11, 'infantry-combat', { when: { turn: 2, phase: 'Combat' }, sides: { for: 'union' }, ranked: { chances: D, at: 0 } }),
  entry(7, 12, 'infantry-combat', { when: { turn: 2, phase: 'Combat' }, ranked: { chances: B, at: 0 } }),
  entry(8, 13, 'cavalry-combat', { sides: CS, ranked: { chances: B, at: 1 } }),
  { ...entry(9, 13.5, 'infantry-combat', {}), dice: [] },
];
