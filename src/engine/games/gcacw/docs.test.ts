import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { add, fraction } from '../../core/fraction';
import { analyse, resolve } from '../../engine';
import { seedFromWords } from '../../core/rng';

const root = new URL('../../../../', import.meta.url);
const doc = readFileSync(new URL('docs/games/gcacw.md', root), 'utf8');
const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

describe('docs/games/gcacw.md', () => {
  it('has an example for every kind', () => {
    expect(new Set(examples.map((e) => e['kind']))).toEqual(
      new Set(['combat', 'retreat', 'cavalryRetreat', 'extendedMarch', 'randomEvents', 'strategicEvents', 'gameEnds', 'friendlyOccupiedMp', 'strategicMovement', 'commandRadius']),
    );
  });

  it('every example is accepted, resolves, and its chances sum to 1', () => {
    for (const example of examples) {
      const a = analyse(example);
      expect(a.chances.reduce((s, c) => add(s, c.probability), fraction(0)), String(example['kind'])).toEqual(fraction(1));
      expect(resolve(example, { rng: seedFromWords(7) }).outcome.checklist.length).toBeGreaterThan(0);
    }
  });

  it('the combat example is docs/games/gcacw/combat.json, and says what the text says', () => {
    const file = JSON.parse(readFileSync(new URL('docs/games/gcacw/combat.json', root), 'utf8')) as unknown;
    expect(examples.find((e) => e['kind'] === 'combat')).toEqual(file);
    const a = analyse(file);
    expect(a.steps.find((s) => s.title === 'Basic flank bonus')?.values?.['basic']).toBe(2);
    expect(a.steps.find((s) => s.title === 'Flank attack bonus')?.values?.['value']).toBe(1);
    expect(a.steps.find((s) => s.title === 'Artillery modifier')?.values).toMatchObject({ even: 2, odd: 1 });
  });
});
