import * as v from 'valibot';
import { LIMITS, boardCombatValueSchema, demoralizedSchema, hexKeySchema, listOf, sideSchema, terrainSchema } from './common';

/** Hexside features by the names GCACW's charts use (a road, pike, trail or RR connects the two hexes). */
export const HEXSIDE_FEATURES = ['major-river', 'minor-river', 'creek', 'bridge', 'dam', 'ferry', 'ford', 'road', 'pike', 'trail', 'railroad'] as const;
export type HexsideFeature = (typeof HEXSIDE_FEATURES)[number];

export const boardUnitSchema = v.strictObject({
  id: v.pipe(v.string('id must be text'), v.nonEmpty('id must not be empty')),
  hex: hexKeySchema,
  side: sideSchema,
  combatValue: boardCombatValueSchema,
  /** true: ZOC into all six adjacent hexes; false: none; a list: only those adjacent hexes. */
  zoc: v.optional(v.union([v.boolean(), v.pipe(v.array(hexKeySchema), v.maxLength(6, 'a ZOC reaches at most the 6 adjacent hexes'))], 'zoc must be true, false or a list of adjacent hexes'), true),
  demoralized: v.optional(demoralizedSchema, 0),
  /** One of the units making this attack (it covers hexes even when other rules would not count it). */
  attacking: v.optional(v.boolean('attacking must be true or false'), false),
});
export type BoardUnitInput = v.InferOutput<typeof boardUnitSchema>;

/**
 * A small piece of the map around one place: the units on it, the terrain of the hexes that
 * matter (unlisted hexes are clear), hexside features (rivers, crossings, roads), and hexes that
 * lie off the map.
 */
export const boardSchema = v.strictObject({
  units: listOf(boardUnitSchema, 'units on a board', LIMITS.boardUnits),
  terrain: v.optional(
    v.pipe(
      v.record(hexKeySchema, terrainSchema, 'terrain must be an object of hexes and their terrain'),
      v.check((t) => Object.keys(t).length <= LIMITS.boardEntries, `at most ${LIMITS.boardEntries} hexes of terrain`),
    ),
    {},
  ),
  hexsides: v.optional(
    listOf(
      v.strictObject({
        between: v.tuple([hexKeySchema, hexKeySchema], 'between must be a list of the two hexes either side'),
        features: listOf(v.picklist(HEXSIDE_FEATURES, `a hexside feature must be one of ${HEXSIDE_FEATURES.join(', ')}`), 'features', HEXSIDE_FEATURES.length),
      }),
      'hexsides',
    ),
    [],
  ),
  offMap: v.optional(listOf(hexKeySchema, 'off-map hexes'), []),
});
export type BoardInput = v.InferOutput<typeof boardSchema>;
