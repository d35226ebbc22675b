import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARK, figureChances } from '../../../core/figures';
import { FuzzSource, wordsOf } from '../../../fuzz-values';
import { fastFiguresOf, figuresOf } from '../../../engine';
import { goodDescriptions } from '../../../test-descriptions';
import { expectFastAgrees } from '../../../test-figures';

const example = JSON.parse(readFileSync('docs/games/gcacw/combat.json', 'utf8')) as Record<string, unknown>;
const combats = goodDescriptions()
  .filter((d) => d.input['game'] === 'gcacw' && d.input['kind'] === 'combat')
  .map((d) => d.input);

describe('GCACW: what a plan weighs', () => {
  it('counts a combat in Manpower, caps a side’s loss at its Manpower, and marks retreats, routs and disorganization', () => {
    const dist = figuresOf(example);
    expect(dist.measure).toBe('Manpower');
    expect(dist.total).toBe(216);
    // Heth has 7 Manpower: no result takes more, and one that takes it all eliminates him.
    for (const o of dist.outcomes) {
      expect(o.figures.defenderLoss).toBeLessThanOrEqual(7);
      expect(o.figures.attackerLoss).toBeLessThanOrEqual(15);
      if (o.figures.marks & MARK.defenderEliminated) expect(o.figures.defenderLoss).toBe(7);
    }
    expect(dist.outcomes.some((o) => o.figures.marks & MARK.defenderRetreats)).toBe(true);
  });

  it('reads a rout of a Demoralized-2 defender as 1 more Manpower, and an unknown Manpower as uncapped', () => {
    const routed = { ...example, flank: { from: 'player', bonus: 3 }, attack: 'assault' };
    const demoralized = { ...routed, defender: { units: [{ id: 'Heth', combatValue: 7, artillery: 1, tactical: 2, manpower: 7, fatigue: 2, disorganized: false, demoralized: 2 }] } };
    const plain = figureChances(fastFiguresOf(routed));
    const worse = figureChances(fastFiguresOf(demoralized));
    expect(worse).not.toEqual(plain);
    const unknown = { ...routed, defender: { units: [{ id: 'Heth', combatValue: 7, artillery: 1, tactical: 2 }] } };
    expect(fastFiguresOf(unknown).outcomes.every((o) => (o.figures.marks & MARK.defenderEliminated) === 0)).toBe(true);
  });

  it('gives exactly the explained path’s figures on the fast path over 1,000 changed combats', () => {
    const fuzz = new FuzzSource(1864);
    const words = wordsOf(combats);
    let weighed = 0;
    for (let i = 0; i < 1000; i++) {
      let input: unknown = fuzz.pick(combats);
      for (let n = 1 + fuzz.below(3); n > 0; n--) input = fuzz.nudge(input, words);
      if (expectFastAgrees(input as Record<string, unknown>, `case ${i}: ${JSON.stringify(input)}`)) weighed++;
    }
    // Nudges often give values the rules refuse (half a Combat Value, an unknown terrain): those are skipped.
    expect(weighed).toBeGreaterThan(400);
  });
});
