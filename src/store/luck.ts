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

export interface LuckReport {
  /** The combats read, undone and re-rolled ones included: their dice were rolled all the same. */
  readonly combats: number;
  readonly dice: number;
  /** One tally for each purpose and origin, in the order the purposes first appear in the log. */
  readonly tallies: readonly DiceTally[];
}

/** A fair die's mean face. */
export const FAIR_MEAN = 3.5;
/** Fewer dice than this in a tally say little about luck. */
export const SMALL_SAMPLE = 30;

/** How the dice of a game's log fell, purpose by purpose, the generator's dice apart from those typed in. */
export function luckReport(combats: readonly CombatRecord[]): LuckReport {
  const groups = new Map<string, { purpose: string; origin: DiceOrigin; faces: [number, number, number, number, number, number] }>();
  let dice = 0;
  const oldestFirst = [...combats].sort((a, b) => (a.id ?? 0) - (b.id ?? 0) || a.at - b.at);
  for (const combat of oldestFirst) {
    for (const die of combat.dice) {
      if (!Number.isInteger(die.face) || die.face < 1 || die.face > 6) continue;
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
  return { combats: combats.length, dice, tallies };
}
