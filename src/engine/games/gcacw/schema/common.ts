import * as v from 'valibot';
import { TITLES } from '../titles';

export const hexKeySchema = v.pipe(v.string(), v.regex(/^-?\d+,-?\d+$/, 'a hex is written "q,r" in axial coordinates, e.g. "3,-1"'));

export const titleSchema = v.picklist(TITLES, `title must be one of ${TITLES.join(', ')}`);

export const sideSchema = v.picklist(['union', 'confederate'], 'side must be "union" or "confederate"');
export type Side = v.InferOutput<typeof sideSchema>;

export const demoralizedSchema = v.picklist([0, 1, 2], 'demoralized must be 0, 1 (Demoralized-1) or 2 (Demoralized-2)');

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

/** A 1864 date, for Grant Takes Command's tables. */
export const dateSchema = v.pipe(
  v.string('date must be a date written YYYY-MM-DD'),
  v.isoDate('date must be a date written YYYY-MM-DD, e.g. "1864-06-04"'),
  v.check((d) => d.startsWith('1864-'), "Grant Takes Command's tables are for 1864: the date must be in 1864"),
);
