import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../../../core/errors';
import { MARK, figureChances } from '../../../core/figures';
import { parseOrThrow } from '../../../core/validate';
import { FuzzSource, wordsOf } from '../../../fuzz-values';
import { analyse, fastFiguresOf, figuresOf } from '../../../engine';
import { goodDescriptions } from '../../../test-descriptions';
import { expectFastAgrees, fastKey } from '../../../test-figures';
import { type FireInput, cwbsSchema } from '../schema/index';
import { fireSetting } from './fast-setting';
import { randomFire } from './test-fires';

const example = JSON.parse(readFileSync('docs/games/cwbs/fire.json', 'utf8')) as Record<string, unknown>;
const fires = goodDescriptions()
  .filter((d) => d.input['game'] === 'cwbs' && d.input['kind'] === 'fire')
  .map((d) => d.input);

/** The chance of outcomes whose label says `words`, from the engine's analysis. */
function chanceOfLabel(test: (label: string) => boolean): number {
  return analyse(example)
    .chances.filter((c) => test(c.label))
    .reduce((sum, c) => sum + c.probability.num / c.probability.den, 0);
}

describe('CWBS: what a plan weighs', () => {
  it('counts a fire combat’s casualties and stragglers in strength points, and its morale result as retreat and shaken', () => {
    const dist = figuresOf(example);
    expect(dist.measure).toBe('strength points');
    const chance = (test: (f: { defenderLoss: number; marks: number }) => boolean) => dist.outcomes.filter((o) => test(o.figures)).reduce((sum, o) => sum + o.weight, 0) / dist.total;
    // "1 casualty, 2 stragglers, morale: Disorganized, Back 2, Straggle 1": the strength points the label
    // says are lost, the morale result's straggle included (seed 003's Morale Table key: "Straggle #—Lose
    // given number of Steps to stragglers").
    const lost = (label: string) => Number(/(\d+) casualt/.exec(label)?.[1] ?? 0) + Number(/(\d+) straggler/.exec(label)?.[1] ?? 0) + Number(/Straggle (\d+)/.exec(label)?.[1] ?? 0);
    expect(chanceOfLabel((l) => /Back 2, Straggle 1/.test(l)), 'the example reaches Disorganized Back 2 Straggle 1').toBeGreaterThan(0);
    for (const n of [0, 1, 2, 3, 4, 5]) expect(chance((f) => f.defenderLoss === n), `${n} lost`).toBeCloseTo(chanceOfLabel((l) => lost(l) === n), 12);
    expect(chance((f) => (f.marks & MARK.defenderRetreats) !== 0)).toBeCloseTo(chanceOfLabel((l) => /Back \d/.test(l)), 12);
    expect(chance((f) => (f.marks & MARK.defenderShaken) !== 0)).toBeCloseTo(chanceOfLabel((l) => /[Mm]orale: (Shaken|Disorganized|Routed)/.test(l)), 12);
    expect(dist.outcomes.every((o) => o.figures.attackerLoss === 0)).toBe(true);
  });

  it('gives exactly the explained path’s figures on the fast path over 600 changed fire combats', () => {
    const fuzz = new FuzzSource(1863);
    const words = wordsOf(fires);
    let weighed = 0;
    for (let i = 0; i < 600; i++) {
      let input: unknown = fuzz.pick(fires);
      for (let n = 1 + fuzz.below(3); n > 0; n--) input = fuzz.nudge(input, words);
      if (expectFastAgrees(input as Record<string, unknown>, `case ${i}: ${JSON.stringify(input)}`)) weighed++;
    }
    expect(weighed).toBeGreaterThan(100);
  });

  it('gives exactly the explained path’s figures on the fast path over 1,000 random fire combats of every option, and refuses what it refuses', () => {
    const fuzz = new FuzzSource(1862);
    const cases = 1000;
    let weighed = 0;
    let refused = 0;
    const columns = new Set<string>();
    const rows = new Set<number>();
    const marks = new Set<number>();
    const figuresByKey = new Map<string, string>();
    let mostLost = 0;
    for (let i = 0; i < cases; i++) {
      const input = randomFire(fuzz);
      const label = `case ${i}: ${JSON.stringify(input)}`;
      if (expectFastAgrees(input, label)) {
        weighed++;
        const { format: _format, game: _game, ...rest } = input;
        const setting = fireSetting(parseOrThrow(cwbsSchema, rest) as FireInput);
        columns.add(`${setting.edition} ${setting.column}`);
        rows.add(setting.row0).add(setting.row1).add(setting.row2);
        const figures = fastFiguresOf(input);
        for (const o of figures.outcomes) {
          marks.add(o.figures.marks);
          mostLost = Math.max(mostLost, o.figures.defenderLoss);
        }
        // Inputs that share a key share their figures.
        const key = fastKey(input);
        const shown = JSON.stringify(figureChances(figures));
        expect(shown, `${label}, key ${key}`).toBe(figuresByKey.get(key) ?? shown);
        figuresByKey.set(key, shown);
      } else {
        refused++;
        // The fast path and its key refuse what the explained path refuses, with the same words.
        const error = (() => {
          try {
            figuresOf(input);
          } catch (e) {
            return e;
          }
          throw new Error(`${label} was not refused`);
        })();
        expect(error, label).toBeInstanceOf(CombatInputError);
        // Refused by a rule, not by the schema: the generator writes only descriptions the schema takes.
        expect((error as CombatInputError).errors.map((e) => e.path), label).toEqual([expect.stringMatching(/^(firers\.\d+\.range|target\.(grade|formation|withUnlimberedArtillery))$/)]);
        expect(() => fastFiguresOf(input), label).toThrow((error as CombatInputError).message);
        expect(() => fastKey(input), label).toThrow((error as CombatInputError).message);
      }
    }
    // Most generated fires are weighed; the rest are refusals the rules make.
    expect(weighed).toBeGreaterThan(cases * 0.75);
    expect(refused).toBeGreaterThan(0);
    // Every column of both editions, every Morale Table row, every morale mark and the heaviest losses are reached.
    expect(columns.size).toBe(22);
    expect(rows.size).toBe(15);
    expect([...marks].sort((a, b) => a - b)).toEqual([0, MARK.defenderShaken, MARK.defenderShaken | MARK.defenderRetreats]);
    // The heaviest: 4 casualties, 4 stragglers and a Routed Back 2 Straggle 3.
    expect(mostLost).toBe(11);
    // The key merges fires that differ only in what changes no figure: hardly more keys than distinct figures.
    expect(figuresByKey.size).toBeLessThan(new Set(figuresByKey.values()).size * 1.1);
    // About 1.5 s on an idle core, most of it the explained path; the margin is for a busy shared machine.
  }, 30_000);

  it('gives one key to fires that differ only in what changes no figure, and another where a figure can change', () => {
    const target = example['target'] as Record<string, unknown>;
    const firers = example['firers'] as unknown[];
    const key = (changes: Record<string, unknown>) => fastKey({ ...example, ...changes });
    // 4½ fire points, column 3-4, where the editions differ at a roll of 3.
    const documented = key({});
    expect(key({ target: { ...target, leaders: [{ name: 'Law' }, { name: 'Benning' }] } })).toBe(documented);
    expect(key({ firers: [...firers].reverse() })).toBe(documented);
    expect(key({ firers: [{ type: 'points', points: 3 }, { type: 'points', points: 1.5 }] })).toBe(documented);
    expect(key({ edition: 'v3.2' })).not.toBe(documented);
    expect(key({ night: true })).not.toBe(documented);
    expect(key({ target: { ...target, leaderRating: 3 } })).not.toBe(documented);
    // 6½ fire points, column 5-6, which both editions print alike.
    const heavier = [...firers, { type: 'points', points: 2 }];
    expect(key({ firers: heavier, edition: 'v3.2' })).toBe(key({ firers: heavier }));
  });
});
