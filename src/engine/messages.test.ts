import { describe, expect, it } from 'vitest';
import { CombatInputError } from './core/errors';
import { engineApi } from './api';
import { analyse } from './engine';
import { goodDescriptions, pathsOf, withValueAt } from './test-descriptions';

/** Wrong values of every kind a player (or a file) can put in a field. */
const WRONG = [undefined, null, 'text', -1, 0.25, 1e308, true, [], [1], {}, { extra: 1 }];
const LIBRARY_WORDS = /Expected|Received|Invalid (type|key)/;

describe('every message is in the player’s words', () => {
  it('starts from descriptions the engine takes', () => {
    for (const { name, input } of goodDescriptions()) expect(() => analyse(input), name).not.toThrow();
  });

  it('names the field, never in the validation library’s own words, for every field of every kind made wrong', () => {
    const leaks: string[] = [];
    let refused = 0;
    for (const { name, input } of goodDescriptions()) {
      const inputs = pathsOf(input).flatMap((path) => [...WRONG.map((w) => withValueAt(input, path, w)), ...(path.length > 0 ? [withValueAt(input, [...path.slice(0, -1), 'unknownField'], 1)] : [])]);
      for (const bad of inputs) {
        try {
          analyse(bad);
        } catch (e) {
          if (!(e instanceof CombatInputError)) throw e;
          refused++;
          for (const err of e.errors) if (LIBRARY_WORDS.test(err.message)) leaks.push(`${name} ${err.path}: ${err.message}`);
        }
      }
    }
    expect(refused).toBeGreaterThan(500);
    expect([...new Set(leaks)]).toEqual([]);
    // Every field of every documented example, each made wrong a dozen ways: it grows with the games.
  }, 60_000);
});

describe('the engine’s answers across the worker boundary', () => {
  it('give every failure its code, its field and its words: a refused field, a die still to come, a face that is no face', () => {
    const [first] = goodDescriptions();
    if (!first) throw new Error('a good description');
    const refused = engineApi.analyse(withValueAt(first.input, ['format'], 'text'));
    expect(!refused.ok && refused.errors[0]).toMatchObject({ code: 'refused', path: 'format' });
    const waiting = engineApi.resolve(first.input, { physical: [] });
    expect(!waiting.ok && 'missingDie' in waiting && waiting.errors).toEqual([{ code: 'missing-die', path: 'dice', message: expect.stringContaining('has not been entered') as string }]);
    const noFace = engineApi.resolve(first.input, { physical: [9, 9, 9, 9, 9, 9] });
    expect(!noFace.ok && noFace.errors[0]).toMatchObject({ code: 'refused', path: 'dice.0' });
  });
});
