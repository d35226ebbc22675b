import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CombatInputError, type FieldError } from '../../core/errors';
import { type FigureDistribution, MARK, figureChances } from '../../core/figures';
import { parseOrThrow } from '../../core/validate';
import { FuzzSource, wordsOf } from '../../fuzz-values';
import { analyse, fastFiguresOf, figuresOf } from '../../engine';
import { goodDescriptions } from '../../test-descriptions';
import { expectFastAgrees, fastKey } from '../../test-figures';
import { randomCombat } from './test-random-combats';
import { bngPlanning } from './planning';
import { bngSchema } from './schema';
import { allOf } from './test-helpers';

const example = JSON.parse(readFileSync('docs/games/bng/combat.json', 'utf8')) as Record<string, unknown>;
const combats = goodDescriptions()
  .filter((d) => d.input['game'] === 'bng' && d.input['kind'] === 'combat')
  .map((d) => d.input);

/** The chance of outcomes whose label starts with `name` ("Defender Retreat (Dr)"), from the engine's analysis. */
function chanceOfResult(name: string): number {
  return analyse(example)
    .chances.filter((c) => c.label.startsWith(name))
    .reduce((sum, c) => sum + c.probability.num / c.probability.den, 0);
}

describe('Blue & Grey: what a plan weighs', () => {
  it('marks each side’s retreat, elimination and Disorder from the result, counting no loss the player’s chart decides', () => {
    const dist = figuresOf(example);
    expect(dist.measure).toBe('units (the losses are your chart’s to say: not counted)');
    expect(dist.outcomes.every((o) => o.figures.attackerLoss === 0 && o.figures.defenderLoss === 0)).toBe(true);
    const chance = (mark: number) => dist.outcomes.filter((o) => o.figures.marks & mark).reduce((sum, o) => sum + o.weight, 0) / dist.total;
    expect(chance(MARK.defenderRetreats)).toBeCloseTo(chanceOfResult('Defender Retreat (Dr)'), 12);
    expect(chance(MARK.attackerRetreats)).toBeCloseTo(chanceOfResult('Attacker Retreat (Ar)'), 12);
    expect(chance(MARK.defenderEliminated)).toBeCloseTo(chanceOfResult('Defender Eliminated (De)'), 12);
    expect(chance(MARK.attackerEliminated)).toBeCloseTo(chanceOfResult('Attacker Eliminated (Ae)'), 12);
  });

  it('marks the attackers shaken on Ae* when they attack from an enemy-controlled hex: its survivors are Disordered (12.11)', () => {
    // Seed 004, 12.11: "Surviving attacking units become Disordered when they suffer a Combat Result of
    // Partial Attacker Eliminated or Attacker Retreat. Attacking units only become Disordered if they
    // attack from an Enemy controlled hex." A partial elimination leaves survivors; which they are is
    // the player's chart's to say, but some are Disordered with no die.
    const partial = { ...example, charts: { crt: allOf('Ae*') } };
    for (const dist of [figuresOf(partial), fastFiguresOf(partial)]) {
      expect(dist.outcomes.map((o) => o.figures.marks & (MARK.attackerShaken | MARK.attackerEliminated))).toEqual(dist.outcomes.map(() => MARK.attackerShaken));
    }
    // Ricketts' battery bombarding from three hexes alone suffers no adverse result (9.15): nobody is Disordered.
    const bombarding = { ...partial, attackers: (example['attackers'] as Record<string, unknown>[]).slice(2) };
    for (const dist of [figuresOf(bombarding), fastFiguresOf(bombarding)]) expect(dist.outcomes.every((o) => (o.figures.marks & MARK.attackerShaken) === 0)).toBe(true);
  });

  it('reads every defender retreated before combat as the hex left, with no die', () => {
    const defenders = (example['defenders'] as Record<string, unknown>[]).map((d) => ({ ...d, morale: 'routed', routedRetreat: 'retreats' }));
    const dist = fastFiguresOf({ ...example, defenders });
    expect(dist.outcomes).toEqual([{ figures: { attackerLoss: 0, defenderLoss: 0, marks: MARK.defenderRetreats }, weight: 1 }]);
  });

  it('gives exactly the explained path’s figures on the fast path over 600 changed combats', () => {
    const fuzz = new FuzzSource(1862);
    const words = wordsOf(combats);
    let weighed = 0;
    for (let i = 0; i < 600; i++) {
      let input: unknown = fuzz.pick(combats);
      for (let n = 1 + fuzz.below(3); n > 0; n--) input = fuzz.nudge(input, words);
      if (expectFastAgrees(input as Record<string, unknown>, `case ${i}: ${JSON.stringify(input)}`)) weighed++;
    }
    // Nudges often give values the rules refuse: those are skipped.
    expect(weighed).toBeGreaterThan(100);
  });
});

/** The refusal `f` throws, or undefined when it answers. */
function refusal(f: () => unknown): readonly FieldError[] | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof CombatInputError) return e.errors;
    throw e;
  }
  return undefined;
}

type Combat = Record<string, unknown>;
const units = (input: Combat, side: 'attackers' | 'defenders') => input[side] as Combat[];

/** What a weighed combat used of the options, for the test to see that every one was met. */
function optionsMet(input: Combat): string[] {
  const met = [`night ${input['night'] === true}`, `fieldworks ${String(input['fieldworks'] ?? 'none')}`, `halfRounds ${String(input['halfRounds'] ?? 'up')}`];
  if ((input['rightShifts'] as unknown[] | undefined)?.length) met.push('right shift');
  if ((input['leftShifts'] as unknown[] | undefined)?.length) met.push('combat left shift');
  if (units(input, 'attackers').length > 4) met.push('many attackers');
  if (units(input, 'defenders').length > 3) met.push('many defenders');
  for (const a of units(input, 'attackers')) {
    met.push(`attacker ${String(a['type'])}`, `attacker ${String(a['morale'] ?? 'normal')}`, `attacker terrain ${String(a['terrainHalving'] ?? 'none')}`);
    if (Number(a['range'] ?? 1) > 1) met.push(`${String(a['type'])} at range ${String(a['range'])}`);
    if (a['inEnemyZoc'] !== undefined) met.push(`attacker inEnemyZoc ${String(a['inEnemyZoc'])}`);
    if ((a['leftShifts'] as unknown[] | undefined)?.length) met.push('unit left shift');
    for (const k of ['throughFieldworks', 'inTown', 'movedIntoZoc']) if (a[k] === true) met.push(`attacker ${k}`);
  }
  for (const d of units(input, 'defenders')) {
    met.push(`defender ${String(d['type'])}`, `defender ${String(d['morale'] ?? 'normal')}`, `routedRetreat ${String(d['routedRetreat'] ?? 'none')}`);
    if (d['hex'] !== undefined) met.push('several hexes');
    if (d['inEnemyZoc'] !== undefined) met.push(`defender inEnemyZoc ${String(d['inEnemyZoc'])}`);
    for (const k of ['withFriendlyInfantryOrCavalry', 'inTown']) if (d[k] === true) met.push(`defender ${k}`);
  }
  return met;
}

describe('Blue & Grey: the fast path over random set-ups', () => {
  const CASES = 1000;

  it(`gives exactly the explained path's figures, refuses what it refuses, and keys only equal figures alike, over ${CASES} random combats`, () => {
    const fuzz = new FuzzSource(1863);
    let weighed = 0;
    let sharedKeys = 0;
    const met = new Set<string>();
    const marks = new Set<number>();
    const byKey = new Map<string, string>();
    for (let i = 0; i < CASES; i++) {
      const input = randomCombat(fuzz);
      const label = `case ${i}: ${JSON.stringify(input)}`;
      if (!expectFastAgrees(input, label)) {
        const explained = refusal(() => figuresOf(input));
        expect(explained, label).toBeDefined();
        expect(refusal(() => fastFiguresOf(input)), label).toEqual(explained);
        expect(refusal(() => fastKey(input)), label).toEqual(explained);
        continue;
      }
      weighed++;
      for (const o of optionsMet(input)) met.add(o);
      // expectFastAgrees has checked the fast figures against the explained path's: they stand for both.
      const { format: _format, game: _game, ...rest } = input;
      const parsed = parseOrThrow(bngSchema, rest);
      const fast = bngPlanning.fast.figures(parsed) as FigureDistribution;
      for (const o of fast.outcomes) marks.add(o.figures.marks);
      const key = bngPlanning.fast.key(parsed);
      const shown = JSON.stringify(figureChances(fast));
      const seen = byKey.get(key);
      if (seen === undefined) byKey.set(key, shown);
      else {
        sharedKeys++;
        expect(shown, `key ${key}, ${label}`).toBe(seen);
      }
    }
    // Most set-ups are as the rules allow: the figures compared are those of combats, not of refusals.
    expect(weighed, 'combats weighed').toBeGreaterThan(CASES * 0.75);
    expect(weighed, 'combats weighed, the rest refused').toBeLessThan(CASES * 0.95);
    // A search memoises on the key: it merges many combats of the same figures.
    expect(sharedKeys, 'combats whose key another already had').toBeGreaterThan(CASES / 10);
    const options = [
      ...['night true', 'night false', 'halfRounds up', 'halfRounds down', 'right shift', 'combat left shift', 'unit left shift', 'many attackers', 'many defenders', 'several hexes'],
      ...['breastworks', 'trench', 'underConstruction', 'none'].map((w) => `fieldworks ${w}`),
      ...['infantry', 'cavalry', 'artillery', 'gunboat'].map((t) => `attacker ${t}`),
      ...['infantry', 'cavalry', 'artillery'].map((t) => `defender ${t}`),
      ...['normal', 'disordered', 'shaken', 'routed'].map((m) => `attacker ${m}`),
      ...['normal', 'disordered', 'shaken', 'routed'].map((m) => `defender ${m}`),
      ...['none', 'waterObstacle', 'terrain'].map((t) => `attacker terrain ${t}`),
      ...['artillery at range 2', 'artillery at range 3', 'gunboat at range 2', 'gunboat at range 6'],
      ...['attacker inEnemyZoc true', 'attacker inEnemyZoc false', 'defender inEnemyZoc true', 'defender inEnemyZoc false'],
      ...['attacker throughFieldworks', 'attacker inTown', 'attacker movedIntoZoc', 'defender withFriendlyInfantryOrCavalry', 'defender inTown'],
      ...['routedRetreat none', 'routedRetreat retreats', 'routedRetreat eliminated'],
    ];
    expect(options.filter((o) => !met.has(o)), 'options never weighed').toEqual([]);
    // Every mark a combat can give was seen, shaken sides included.
    const seen = [...marks].reduce((all, m) => all | m, 0);
    expect(seen).toBe(MARK.defenderRetreats | MARK.defenderEliminated | MARK.attackerRetreats | MARK.attackerEliminated | MARK.defenderShaken | MARK.attackerShaken);
    // About 2 s of CPU, most of it the explained path's; the timeout leaves room for a machine shared with other work.
  }, 20_000);
});

describe('Blue & Grey: the fast key', () => {
  const base = example;

  it('is the same for units renamed or listed in another order, and for a chart that differs only where the dice never read', () => {
    const renamed = { ...base, attackers: units(base, 'attackers').map((a, i) => ({ ...a, name: `Unit ${i}` })).reverse(), defenders: [...units(base, 'defenders')].reverse() };
    expect(fastKey(renamed)).toBe(fastKey(base));
    // The documented combat reads 1-2 only (1-1 shifted one left): another sheet with the same 1-2 column weighs the same.
    const crt = (base['charts'] as { crt: { cells: string[][] } }).crt;
    const elsewhere = { ...crt, name: 'another sheet', cells: crt.cells.map((row) => row.map((cell, c) => (c === 3 ? cell : 'Ae'))) };
    expect(fastKey({ ...base, charts: { crt: elsewhere } })).toBe(fastKey(base));
    expect(fastKey({ ...base, charts: { crt: allOf('Dr') } })).not.toBe(fastKey(base));
  });

  it('refuses a combat the rules refuse, rather than give it the key of one they allow', () => {
    const routed = { ...base, attackers: units(base, 'attackers').map((a) => ({ ...a, morale: 'routed' })) };
    expect(() => fastKey(routed)).toThrow(CombatInputError);
  });
});
