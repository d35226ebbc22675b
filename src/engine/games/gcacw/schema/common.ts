import * as v from 'valibot';
import { TITLES } from '../titles';

export const hexKeySchema = v.pipe(v.string(), v.regex(/^-?\d+,-?\d+$/, 'a hex is written "q,r" in axial coordinates, e.g. "3,-1"'));

export const titleSchema = v.picklist(TITLES, `title must be one of ${TITLES.join(', ')}`);

export const SIDES = ['union', 'confederate'] as const;
export const sideSchema = v.picklist(SIDES, 'side must be "union" or "confederate"');
export type Side = v.InferOutput<typeof sideSchema>;

export const DEMORALIZED_LEVELS = [0, 1, 2] as const;
export const demoralizedSchema = v.picklist(DEMORALIZED_LEVELS, 'demoralized must be 0, 1 (Demoralized-1) or 2 (Demoralized-2)');

const isHalf = (x: number): boolean => Number.isInteger(x * 2);

/** A Combat Value: ½ or more, in halves (a disorganized unit may have ½). */
export const combatValueSchema = v.pipe(
  v.number('Combat Value must be a number'),
  v.check((x) => x > 0 && isHalf(x), 'Combat Value must be ½ or more, in halves (0.5, 1, 1.5 …)'),
);

/** A Combat Value that may be 0 (a board unit that adds nothing, e.g. a wagon train). */
export const boardCombatValueSchema = v.pipe(
  v.number('Combat Value must be a number'),
  v.check((x) => x >= 0 && isHalf(x), 'Combat Value must be 0 or more, in halves (0.5, 1, 1.5 …)'),
);

/** A whole number from `min` to `max`, with a message naming `what` (one check, as it runs on every field). */
export function wholeSchema(what: string, min = 0, max = Number.MAX_SAFE_INTEGER) {
  const range: string = max === Number.MAX_SAFE_INTEGER ? `${what} must be a whole number, ${min} or more` : `${what} must be a whole number from ${min} to ${max}`;
  return v.pipe(
    v.number(range),
    v.check((x) => Number.isInteger(x) && x >= min && x <= max, range),
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
