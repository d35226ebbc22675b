import { cellAt } from '../../../core/chart';
import type { Prepared } from '../../../core/combat';
import type { DiceStream } from '../../../core/dice';
import { type Step, step } from '../../../core/explain';
import type { TransitCell } from '../charts/cells';
import { type ChartInUse, type Charts, dieRows, labelColumn, useChart } from '../charts/read';
import { TRANSIT_SLOT } from '../charts/slots';
import type { NavalTransitInput } from '../schema/naval';
import { NAVAL_FORTS } from '../source';

/** One naval unit's passage: its die and what the table did to it. */
export interface Passage {
  readonly die: number;
  readonly result: TransitCell;
}

export function passageWords(p: TransitCell): string {
  return p.kind === 'passes' ? 'passes' : p.kind === 'destroyed' ? 'destroyed' : `loses ${p.points} SP`;
}

/** The Naval Transit Attack table as a roll reads it: the player's chart and the column named. */
export interface TransitReader {
  readonly use: ChartInUse<TransitCell>;
  readonly column: number;
  readonly rows: readonly number[];
}

export function transitReader(charts: Charts, column: string, path: string): TransitReader {
  const use = useChart(TRANSIT_SLOT, charts);
  return { use, column: labelColumn(use, column, path), rows: dieRows(use) };
}

export function rollPassages(reader: TransitReader, count: number, dice: DiceStream): Passage[] {
  return Array.from({ length: count }, (_, i) => {
    const die = dice.d6(`Naval Transit Attack, unit ${i + 1}`);
    return { die, result: cellAt(reader.use.chart, reader.rows[die - 1] ?? 0, reader.column) };
  });
}

/** Passages merge when they give the same results, in any order. */
export function passagesKey(ps: readonly Passage[]): string {
  return ps
    .map((p) => passageWords(p.result))
    .sort()
    .join(',');
}

export interface TransitOutcome {
  readonly kind: 'navalTransit';
  readonly key: string;
  readonly label: string;
  readonly passages: readonly Passage[];
}

export type TransitEffects = {
  readonly kind: 'navalTransit';
  readonly units: readonly { readonly name: string; readonly die: number; readonly result: TransitCell }[];
};

/** Each naval unit entering a hexside with an enemy fortification rolls on the Naval Transit Attack table before going on. */
export function prepareNavalTransit(input: NavalTransitInput): Prepared<TransitOutcome, TransitEffects> {
  const reader = transitReader(input.charts as Charts, input.column, 'column');
  const steps: Step[] = [
    ...reader.use.errata,
    step(NAVAL_FORTS, 'Naval Transit Attack', `${input.units.map((u) => u.name).join(', ')} pass a hexside with an enemy fortification: one die each on column ${reader.use.chart.columns[reader.column]?.label ?? ''} (a unit stopping at the hexside does not undergo it)`, { units: input.units.length }),
  ];
  const label = (ps: readonly Passage[]) => {
    const counts = new Map<string, number>();
    for (const p of ps) counts.set(passageWords(p.result), (counts.get(passageWords(p.result)) ?? 0) + 1);
    return [...counts.entries()]
      .sort()
      .map(([w, n]) => `${n} ${w}`)
      .join(', ');
  };
  return {
    steps,
    dicePlan: input.units.map((_, i) => `Naval Transit Attack, unit ${i + 1}`),
    roll(dice) {
      const passages = rollPassages(reader, input.units.length, dice);
      return { kind: 'navalTransit', key: passagesKey(passages), label: label(passages), passages };
    },
    describe(o) {
      const units = input.units.map((u, i) => {
        const p = o.passages[i] ?? { die: 0, result: { kind: 'passes' as const } };
        return { name: u.name, die: p.die, result: p.result };
      });
      return {
        steps: units.map((u) => step(reader.use.chart.source, u.name, `die ${u.die}: ${passageWords(u.result)}`, { die: u.die })),
        checklist: units.map((u) => `${u.name}: ${passageWords(u.result)}`),
        effects: { kind: 'navalTransit', units },
      };
    },
    highlights: (chance) => [
      { label: 'Every unit passes unharmed', probability: chance((o) => o.passages.every((p) => p.result.kind === 'passes')) },
      { label: 'A unit is destroyed', probability: chance((o) => o.passages.some((p) => p.result.kind === 'destroyed')) },
    ],
  };
}
