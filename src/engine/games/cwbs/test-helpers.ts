import type { DiceStream } from '../../core/dice';
import { fraction, type Fraction } from '../../core/fraction';
import type { Analysis } from '../../core/combat';

/** For tests: a description of this game. */
export const cwbs = (fields: Record<string, unknown>): Record<string, unknown> => ({ format: 1, game: 'cwbs', ...fields });

/** For tests: dice read from a list, counting how many were used. */
export class ListDice implements DiceStream {
  used = 0;
  constructor(private readonly faces: readonly number[]) {}
  d6(): number {
    const face = this.faces[this.used++];
    if (face === undefined) throw new RangeError('the list of dice ran out');
    return face;
  }
}

/** For tests: every list of `n` faces, in order. */
export function* allFaces(n: number): Generator<number[]> {
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    yield faces;
    let i = n - 1;
    while (i >= 0 && faces[i] === 6) faces[i--] = 1;
    if (i < 0) return;
    faces[i] = (faces[i] ?? 0) + 1;
  }
}

/** For tests: the chances of an analysis by outcome key. */
export const chancesByKey = (a: Analysis): Map<string, Fraction> => new Map(a.chances.map((c) => [c.key, c.probability]));

/** For tests: counts over a total, as exact chances by key. */
export const asChances = (counts: Map<string, number>, total: number): Map<string, Fraction> => new Map([...counts].map(([k, n]) => [k, fraction(n, total)]));
