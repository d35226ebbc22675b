import * as v from 'valibot';
import { TITLES } from '../titles';

/** How large a description may be: a combat or a piece of the map round one place is far smaller. */
export const LIMITS = {
  /** Combat Values, Artillery Values and the like. */
  value: 999,
  /** Whole numbers with no other bound (losses, Movement Allowance …). */
  whole: 9999,
  unitsPerSide: 100,
  boardUnits: 500,
  /** Hexsides, terrain entries, off-map hexes and other lists of hexes on a board. */
  boardEntries: 2000,
  /** Hex coordinates run from minus this to this. */
  coordinate: 999,
} as const;

const HEX_EXPECTED = `a hex is written "q,r" in axial coordinates from -${LIMITS.coordinate} to ${LIMITS.coordinate}, e.g. "3,-1"`;
export const hexKeySchema = v.pipe(v.string(HEX_EXPECTED), v.regex(/^-?\d{1,3},-?\d{1,3}$/, HEX_EXPECTED));

/** A list of at most `max` entries, with the bound said in the player's words. */
export function listOf<T extends v.GenericSchema>(item: T, what: string, max: number = LIMITS.boardEntries) {
  return v.pipe(v.array(item, `${what} must be a list`), v.maxLength(max, `at most ${max} ${what}`));
}

export const titleSchema = v.picklist(TITLES, `title must be one of ${TITLES.join(', ')}`);

export const SIDES = ['union', 'confederate'] as const;
export const sideSchema = v.picklist(SIDES, 'side must be "union" or "confederate"');
export type Side = v.InferOutput<typeof sideSchema>;

export const DEMORALIZED_LEVELS = [0, 1, 2] as const;
export const demoralizedSchema = v.picklist(DEMORALIZED_LEVELS, 'demoralized must be 0, 1 (Demoralized-1) or 2 (Demoralized-2)');

const isHalf = (x: number): boolean => Number.isInteger(x * 2);

/** A check that a number, otherwise right, is no larger than `max`. */
const atMost = (what: string, max: number) => v.check((x: number) => !(Number.isFinite(x) && x > max), `${what} must be at most ${max}`);

/** A Combat Value: ½ or more, in halves (a disorganized unit may have ½). */
export const combatValueSchema = v.pipe(
  v.number('Combat Value must be a number'),
  v.check((x) => x > 0 && isHalf(x), 'Combat Value must be ½ or more, in halves (0.5, 1, 1.5 …)'),
  atMost('Combat Value', LIMITS.value),
);

/** A Combat Value that may be 0 (a board unit that adds nothing, e.g. a wagon train). */
export const boardCombatValueSchema = v.pipe(
  v.number('Combat Value must be a number'),
  v.check((x) => x >= 0 && isHalf(x), 'Combat Value must be 0 or more, in halves (0.5, 1, 1.5 …)'),
  atMost('Combat Value', LIMITS.value),
);

/**
 * A whole number from `min` to `max`, with a message naming `what`. With no `max` given, one no
 * larger than the general bound, said apart so the first message stays "… or more".
 */
export function wholeSchema(what: string, min = 0, max?: number) {
  const range: string = max === undefined ? `${what} must be a whole number, ${min} or more` : `${what} must be a whole number from ${min} to ${max}`;
  return v.pipe(
    v.number(range),
    v.check((x) => Number.isInteger(x) && x >= min && x <= (max ?? Infinity), range),
    atMost(what, max ?? LIMITS.whole),
  );
}

/** A whole number that may be negative, as a player enters it from the printed rules. */
export function signedWholeSchema(what: string) {
  const range = `${what} must be a whole number from -${LIMITS.value} to ${LIMITS.value}`;
  return v.pipe(
    v.number(range),
    v.check((x) => Number.isInteger(x) && Math.abs(x) <= LIMITS.value, range),
  );
}

export const TERRAINS = ['clear', 'rolling', 'rough', 'hill', 'woods', 'city', 'mountain', 'swamp', 'provisional-swamp'] as const;
export type Terrain = (typeof TERRAINS)[number];
export const terrainSchema = v.picklist(TERRAINS, `terrain must be one of ${TERRAINS.join(', ')}`);

/** Fatigue Levels run from 0 to 4. */
export const FATIGUE_LEVELS = { min: 0, max: 4 } as const;

/** The year of Grant Takes Command's campaign, whose tables take a date. */
export const GTC_YEAR = 1864;

/** A 1864 date, for Grant Takes Command's tables. */
export const dateSchema = v.pipe(
  v.string('date must be a date written YYYY-MM-DD'),
  v.isoDate(`date must be a date written YYYY-MM-DD, e.g. "${GTC_YEAR}-06-04"`),
  v.check((d) => d.startsWith(`${GTC_YEAR}-`), `Grant Takes Command's tables are for ${GTC_YEAR}: the date must be in ${GTC_YEAR}`),
);
