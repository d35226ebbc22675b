import { describe, expect, it } from 'vitest';
import { engineApi } from './api';
import { MAX_MESSAGE_LENGTH } from './core/brief';
import { goodDescriptions, pathsOf, withValueAt } from './test-descriptions';
import { GAME_IDS } from './core/source';

/**
 * Every refusal is one a player can read, whatever was sent: each field of each documented example
 * replaced by a huge text, a number at the edge of JSON, a value of the wrong kind, nesting thousands
 * deep, or removed; a huge field name added beside it. The engine answers each with messages that are
 * not empty, are at most MAX_MESSAGE_LENGTH long, name a short path, and never show the library's or
 * the language's own words.
 */

const HUGE = 'x'.repeat(2_000_000);
const RAW_WORDS = /undefined|\[object|Invalid type|Expected |NaN|Maximum call stack/;

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: [value] };
  return value;
}

const BROKEN: readonly (readonly [string, unknown])[] = [
  ['a 2 MB text', HUGE],
  ['the largest number', 1e308],
  ['the most negative number', -1e308],
  ['null', null],
  ['a flag', true],
  ['an empty list', []],
  ['a group of fields with a 2 MB name', { [HUGE]: 1 }],
  ['a value nested 5,000 deep', nested(2500)],
  ['nothing (removed)', undefined],
];

describe('refusals a player can read', () => {
  it('answers every broken field of every documented example briefly, naming it, in the player’s words', () => {
    let refusals = 0;
    let longest = '';
    for (const { name, input } of goodDescriptions()) {
      const paths = pathsOf(input).filter((p) => p.length > 0);
      for (const path of paths) {
        for (const [what, value] of BROKEN) {
          const broken = withValueAt(input, path, value);
          const answer = engineApi.analyse(broken);
          if (answer.ok) continue;
          const where = `${name} at ${path.join('.')} set to ${what}`;
          expect(answer.errors.length, where).toBeGreaterThan(0);
          for (const e of answer.errors) {
            refusals++;
            if (e.message.length > longest.length) longest = e.message;
            expect(e.message.trim(), where).not.toBe('');
            expect(e.message.length, where).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
            expect(e.path.length, where).toBeLessThanOrEqual(100);
            expect(e.message, where).not.toMatch(RAW_WORDS);
          }
        }
      }
      const withKey = engineApi.analyse({ ...input, [HUGE]: 1 });
      expect(withKey.ok).toBe(false);
      if (!withKey.ok) for (const e of withKey.errors) expect(`${e.path}: ${e.message}`.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH + 100);
    }
    // The count and the longest message, for the record of what was checked.
    console.log(`refusals checked: ${refusals}; longest message ${longest.length} characters`);
    expect(refusals).toBeGreaterThan(5000);
  }, 120_000);

  it('refuses a description nested deeper than the bound up front, naming where', () => {
    const answer = engineApi.analyse({ format: 1, game: GAME_IDS[0], kind: 'infantry-combat', attackers: [nested(100)] });
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.errors[0]?.message).toBe('nested more than 64 levels deep');
    if (!answer.ok) expect(answer.errors[0]?.path).toMatch(/^attackers\.0\.a\.0\.a/);
  });
});
