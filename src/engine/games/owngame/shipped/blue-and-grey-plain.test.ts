import { readFileSync, readdirSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cellsNotChecked } from '../../../core/chart/every-cell';
import { makeChart, readOddsKey, readRangeKey } from '../../../core/chart';
import { CombatInputError } from '../../../core/errors';
import { type Fraction, add, fraction } from '../../../core/fraction';
import { cite } from '../../../core/source';
import { analyse } from '../../../engine';
import { FuzzSource } from '../../../fuzz-values';
import { CRT_CODES } from '../../bng/crt';
import { SPI_1975_CRT } from '../../bng/starting-charts';
import { type Shift, type CombatInput as BngCombat, bngSchema } from '../../bng/schema';
import { costsFieldworksShift, subjectTo } from '../../bng/shifts';
import { type Adjustment, walkAttack, walkDefence } from '../../bng/strength';
import { readSides } from '../../bng/units';
import { randomCombat } from '../../bng/test-random-combats';
import type { DefinitionForm, Rounding } from '../definition/form';
import { BLUE_AND_GREY_PLAIN } from './blue-and-grey-plain';

/**
 * The Blue & Grey plain definition against the Blue & Grey plug-in: every documented Blue & Grey
 * combat it can express (docs/games/bng.md and docs/games/bng/), and four hundred random ones, read
 * on the same chart give the same odds column and the same chance of every result. A combat uses the
 * plug-in's own rule walks to say which conditions its units are under, so each rule is applied by
 * the definition's multipliers and shifts, not copied.
 */

const CONDITION_OF: Readonly<Record<Adjustment, string>> = {
  adjacentArtillery: 'adjacent-artillery',
  bombardingAtThree: 'artillery-at-three',
  combinedAtThree: 'artillery-at-three',
  terrain: 'halved',
  waterObstacle: 'halved',
  attackerDisordered: 'disordered',
  attackerShaken: 'shaken-attacker',
  defendingArtillery: 'defending-artillery',
  defenderShaken: 'shaken-defender',
  defenderRouted: 'routed-defender',
};

const TYPE_OF: Readonly<Record<string, string>> = { infantry: 'Infantry', cavalry: 'Cavalry', artillery: 'Artillery', gunboat: 'Artillery' };

/** The conditions the plug-in's walk applies to a unit, by the definition's short names. */
function ticked(walk: (by: { times: (n: number, d: number, why: Adjustment) => void; note: () => void }) => void): string[] {
  const ids: string[] = [];
  walk({ times: (_n, _d, why) => ids.push(CONDITION_OF[why]), note: () => undefined });
  return ids;
}

const sameShift = (a: Shift, b: Shift) => a.columns === b.columns && a.cause.trim().toLowerCase() === b.cause.trim().toLowerCase();

/**
 * A Blue & Grey combat as the plain definition expresses it, with the definition it needs: the chart
 * and rounding of the combat, and one condition for each Terrain Effects Chart line it names. None
 * for what the definition leaves out: night, and a combat with no defender left to fight.
 */
function expressed(combat: BngCombat): { readonly description: Record<string, unknown>; readonly definition: DefinitionForm } | undefined {
  if (combat.night || !combat.charts?.['crt']) return undefined;
  const sides = readSides(combat);
  const fighting = sides.defenders.filter((d) => d.staysForCombat);
  if (fighting.length === 0) return undefined;
  const lefts: Shift[] = [];
  for (const s of [...combat.leftShifts, ...combat.attackers.flatMap((a) => a.leftShifts)]) if (!lefts.some((l) => sameShift(l, s))) lefts.push(s);
  const leftId = (s: Shift) => `tec-left-${lefts.findIndex((l) => sameShift(l, s))}`;
  const chart = combat.charts['crt'];
  const rounding: Rounding = combat.halfRounds === 'up' ? 'nearest-up' : 'nearest-down';
  const definition: DefinitionForm = {
    ...BLUE_AND_GREY_PLAIN,
    method: { ...BLUE_AND_GREY_PLAIN.method, kind: 'odds', lowest: chart.columns[0] ?? '', highest: chart.columns.at(-1) ?? '' },
    conditions: [
      ...BLUE_AND_GREY_PLAIN.conditions.map((c) => (c.effect === 'strength' ? { ...c, rounding } : c)),
      ...lefts.map((s) => ({ id: leftId(s), name: s.cause, side: 'attacker', scope: 'unit', when: 'every', effect: 'shift', columns: -s.columns }) as const),
      ...combat.rightShifts.map((s, i) => ({ id: `tec-right-${i}`, name: s.cause, side: 'attacker', scope: 'combat', when: 'every', effect: 'shift', columns: s.columns }) as const),
    ],
    table: { ...chart, rows: [...chart.rows], columns: [...chart.columns], cells: chart.cells.map((r) => [...r]) },
  };
  const fieldworksShift = (combat.fieldworks === 'breastworks' || combat.fieldworks === 'trench') && !sides.attackers.some(costsFieldworksShift);
  const conditions = [...(fieldworksShift ? ['breastworks'] : []), ...(combat.fieldworks === 'underConstruction' ? ['under-construction'] : []), ...combat.rightShifts.map((_, i) => `tec-right-${i}`)];
  const attackers = sides.attackers.map((a) => ({
    name: a.input.name,
    type: TYPE_OF[a.input.type],
    strength: a.input.strength,
    conditions: [...ticked((by) => walkAttack(a, by)), ...lefts.filter((s) => subjectTo(a.input, s)).map(leftId)],
  }));
  const defenders = fighting.map((d) => ({ name: d.input.name, type: TYPE_OF[d.input.type], strength: d.input.strength, conditions: ticked((by) => walkDefence(d, sides.includesAdjacent, by)) }));
  return { description: { format: 1, game: 'owngame', kind: 'combat', definition, conditions, attackers, defenders }, definition };
}

/** The chance of each result code, summed over whatever else an outcome says (Blue & Grey's disorder checks). */
function byCode(chances: readonly { readonly key: string; readonly probability: Fraction }[], code: (key: string) => string): Record<string, Fraction> {
  const out: Record<string, Fraction> = {};
  for (const c of chances) out[code(c.key)] = add(out[code(c.key)] ?? fraction(0), c.probability);
  return out;
}

function bngChances(combat: Record<string, unknown>): { readonly column: unknown; readonly chances: Record<string, Fraction> } | undefined {
  let analysis;
  try {
    analysis = analyse(combat);
  } catch (e) {
    if (e instanceof CombatInputError) return undefined;
    throw e;
  }
  // An outcome's key is its result code, then its disorder checks' failures (combat-dice.ts): "Dr|a0/0|d1/2".
  const code = (key: string) => key.split('|')[0] ?? key;
  return { column: analysis.steps.find((s) => s.title === 'Odds and column')?.values?.['column'], chances: byCode(analysis.chances, code) };
}

function compare(combat: Record<string, unknown>, label: string): boolean {
  const { format: _f, game: _g, ...rest } = combat;
  const parsed = v.safeParse(bngSchema, rest);
  if (!parsed.success || parsed.output.kind !== 'combat') return false;
  const input = parsed.output;
  const own = expressed(input);
  const bng = bngChances(combat);
  if (!own || !bng) return false;
  const mine = analyse(own.description);
  expect(mine.steps.find((s) => s.title === 'Odds and column')?.values?.['column'], label).toBe(bng.column);
  expect(byCode(mine.chances, (k) => k), label).toEqual(bng.chances);
  return true;
}

const docs = new URL('../../../../../docs/games/', import.meta.url);

function documentedCombats(): { readonly name: string; readonly input: Record<string, unknown> }[] {
  const page = readFileSync(new URL('bng.md', docs), 'utf8');
  const blocks = [...page.matchAll(/```json\n([\s\S]*?)```/g)].map((m, i) => ({ name: `bng.md #${i + 1}`, input: JSON.parse(m[1] ?? '') as Record<string, unknown> }));
  const files = readdirSync(new URL('bng/', docs)).map((f) => ({ name: `bng/${f}`, input: JSON.parse(readFileSync(new URL(`bng/${f}`, docs), 'utf8')) as Record<string, unknown> }));
  return [...blocks, ...files].filter((d) => d.input['kind'] === 'combat');
}

describe('Blue & Grey, plain combat, against the Blue & Grey plug-in', () => {
  it('gives the plug-in’s odds column and chances on every documented Blue & Grey combat', () => {
    const walked = documentedCombats().filter((d) => compare(d.input, d.name));
    expect(walked.length).toBeGreaterThan(0);
  });

  // Blue & Grey's side weighs every disorder check of every result: a second or two on a busy machine.
  it('gives the plug-in’s odds column and chances on random combats it can express, each rule by its own condition', { timeout: 30_000 }, () => {
    const f = new FuzzSource(1862);
    let walked = 0;
    for (let i = 0; i < 400; i++) {
      const combat = randomCombat(f);
      if (compare(combat, JSON.stringify(combat))) walked++;
    }
    console.log(`random Blue & Grey combats walked: ${walked} of 400`);
    expect(walked).toBeGreaterThan(150);
  });

  it('is the documented combat’s own description: the 1-2 of docs/games/bng.md', () => {
    const described = JSON.parse(readFileSync(new URL('owngame/blue-and-grey-plain.json', docs), 'utf8')) as Record<string, unknown>;
    const bng = bngChances(JSON.parse(readFileSync(new URL('bng/combat.json', docs), 'utf8')) as Record<string, unknown>);
    const mine = analyse(described);
    expect(mine.steps.find((s) => s.title === 'Odds and column')?.values?.['column']).toBe('1-2');
    expect(byCode(mine.chances, (k) => k)).toEqual(bng?.chances);
  });

  it('holds the 1975 quadrigame table cell by cell, as RULES-NOTES section 6 prints it, and every B&G result code', () => {
    const printed = `1  Ar Ar Dr Dr Dr Dr De De De De
2  Ar Ar Ar Dr Dr Dr Dr Dr De De
3  Ar Ar Ar Ar Dr Dr Dr Dr Dr De
4  Ae Ar Ar Ar Ar Dr Dr Dr Dr Dr
5  Ae Ae Ar Ar Ar Ar Dr Ex Ex Dr
6  Ae Ae Ae Ae Ar Ar Ex Ex Ex Ex`
      .split('\n')
      .map((line) => line.trim().split(/\s+/).slice(1));
    const table = BLUE_AND_GREY_PLAIN.table;
    expect(table.columns).toEqual(['1-5', '1-4', '1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1']);
    expect({ rows: table.rows, columns: table.columns, cells: table.cells }).toEqual({ rows: SPI_1975_CRT.rows, columns: SPI_1975_CRT.columns, cells: SPI_1975_CRT.cells });
    const chart = makeChart({ title: 'plain', source: cite('owngame', 'test'), rowHeader: 'Die', rowKind: 'range', columnKind: 'odds', rows: table.rows, columns: table.columns, cells: table.cells, readCell: (t) => t });
    expect(cellsNotChecked(chart, (c) => c.cells.forEach((row, r) => row.forEach((cell, k) => expect(cell).toBe(printed[r]?.[k]))))).toEqual([]);
    expect(readOddsKey(table.columns[0] ?? '')).not.toBeTypeOf('string');
    expect(readRangeKey(table.rows[0] ?? '')).not.toBeTypeOf('string');
    expect(BLUE_AND_GREY_PLAIN.results.map((r) => r.code)).toEqual([...CRT_CODES]);
  });
});
