import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { engineApi } from '../api';
import { COMBAT_FORMAT_VERSION } from '../core/format';
import { type QuickRoll, type QuickRollValueField, groupOf, itemPath, quickRollDescription } from '../core/quick-roll';
import type { GameModule } from '../core/combat';
import { GAMES } from './index';
import { EXAMPLES, example } from './test-quick-rolls';

const modules = Object.values(GAMES).filter((m): m is GameModule => m !== undefined);
const all = modules.flatMap((m) => (m.quickRolls ?? []).map((roll) => ({ module: m, roll })));

/** Every value field with the full path it has in the form (a list's fields in its first item). */
function valueFields(roll: QuickRoll): { path: string; field: QuickRollValueField }[] {
  return roll.fields.flatMap((f) => (f.type === 'list' ? f.item.map((i) => ({ path: itemPath(f, 0, i), field: i })) : [{ path: f.path, field: f }]));
}

/** Every value the form offers for a field: each choice, the limits of a number or date, a flag set. */
function offered(field: QuickRollValueField): (string | boolean)[] {
  switch (field.type) {
    case 'choice':
      return field.choices.map((c) => String(c.value));
    case 'flag':
      return [true];
    case 'number':
      return [field.min ?? -3, field.max ?? (field.min ?? 0) + 4 * field.step].map(String);
    case 'date':
      return [field.min, field.max];
    case 'text':
      return ['x'.repeat(field.maxLength)];
  }
}

/** Values the form lets a player type that the engine must refuse. */
function refused(field: QuickRollValueField): string[] {
  switch (field.type) {
    case 'choice':
      return ['not-one-of-the-choices'];
    case 'flag':
      return [];
    case 'number':
      return [
        ...(field.min === undefined ? [] : [String(field.min - field.step)]),
        ...(field.max === undefined ? [] : [String(field.max + field.step)]),
        String((field.min ?? 0) + field.step / 2),
      ];
    case 'date':
      return [`${Number(field.min.slice(0, 4)) - 1}-12-31`, 'not a date'];
    case 'text':
      return ['x'.repeat(field.maxLength + 1)];
  }
}

/** For a field inside a group (terrain.defenderHex), another field of the group filled in, so the group is sent. */
function groupStarted(roll: QuickRoll, path: string): Record<string, string | boolean> {
  const group = groupOf(path);
  if (group === undefined) return {};
  const sibling = valueFields(roll).find((f) => groupOf(f.path) === group && f.path !== path);
  return sibling ? { [sibling.path]: offered(sibling.field)[0] ?? '' } : {};
}

const errorPaths = (input: unknown): string[] => {
  const answer = engineApi.analyse(input);
  return answer.ok ? [] : answer.errors.map((e) => e.path);
};

describe('quick rolls', () => {
  it.each(all.map((x) => [x.roll.id, x] as const))('%s describes itself as its own kind of its own game', (_id, { module, roll }) => {
    expect(roll.base).toEqual({ format: COMBAT_FORMAT_VERSION, game: module.id, kind: roll.id });
    expect(roll.source.game).toBe(module.id);
    expect(roll.id).not.toBe('combat');
  });

  it.each(all.map((x) => [x.roll.id, x.roll] as const))('%s: the fields, filled in, make a description the engine accepts', (_id, roll) => {
    expect(EXAMPLES[roll.id], 'an example for every quick roll').toBeDefined();
    const analysis = engineApi.analyse(quickRollDescription(roll, example(roll)));
    if (!analysis.ok) throw new Error(JSON.stringify(analysis.errors));
    // A roll asks for dice; a lookup never does, and resolves with none.
    if (roll.action === 'roll') expect(analysis.value.dicePlan.length).toBeGreaterThan(0);
    else {
      expect(analysis.value.dicePlan).toEqual([]);
      expect(engineApi.resolve(quickRollDescription(roll, example(roll)), { physical: [] }).ok).toBe(true);
    }
  });

  it.each(all.map((x) => [x.roll.id, x] as const))('%s: every value the form offers passes the schema at its path', (_id, { module, roll }) => {
    for (const { path, field } of valueFields(roll)) {
      for (const value of offered(field)) {
        const { format: _f, game: _g, ...rest } = quickRollDescription(roll, example(roll, { [path]: value }));
        const result = v.safeParse(module.schema, rest);
        const atField = result.success ? [] : result.issues.filter((i) => v.getDotPath(i) === path).map((i) => i.message);
        expect(atField, `${path} = ${String(value)}`).toEqual([]);
      }
    }
  });

  it.each(all.map((x) => [x.roll.id, x.roll] as const))('%s: a bad value comes back as a field error naming its path', (_id, roll) => {
    for (const { path, field } of valueFields(roll)) {
      for (const value of refused(field)) expect(errorPaths(quickRollDescription(roll, example(roll, { [path]: value }))), `${path} = ${value}`).toContain(path);
      if (!field.optional && field.type !== 'flag') expect(errorPaths(quickRollDescription(roll, example(roll, { ...groupStarted(roll, path), [path]: '' }))), `${path} left empty`).toContain(path);
    }
  });
});
