import { type RngState, nextDie } from './rng';

/** Where a die's face came from: the seeded generator (with its state before the roll) or the table. */
export type DieSource = { readonly kind: 'generator'; readonly stateBefore: RngState } | { readonly kind: 'physical' };

/** One six-sided die as it was rolled, with what it was for. */
export interface DieRecord {
  readonly purpose: string;
  readonly face: number;
  readonly source: DieSource;
}

/**
 * The dice a procedure draws from, one d6 at a time, each named for its purpose ("combat die",
 * "artillery sub-roll"). 2d6, d66 and the difference of two dice are built from single draws, so
 * every die is recorded, replayed and enumerated the same way.
 */
export interface DiceStream {
  d6(purpose: string): number;
}

/** Raised when typed-in dice run out: the UI asks the player for the die named here. */
export class MissingDieError extends Error {
  constructor(readonly purpose: string, readonly index: number) {
    super(`die ${index + 1} (${purpose}) has not been entered`);
    this.name = 'MissingDieError';
  }
}

export class InvalidDieError extends Error {
  constructor(readonly index: number, readonly face: unknown) {
    super(`die ${index + 1} must be a whole number from 1 to 6, got ${String(face)}`);
    this.name = 'InvalidDieError';
  }
}

/** Dice from the seeded generator. `records` and `state` say what was rolled and where the generator now stands. */
export class GeneratorDice implements DiceStream {
  readonly records: DieRecord[] = [];
  constructor(private current: RngState) {}

  get state(): RngState {
    return this.current;
  }

  d6(purpose: string): number {
    const stateBefore = this.current;
    const [face, next] = nextDie(stateBefore);
    this.current = next;
    this.records.push({ purpose, face, source: { kind: 'generator', stateBefore } });
    return face;
  }
}

/** Physical dice typed in by the players, used in the order the procedure asks for them. */
export class PhysicalDice implements DiceStream {
  readonly records: DieRecord[] = [];
  constructor(private readonly faces: readonly number[]) {
    faces.forEach((face, index) => {
      if (!Number.isInteger(face) || face < 1 || face > 6) throw new InvalidDieError(index, face);
    });
  }

  d6(purpose: string): number {
    const index = this.records.length;
    const face = this.faces[index];
    if (face === undefined) throw new MissingDieError(purpose, index);
    this.records.push({ purpose, face, source: { kind: 'physical' } });
    return face;
  }
}

/** Two dice summed (2d6). */
export function roll2d6(dice: DiceStream, purpose: string): number {
  return dice.d6(`${purpose}, first die`) + dice.d6(`${purpose}, second die`);
}

/** d66: first die tens, second die units (11..66). */
export function rollD66(dice: DiceStream, purpose: string): number {
  return 10 * dice.d6(`${purpose}, tens die`) + dice.d6(`${purpose}, units die`);
}

/** The difference of two dice, first minus second (-5..+5). */
export function rollDifference(dice: DiceStream, purpose: string): number {
  return dice.d6(`${purpose}, first die`) - dice.d6(`${purpose}, second die`);
}
