import { describe, expect, it } from 'vitest';
import { MARK, figureChances } from '../../core/figures';
import { fastFiguresOf, figuresOf } from '../../engine';
import { FuzzSource } from '../../fuzz-values';
import { expectFastAgrees, fastKey } from '../../test-figures';
import type { DefinitionForm } from './definition/form';
import { SHIPPED } from './shipped';
import { CLASSIC, classicCombat } from './test-definition';

/** A random combat of a definition: one to four units a side, random strengths and steps, each condition ticked now and then. */
function randomCombat(f: FuzzSource, definition: DefinitionForm): Record<string, unknown> {
  const type = definition.units.types[0] as string;
  const ids = (side: 'attacker' | 'defender', scope: 'unit' | 'combat') => definition.conditions.filter((c) => c.side === side && c.scope === scope).map((c) => c.id);
  const unit = (side: 'attacker' | 'defender', i: number) => ({
    name: `${side} ${i}`,
    type,
    strength: 1 + f.below(f.below(4) === 0 ? 40 : 9),
    ...(f.below(2) === 0 ? { steps: 1 + f.below(3) } : {}),
    conditions: ids(side, 'unit').filter(() => f.below(3) === 0),
  });
  const conditions = [...ids('attacker', 'combat'), ...ids('defender', 'combat')].filter(() => f.below(3) === 0);
  return { format: 1, game: 'owngame', kind: 'combat', definition, conditions, attackers: Array.from({ length: 1 + f.below(4) }, (_, i) => unit('attacker', i)), defenders: Array.from({ length: 1 + f.below(3) }, (_, i) => unit('defender', i)) };
}

describe('your own game: what a plan weighs', () => {
  it('gives the same figures on the fast path as on the explained path, and the same figures for the same fast key', () => {
    const f = new FuzzSource(1914);
    const byKey = new Map<string, string>();
    for (const definition of [CLASSIC, ...Object.values(SHIPPED)]) {
      for (let i = 0; i < 150; i++) {
        const combat = randomCombat(f, definition);
        expect(expectFastAgrees(combat)).toBe(true);
        const key = fastKey(combat);
        const shown = JSON.stringify(figureChances(figuresOf(combat)));
        if (byKey.has(key)) expect(shown).toBe(byKey.get(key));
        byKey.set(key, shown);
      }
    }
  });

  it('counts losses in steps, at most what a side has, and marks who leaves the hex or is eliminated', () => {
    // 6 (2 steps) to 3 (1 step) is 2-1: DR, EX, DR, D1, D1, DE.
    const figures = fastFiguresOf(classicCombat([['A', 6, 2]], [['D', 3, 1]]));
    expect(figures.measure).toBe('steps');
    const line = (a: number, d: number, marks: number) => figures.outcomes.find((o) => o.figures.attackerLoss === a && o.figures.defenderLoss === d && o.figures.marks === marks)?.weight;
    expect([line(0, 0, MARK.defenderRetreats), line(1, 1, MARK.defenderEliminated), line(0, 1, MARK.defenderEliminated)]).toEqual([2, 1, 3]);
    expect(figures.total).toBe(6);
  });

  it('does not count the units a result leaves to the players’ rules, and says so', () => {
    const figures = fastFiguresOf({ format: 1, game: 'owngame', kind: 'combat', definition: 'blue-and-grey-plain', attackers: [{ name: 'A', type: 'Infantry', strength: 30 }], defenders: [{ name: 'D', type: 'Infantry', strength: 5 }] });
    expect(figures.measure).toBe('steps (the units your rules choose are not counted)');
    expect(figures.outcomes.every((o) => o.figures.attackerLoss === 0)).toBe(true);
  });
});
