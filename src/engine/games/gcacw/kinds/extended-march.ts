import type { Prepared, TableView } from '../../../core/combat';
import type { DiceStream } from '../../../core/dice';
import { ruleError } from '../../../core/errors';
import { type Step, step } from '../../../core/explain';
import { signed } from '../combat/modifiers';
import { EXTENDED_MARCH } from '../data/index';
import {
  EXTENDED_MARCH_COLUMNS,
  EXTENDED_MARCH_FATIGUE,
  EXTENDED_MARCH_GAME_SPECIFIC,
  EXTENDED_MARCH_RESULTS,
  UNION_ARMY_GROUPS,
  WAGON_TRAIN_MODIFIER,
} from '../data/extended-march';
import type { ExtendedMarchInput } from '../schema/kinds';
import { gcacw, listInWords } from '../titles';
import type { TableOutcome } from './outcome';

const SOURCE = gcacw('Extended March Table (Grant Takes Command charts)');
const DIE = 'extended march die';

interface Mod {
  readonly label: string;
  readonly value: number;
}

function column(input: ExtendedMarchInput): { index: number; unconfirmed: boolean } {
  if (input.strengthMarker === 'organized') return { index: 0, unconfirmed: false };
  if (input.manpower === undefined) throw ruleError('manpower', "a disorganized unit's column depends on its Manpower Value: enter it");
  if (input.manpower <= 5) return { index: 1, unconfirmed: false };
  if (input.column === undefined) {
    throw ruleError('column', 'the Manpower ranges of the third and fourth columns were lost in the source: pick the column (3 or 4) from the printed table');
  }
  return { index: input.column - 1, unconfirmed: true };
}

function unionModifier(input: ExtendedMarchInput): Mod | undefined {
  if (input.side === 'confederate') {
    if (input.unionGroup !== undefined) throw ruleError('unionGroup', 'the Union army modifiers are for Union units only');
    return undefined;
  }
  const group = input.unionGroup ?? (input.unit === 'wagon-train' ? 'other' : undefined);
  if (group === undefined) throw ruleError('unionGroup', 'a Union unit falls in one Union army group: "cavalry" (Late & Early War Cavalry), "garrison" or "other"');
  if (group === 'cavalry') {
    const g = UNION_ARMY_GROUPS.cavalry;
    if (input.unit !== 'cavalry') throw ruleError('unionGroup', 'the Late & Early War Cavalry group is for cavalry units');
    const titles = [...g.anyUnionCavalry, ...g.armyOfThePotomacCavalry];
    if (!titles.includes(input.title)) throw ruleError('unionGroup', `the Late & Early War Cavalry modifier applies in ${listInWords(titles)} only; this march is in ${input.title}`);
    const which = g.armyOfThePotomacCavalry.includes(input.title) ? ' (a cavalry unit of the Army of the Potomac)' : '';
    return { label: `${g.label}${which}`, value: g.modifier };
  }
  if (group === 'garrison') {
    const g = UNION_ARMY_GROUPS.garrison;
    if (input.unit === 'wagon-train') throw ruleError('unionGroup', 'garrison units are infantry, artillery and cavalry; a wagon train is an "other" Union unit');
    const titles = [...g.notArmyOfThePotomac, ...g.notRegularArmy];
    if (!titles.includes(input.title)) throw ruleError('unionGroup', `the Garrison Units modifier applies in ${listInWords(titles)} only; this march is in ${input.title}`);
    const which = g.notRegularArmy.includes(input.title) ? 'not a "Regular Army" unit' : 'not of the Army of the Potomac';
    return { label: `${g.label} (${which})`, value: g.modifier };
  }
  return { label: UNION_ARMY_GROUPS.other.label, value: UNION_ARMY_GROUPS.other.modifier };
}

function modifiers(input: ExtendedMarchInput): Mod[] {
  const fatigue = EXTENDED_MARCH_FATIGUE.find((f) => f.side === input.counterSide && f.reaches === input.reaches);
  if (!fatigue) {
    throw ruleError('reaches', `the table is consulted when a unit on its normal side reaches Fatigue Level 3 or 4, or one on its exhausted side reaches 2, 3 or 4; a unit on its ${input.counterSide} side reaching ${input.reaches} does not consult it`);
  }
  const mods: Mod[] = [{ label: fatigue.label, value: fatigue.modifier }];
  if (input.unit === 'wagon-train') mods.push({ label: 'March by a Wagon Train', value: WAGON_TRAIN_MODIFIER });
  const union = unionModifier(input);
  if (union) mods.push(union);
  const g = EXTENDED_MARCH_GAME_SPECIFIC;
  if (input.heat) mods.push({ label: g.heat.label, value: g.heat.modifier });
  if (input.outOfSupply) mods.push({ label: g.outOfSupply.label, value: g.outOfSupply.modifier });
  if (input.aga1861) {
    if (!g.aga1861.titles.includes(input.title)) throw ruleError('aga1861', `the 1861 scenario modifiers are AGA's; this march is in ${input.title}`);
    mods.push({ label: g.aga1861.label, value: g.aga1861.modifier });
    if (input.unit === 'cavalry') mods.push({ label: g.aga1861Cavalry.label, value: g.aga1861Cavalry.modifier });
  }
  if (input.retreatMarchScenario !== undefined) {
    if (!g.retreatMarch.titles.includes(input.title)) throw ruleError('retreatMarchScenario', `the Retreat March modifier is AGA's; this march is in ${input.title}`);
    if (!g.retreatMarch.scenarios.includes(input.retreatMarchScenario)) throw ruleError('retreatMarchScenario', `the Retreat March modifier applies only in AGA scenarios ${listInWords(g.retreatMarch.scenarios.map(String))}`);
    mods.push({ label: g.retreatMarch.label, value: g.retreatMarch.modifier });
  }
  return mods;
}

export function extendedMarchTable(col?: number, reachable: readonly number[] = []): TableView {
  return {
    title: 'Extended March Table',
    source: SOURCE,
    rowHeader: 'Die roll (one die + modifiers)',
    columns: EXTENDED_MARCH_COLUMNS.map((c) => c.label),
    rows: EXTENDED_MARCH.map((r) => ({ label: r.label, cells: r.cells })),
    ...(col === undefined ? {} : { column: col }),
    reachableRows: reachable,
    note: 'One die plus the modifiers (the charts do not name the dice; rows ≤5 to ≥8 are read with one). The Manpower ranges of the third and fourth columns were lost in the source; the first column is the organized Strength marker. NE: no effect; D: disorganized; 1/2/3: Manpower loss and a new disorganized marker.',
  };
}

/** The Extended March Table: one die plus the cumulative modifiers, by the marching unit's Strength marker. */
export function prepareExtendedMarch(input: ExtendedMarchInput): Prepared<TableOutcome> {
  const col = column(input);
  const mods = modifiers(input);
  const total = mods.reduce((s, m) => s + m.value, 0);
  const rowOf = (roll: number): number => {
    let index = 0;
    EXTENDED_MARCH.forEach((r, i) => {
      if (r.from <= roll) index = i;
    });
    return index;
  };
  const steps: Step[] = [
    step(SOURCE, 'Column', `${EXTENDED_MARCH_COLUMNS[col.index]?.label ?? ''}${col.unconfirmed ? ' — unconfirmed: picked by the player because the source lost this column\'s Manpower range' : ''}`, col.unconfirmed ? { column: col.index + 1, unconfirmed: true } : { column: col.index + 1 }),
    ...mods.map((m) => step(SOURCE, m.label, signed(m.value), { value: m.value })),
    step(SOURCE, 'Total modifier', `one die ${signed(total)}`, { total }),
  ];
  const reachable = [...new Set([1, 2, 3, 4, 5, 6].map((d) => rowOf(d + total)))].sort((a, b) => a - b);
  const cellText = (cell: string): string => (cell === 'NE' ? EXTENDED_MARCH_RESULTS.NE : cell === 'D' ? EXTENDED_MARCH_RESULTS.D : `Manpower −${cell}. ${EXTENDED_MARCH_RESULTS.loss}`);
  return {
    steps,
    table: extendedMarchTable(col.index, reachable),
    dicePlan: [DIE],
    roll(dice: DiceStream): TableOutcome {
      const d = dice.d6(DIE);
      const cell = EXTENDED_MARCH[rowOf(d + total)]?.cells[col.index] ?? 'NE';
      return { kind: 'extendedMarch', key: cell, label: cell === 'NE' ? 'No effect' : cell === 'D' ? 'Disorganized' : `Manpower −${cell}`, dice: [d] };
    },
    describe(o) {
      const d = o.dice[0] ?? 0;
      const row = EXTENDED_MARCH[rowOf(d + total)];
      return {
        steps: [step(SOURCE, 'Roll', `${d} ${signed(total)} = ${d + total} → row ${row?.label ?? ''}: ${o.key}`, { die: d, total: d + total })],
        checklist: [cellText(o.key)],
        effects: { result: o.key, manpowerLoss: /^\d$/.test(o.key) ? Number(o.key) : 0, disorganized: o.key !== 'NE', unconfirmedColumn: col.unconfirmed },
      };
    },
    highlights: (chance) => [
      { label: 'Any effect', probability: chance((o) => o.key !== 'NE') },
      { label: 'Manpower loss', probability: chance((o) => /^\d$/.test(o.key)) },
    ],
  };
}
