import * as v from 'valibot';
import type { FieldError } from '../engine/core/errors';
import { parseHexKey } from '../engine/hex/hex';
import { hexsideEnds } from './hexsides';
import { mapSchema } from './schema';
import { type MapShape, type MapState, defaultMap, onMap } from './state';

export type MapCheck = { readonly ok: true; readonly map: MapState } | { readonly ok: false; readonly errors: readonly FieldError[] };

/**
 * Checks a saved map: its form (schema.ts), then what the form cannot say — counter ids are
 * unique, and everything painted or placed lies on the map. Every problem is reported, by path.
 */
export function validateMap(value: unknown): MapCheck {
  const parsed = v.safeParse(mapSchema, value);
  if (!parsed.success) {
    return { ok: false, errors: parsed.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })) };
  }
  const map: MapState = parsed.output;
  const errors = placementErrors(map);
  return errors.length === 0 ? { ok: true, map } : { ok: false, errors };
}

function placementErrors(map: MapState): FieldError[] {
  const errors: FieldError[] = [];
  const { shape } = map;
  const off = (key: string): boolean => !onMap(shape, parseHexKey(key));
  const where = describeShape(shape);
  for (const key of Object.keys(map.terrain)) if (off(key)) errors.push({ path: `terrain.${key}`, message: `hex ${key} is outside ${where}` });
  for (const key of Object.keys(map.levels)) if (off(key)) errors.push({ path: `levels.${key}`, message: `hex ${key} is outside ${where}` });
  for (const key of Object.keys(map.hexsides)) {
    // A side on the map's edge is still part of the map: one of its two hexes is enough.
    if (hexsideEnds(key).every((h) => !onMap(shape, h))) errors.push({ path: `hexsides.${key}`, message: `hexside ${key} is outside ${where}` });
  }
  const seen = new Set<string>();
  map.counters.forEach((c, i) => {
    if (seen.has(c.id)) errors.push({ path: `counters.${i}.id`, message: `another counter already has the id "${c.id}"` });
    seen.add(c.id);
    if (off(c.hex)) errors.push({ path: `counters.${i}.hex`, message: `hex ${c.hex} is outside ${where}` });
  });
  return errors;
}

function describeShape(shape: MapShape): string {
  return shape.kind === 'patch' ? `the patch of radius ${shape.radius} round ${shape.center}` : `the ${shape.columns} × ${shape.rows} map`;
}

/**
 * A saved map read back: the map when it is sound; otherwise a fresh default map and what was
 * wrong, so a damaged saved value never stops the app. Never throws.
 */
export function readMap(saved: unknown): { readonly map: MapState; readonly problems: readonly FieldError[] } {
  const check = validateMap(saved);
  return check.ok ? { map: check.map, problems: [] } : { map: defaultMap(), problems: check.errors };
}
