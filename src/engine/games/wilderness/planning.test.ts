import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARK } from '../../core/figures';
import { fraction } from '../../core/fraction';
import { seedFromWords } from '../../core/rng';
import { figureChances } from '../../core/figures';
import { engineApi } from '../../api';
import { fastFiguresOf, figuresOf } from '../../engine';
import { expectFastAgrees } from '../../test-figures';
import { INFANTRY_CRTS } from './charts';
import { Gen, cavalry, infantry, randomCombat, troopers, unit } from './test-inputs';

const example = JSON.parse(readFileSync('docs/games/wilderness/infantry-combat.json', 'utf8')) as Record<string, unknown>;

describe('Wilderness: what a plan weighs', () => {
  it('counts the documented infantry combat in printed strength points, the entrenched defender doubling the attacker’s losses', () => {
    // 28 against 11 is 2-1 on table "5-8"; the die +1 reads rows 2-7: 1/1, 2/2, 3/2, 3/1, 2/0, 2/0, the attacker's part doubled.
    const chances = figureChances(figuresOf(example)).map((c) => [c.attackerLoss, c.defenderLoss, c.marks, `${c.chance.num}/${c.chance.den}`]);
    expect(chances).toEqual([
      [2, 1, 0, '1/6'],
      [4, 0, 0, '1/3'],
      [4, 2, 0, '1/6'],
      [6, 1, 0, '1/6'],
      [6, 2, 0, '1/6'],
    ]);
    expect(figuresOf(example).measure).toBe('strength points');
  });

  it('caps a loss at what the side has and marks the side eliminated', () => {
    // 12 against a 2 is 5-1 on table "1-4", rows 1-6 with no modifier: each that costs 2 or more eliminates the defender.
    const small = infantry({ attackers: [unit('V', 12)], defenders: [unit('Pickets', 2)], defenderHex: { terrain: 'clear', entrenched: false } });
    const dist = fastFiguresOf(small);
    const printed = INFANTRY_CRTS.tables.find((t) => t.name === '1-4')?.chart.printed.slice(0, 6).map((r) => r[5] ?? '') ?? [];
    const wiped = printed.filter((cell) => Number(cell.split('/')[1]) >= 2).length;
    const eliminated = dist.outcomes.filter((o) => o.figures.marks & MARK.defenderEliminated);
    expect(eliminated.reduce((n, o) => n + o.weight, 0)).toBe(wiped);
    expect(eliminated.every((o) => o.figures.defenderLoss === 2)).toBe(true);
    expect(dist.outcomes.every((o) => o.figures.defenderLoss <= 2)).toBe(true);
  });

  it('counts a cavalry combat in units, and an automatic Hasty Attack result as one point with no die', () => {
    const horse = fastFiguresOf(cavalry({ attackers: troopers(2, 'U'), defenders: troopers(1, 'C'), defenderHex: { terrain: 'clear' } }));
    expect(horse.measure).toBe('cavalry units');
    expect(horse.total).toBe(6);
    expect(horse.outcomes.every((o) => o.figures.defenderLoss <= 1 && o.figures.attackerLoss <= 2)).toBe(true);
    const hopeless = infantry({ attackers: [unit('Cav', 1)], defenders: [unit('Corps', 8)], hastyAttack: true, defenderHex: { terrain: 'clear', entrenched: false } });
    expect(figureChances(fastFiguresOf(hopeless))).toEqual([{ attackerLoss: 1, defenderLoss: 0, marks: MARK.attackerEliminated, chance: fraction(1) }]);
  });

  it('serves the figures to the app, and refuses a probe as no attack, naming the kind', () => {
    expect(engineApi.figures(example)).toEqual({ ok: true, value: fastFiguresOf(example) });
    expect(engineApi.figures({ format: 1, game: 'wilderness', kind: 'cavalry-probe' })).toEqual({
      ok: false,
      errors: [{ code: 'refused', path: 'kind', message: 'cavalry-probe is not an attack a plan can weigh: set up a combat' }],
    });
  });

  it('gives exactly the explained path’s figures on the fast path over 1,500 generated combats', () => {
    const g = new Gen(seedFromWords(1864, 5, 5));
    let weighed = 0;
    let refused = 0;
    for (let i = 0; i < 1500; i++) {
      const input = randomCombat(g);
      if (expectFastAgrees(input, `case ${i}: ${JSON.stringify(input)}`)) weighed++;
      else refused++;
    }
    // Probes are no attack, and the rules refuse some set-ups (odds worse than 1-2, isolated attackers).
    expect(weighed).toBeGreaterThan(700);
    expect(refused).toBeGreaterThan(0);
  });
});
