import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { movedBy } from '../../core/breakpoints';
import { nextUint32, seedFromWords } from '../../core/rng';
import { analyse, breakpoints } from '../../engine';
import { GAMES } from '../index';

const example = (path: string): Record<string, unknown> => JSON.parse(readFileSync(`docs/games/${path}`, 'utf8')) as Record<string, unknown>;

describe('breakpoint hints for The Wilderness Campaign', () => {
  it('say what one more point would do to the documented Wilderness combat, with the chances it would give', () => {
    const input = example('wilderness/infantry-combat.json');
    const now = analyse(input);
    const hints = breakpoints(input);
    expect(hints.length).toBeGreaterThan(0);
    for (const hint of hints) {
      const then = analyse(hint.input);
      expect(movedBy(now, then)).toBe(hint.moves);
      expect(hint.highlights).toEqual(then.highlights);
    }
    expect(hints.map((h) => h.moves)).toContainEqual(expect.stringMatching(/^column \d-\d \(now \d-\d\)$/));
  });

  it('are exactly the changes that move the combat, for 50 random Wilderness set-ups', () => {
    let state = seedFromWords(1864, 5, 5);
    const below = (n: number) => {
      const [x, next] = nextUint32(state);
      state = next;
      return x % n;
    };
    const module = GAMES.wilderness;
    if (!module?.variations) throw new Error('the Wilderness offers no variations');
    for (let i = 0; i < 50; i++) {
      const unit = (side: string, k: number) => ({ name: `${side} ${k}`, strength: 1 + below(14) });
      const input = {
        format: 1,
        game: 'wilderness',
        kind: 'infantry-combat',
        hastyAttack: below(4) === 0,
        defenderHex: { terrain: 'clear', entrenched: below(2) === 0 },
        attackers: Array.from({ length: 1 + below(3) }, (_, k) => unit('Attacker', k)),
        defenders: Array.from({ length: 1 + below(2) }, (_, k) => unit('Defender', k)),
      };
      let now;
      try {
        now = analyse(input);
      } catch {
        continue;
      }
      const hints = breakpoints(input);
      const { format: _format, game: _game, ...description } = input;
      const expected = module.variations(v.parse(module.schema, description)).flatMap((variation) => {
        try {
          const moves = movedBy(now, analyse({ format: 1, game: 'wilderness', ...variation.input }));
          return moves ? [{ change: variation.label, moves }] : [];
        } catch {
          return [];
        }
      });
      expect(hints.map((h) => ({ change: h.change, moves: h.moves }))).toEqual(expected);
    }
  });
});
