import { type RngState, nextDie } from './rng';

/** Where a die's face came from: the seeded generator (with its state before the roll) or the table. */
export type DieSource = { readonly kind: 'generator'; readonly stateBefore: RngState } | { readonly kind: 'physical' };

/** A die's faces: six, or ten for the ten-sided die a game the players define may roll. */
export type Sides = 6 | 10;

/** One die as it was rolled, with what it was for; `sides` is there for a ten-sided die (six when absent). */
export interface DieRecord {
  readonly purpose: string;
  readonly face: number;
  readonly source: DieSource;
  readonly sides?: 10;
}

/**
 * The dice a procedure draws from, one die at a time, each named for its purpose ("combat die",
 * "artillery sub-roll"). 2d6, d66 and the difference of two dice are built from single draws, so
 * every die is recorded, replayed and enumerated the same way. A ten-sided die is drawn with `d10`,
 * which a stream that cannot give one (the six-sided enumeration) leaves out.
 */
export interface DiceStream {
  d6(purpose: string): number;
  d10?(purpose: string): number;
}

/** Raised when typed-in dice run out: the UI asks the player for the die named here, with its faces. */
export class MissingDieError extends Error {
  constructor(
    readonly purpose: string,
    readonly index: number,
    readonly sides: Sides = 6,
  ) {
    super(`die ${index + 1} (${purpose}) has not been entered`);
    this.name = 'MissingDieError';
  }
}

export class InvalidDieError extends Error {
  constructor(
    readonly index: number,
    readonly face: unknown,
    sides: Sides = 6,
  ) {
    super(`die ${index + 1} must be a whole number from 1 to ${sides}, got ${String(face)}`);
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

  d10(purpose: string): number {
    const stateBefore = this.current;
    const [face, next] = nextDie(stateBefore, 10);
    this.current = next;
    this.records.push({ purpose, face, sides: 10, source: { kind: 'generator', stateBefore } });
    return face;
  }
}

/**
 * Physical dice typed in by the players, used in the order the procedure asks for them. Each is
 * checked as it is drawn, against the faces of the die asked for (a typed 7 is a ten-sided die's face,
 * not a six-sided one's).
 */
export class PhysicalDice implements DiceStream {
  readonly records: DieRecord[] = [];
  constructor(private readonly faces: readonly number[]) {}

  private draw(purpose: string, sides: Sides): number {
    const index = this.records.length;
    const face = this.faces[index];
    if (face === undefined) throw new MissingDieError(purpose, index, sides);
    if (!Number.isInteger(face) || face < 1 || face > sides) throw new InvalidDieError(index, face, sides);
    this.records.push({ purpose, face, source: { kind: 'physical' }, ...(sides === 10 ? { sides } : {}) });
    return face;
  }

  d6(purpose: string): number {
    return this.draw(purpose, 6);
  }

  d10(purpose: string): number {
    return this.draw(purpose, 10);
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
