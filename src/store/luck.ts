import type { CombatRecord } from './records';

/** Where dice came from: the app's generator or the table, typed in. */
export type DiceOrigin = 'generator' | 'physical';

/** How the dice of one purpose and one origin fell. */
export interface DiceTally {
  /** What the dice were for, as the rules name them ("combat die", "attacker's die"). */
  readonly purpose: string;
  readonly origin: DiceOrigin;
  readonly count: number;
  /** The mean face; a fair die's is 3.5. */
  readonly mean: number;
  /** How many times each face came up, faces 1 to 6; a fair die gives each a sixth of the count. */
  readonly faces: readonly [number, number, number, number, number, number];
}

/** Where one combat's result fell among those it could have given, for the attacker. */
export interface CombatPlace {
  /** Its place in the log, 1 for the oldest combat read. */
  readonly n: number;
  readonly label: string;
  readonly origin: DiceOrigin;
  /** P(worse) + ½·P(as good) for the attacker, in percent (0-100); the defender's is 100 less it. */
  readonly attacker: number;
}

/** The mean place of the results of one origin's combats: 50 is what fair dice give on average. */
export interface PlaceTally {
  readonly origin: DiceOrigin;
  readonly count: number;
  /** The attacker's mean percentile; the defender's is 100 less it. */
  readonly attackerMean: number;
}

export interface LuckReport {
  /** The combats read, undone and re-rolled ones included: their dice were rolled all the same. */
  readonly combats: number;
  readonly dice: number;
  /** One tally for each purpose and origin, in the order the purposes first appear in the log. */
  readonly tallies: readonly DiceTally[];
  /** Each combat with dice whose entry keeps its percentile, oldest first. */
  readonly places: readonly CombatPlace[];
  /** The app's dice, then those typed in, each only when it has a place. */
  readonly placeTallies: readonly PlaceTally[];
  /** Combats with dice but no percentile: logged before the engine gave one, or of a kind with no attacker. */
  readonly unplaced: number;
}

/** A fair die's mean face. */
export const FAIR_MEAN = 3.5;
/** Fewer dice than this in a tally say little about luck. */
export const SMALL_SAMPLE = 30;
/** The mean percentile fair dice give. */
export const FAIR_PLACE = 50;
/** Fewer combats than this say little about how the results fell. */
export const SMALL_PLACES = 20;

/**
 * How the dice of a game's log fell, purpose by purpose, the generator's dice apart from those typed
 * in; and where each combat's result fell among its possible outcomes, as the log kept it.
 */
export function luckReport(combats: readonly CombatRecord[]): LuckReport {
  const groups = new Map<string, { purpose: string; origin: DiceOrigin; faces: [number, number, number, number, number, number] }>();
  let dice = 0;
  const places: CombatPlace[] = [];
  let unplaced = 0;
  const oldestFirst = [...combats].sort((a, b) => (a.id ?? 0) - (b.id ?? 0) || a.at - b.at);
  for (const [i, combat] of oldestFirst.entries()) {
    // A combat's dice all come one way: the engine rolls them or they are all typed in.
    const first = combat.dice[0];
    if (first && combat.percentile && combat.percentile.den > 0) {
      places.push({ n: i + 1, label: combat.outcome.label, origin: first.source.kind, attacker: (100 * combat.percentile.num) / combat.percentile.den });
    } else if (first) {
      unplaced++;
    }
    for (const die of combat.dice) {
      // The tallies are of six-sided dice: a ten-sided die is not one of them.
      if (die.sides === 10 || !Number.isInteger(die.face) || die.face < 1 || die.face > 6) continue;
      const origin: DiceOrigin = die.source.kind;
      const key = `${origin}\u0000${die.purpose}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { purpose: die.purpose, origin, faces: [0, 0, 0, 0, 0, 0] }));
      group.faces[die.face - 1] = (group.faces[die.face - 1] ?? 0) + 1;
      dice++;
    }
  }
  const tallies = [...groups.values()].map(({ purpose, origin, faces }) => {
    const count = faces.reduce((a, b) => a + b, 0);
    const mean = faces.reduce((sum, n, i) => sum + n * (i + 1), 0) / count;
    return { purpose, origin, count, mean, faces };
  });
  const placeTallies = (['generator', 'physical'] as const).flatMap((origin): PlaceTally[] => {
    const mine = places.filter((p) => p.origin === origin);
    return mine.length === 0 ? [] : [{ origin, count: mine.length, attackerMean: mine.reduce((sum, p) => sum + p.attacker, 0) / mine.length }];
  });
  return { combats: combats.length, dice, tallies, places, placeTallies, unplaced };
}
