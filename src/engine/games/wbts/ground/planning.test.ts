import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARK } from '../../../core/figures';
import { FuzzSource, wordsOf } from '../../../fuzz-values';
import { engineApi } from '../../../api';
import { figuresOf, resolve } from '../../../engine';
import { goodDescriptions } from '../../../test-descriptions';
import { expectFastAgrees } from '../../../test-figures';

const GROUND = ['combat', 'storm', 'siegeCombat', 'attackFromMarch'];
const example = JSON.parse(readFileSync('docs/games/wbts/combat.json', 'utf8')) as Record<string, unknown>;
const grounds = goodDescriptions()
  .filter((d) => d.input['game'] === 'wbts' && GROUND.includes(String(d.input['kind'])))
  .map((d) => d.input);

describe('War Between the States: what a plan weighs', () => {
  it('counts a ground combat in SP as its results read, with retreats, and a failed initiative as no combat', () => {
    const dist = figuresOf(example);
    expect(dist.measure).toBe('SP');
    // Each figure is one the engine's own result gives: its losses and retreats.
    for (const o of dist.outcomes) {
      expect(o.figures.attackerLoss).toBeGreaterThanOrEqual(0);
      expect(o.figures.defenderLoss).toBeGreaterThanOrEqual(0);
    }
    const rolled = resolve(example, { physical: [6, 6, 6, 6, 6, 6, 6, 6] });
    const effects = rolled.outcome.effects as { attacker: { lossSp: number; retreats: boolean }; defender: { lossSp: number; retreats: boolean }; attackMade: boolean };
    const shown = { attackerLoss: effects.attacker.lossSp, defenderLoss: effects.defender.lossSp };
    const matching = dist.outcomes.filter((o) => o.figures.attackerLoss === shown.attackerLoss && o.figures.defenderLoss === shown.defenderLoss);
    if (effects.attackMade) {
      expect(matching.length).toBeGreaterThan(0);
      expect(matching.some((o) => ((o.figures.marks & MARK.defenderRetreats) !== 0) === effects.defender.retreats)).toBe(true);
    }
  });

  it('gives exactly the explained path’s figures on the fast path over 400 changed ground combats', () => {
    const fuzz = new FuzzSource(1861);
    const words = wordsOf(grounds);
    let weighed = 0;
    for (let i = 0; i < 400; i++) {
      let input: unknown = fuzz.pick(grounds);
      for (let n = 1 + fuzz.below(3); n > 0; n--) input = fuzz.nudge(input, words);
      if (expectFastAgrees(input as Record<string, unknown>, `case ${i}: ${JSON.stringify(input)}`)) weighed++;
    }
    expect(weighed).toBeGreaterThan(50);
  });

  it('gives the defender’s replies: each intensity chit his leader may pick, each a combat the engine takes', () => {
    const replies = engineApi.replies(example);
    if (!replies.ok) throw new Error('refused');
    const defender = example['defender'] as { leader?: { initiative: number } };
    expect(replies.value.map((r) => (r['defender'] as { chit: number }).chit)).toEqual(Array.from({ length: (defender.leader?.initiative ?? 0) + 1 }, (_, i) => i));
    // Each is weighed, or asks for the chart its intensity total reads (each total has its own tables).
    for (const reply of replies.value) {
      const figures = engineApi.figures(reply);
      if (!figures.ok) expect(figures.errors.map((e) => e.path.split('.')[0])).toEqual(['charts']);
    }
    expect(replies.value.some((r) => engineApi.figures(r).ok)).toBe(true);
    // Only the defender's chit differs from one reply to the next.
    const withoutChit = replies.value.map((r) => ({ ...r, defender: { ...(r['defender'] as object), chit: 0 } }));
    for (const r of withoutChit) expect(r).toEqual(withoutChit[0]);
    expect(engineApi.replies(JSON.parse(readFileSync('docs/games/wbts/bombardment.json', 'utf8')))).toEqual({ ok: true, value: [] });
  });
});

