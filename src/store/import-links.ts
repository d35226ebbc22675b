import type { FieldError } from '../engine/core/errors';
import type { GameExport } from './transfer-schema';

/**
 * The references inside a game file, checked before anything is written: unit ids are each given
 * once, every unit an applied result or a map counter names is among the file's units, every
 * re-roll names a combat of the file. A file that fails any of these is refused, naming the field.
 */
export function checkLinks(data: GameExport): FieldError[] {
  const errors: FieldError[] = [];
  const unitIds = new Set<string>();
  data.units.forEach((u, i) => {
    if (unitIds.has(u.id)) errors.push({ path: `units.${i}.id`, message: `duplicate id "${u.id}"` });
    unitIds.add(u.id);
  });
  const combatIds = new Set<number>();
  // A hand-over of the newest entries names, by hash, the earlier entries its re-rolls point at.
  const earlierIds = new Set((data.since?.earlier ?? []).map((e) => e.id));
  data.combats.forEach((c, i) => {
    if (c.id === undefined) return;
    if (combatIds.has(c.id)) errors.push({ path: `combats.${i}.id`, message: `duplicate id "${c.id}"` });
    combatIds.add(c.id);
  });
  data.combats.forEach((c, i) => {
    if (c.rerollOf !== undefined && !combatIds.has(c.rerollOf) && !earlierIds.has(c.rerollOf)) errors.push({ path: `combats.${i}.rerollOf`, message: `re-rolls combat ${c.rerollOf}, which is not in the file` });
    for (const side of ['before', 'after'] as const) {
      c.applied?.[side].forEach((u, j) => {
        const path = `combats.${i}.applied.${side}.${j}`;
        if (!unitIds.has(u.id)) errors.push({ path: `${path}.id`, message: `names unit "${u.id}", which is not among the file’s units` });
        else if (u.gameId !== data.game.id) errors.push({ path: `${path}.gameId`, message: 'this unit belongs to another game than the one in the file' });
      });
    }
  });
  mapCounters(data.game.map).forEach((counter, i) => {
    const unitId = counter['unitId'];
    if (unitId !== undefined && !(typeof unitId === 'string' && unitIds.has(unitId))) {
      errors.push({ path: `game.map.counters.${i}.unitId`, message: `names unit "${String(unitId)}", which is not among the file’s units` });
    }
  });
  return errors;
}

/** The draft with each id list's unit ids renamed (other entries, such as flags, kept as they are). */
export function renameDraftUnits(draft: unknown, rename: ReadonlyMap<string, string>): unknown {
  if (!isObject(draft)) return draft;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    out[key] = Array.isArray(value) ? value.map((x: unknown) => (typeof x === 'string' ? (rename.get(x) ?? x) : x)) : value;
  }
  return out;
}

/** The phase plan with each attack's set-up renamed as the draft is. */
export function renamePlanUnits(plan: unknown, rename: ReadonlyMap<string, string>): unknown {
  if (!isObject(plan) || !Array.isArray(plan['attacks'])) return plan;
  return { ...plan, attacks: plan['attacks'].map((a: unknown) => (isObject(a) ? { ...a, draft: renameDraftUnits(a['draft'], rename) } : a)) };
}

/** The map with each counter's roster unit renamed. */
export function renameMapUnits(map: unknown, rename: ReadonlyMap<string, string>): unknown {
  if (!isObject(map) || !Array.isArray(map['counters'])) return map;
  const counters = map['counters'].map((c: unknown) => {
    if (!isObject(c) || typeof c['unitId'] !== 'string') return c;
    return { ...c, unitId: rename.get(c['unitId']) ?? c['unitId'] };
  });
  return { ...map, counters };
}

function mapCounters(map: unknown): Record<string, unknown>[] {
  if (!isObject(map) || !Array.isArray(map['counters'])) return [];
  return map['counters'].map((c: unknown) => (isObject(c) ? c : {}));
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
