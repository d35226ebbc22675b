import type { Prepared, TableView } from '../../../core/combat';
import type { DiceStream } from '../../../core/dice';
import { type Step, step } from '../../../core/explain';
import { RANDOM, STRATEGIC } from '../data/index';
import { type EventConversion, RANDOM_EVENT_CONVERSIONS, STRATEGIC_EVENT_CONVERSIONS } from '../data/events';
import type { RandomEventsInput, StrategicEventsInput } from '../schema/kinds';
import { gcacw } from '../titles';
import type { TableOutcome } from './outcome';

/** The two events tables' titles and where they are printed. */
export const RANDOM_EVENTS_TABLE = { title: 'Random Events Table', ref: 'Random Events Table (Grant Takes Command charts)' } as const;
export const STRATEGIC_EVENTS_TABLE = { title: 'Strategic Events Table', ref: 'Strategic Events Table (Grant Takes Command charts)' } as const;

type EventRow = { readonly roll: number; readonly result: string; readonly mark?: string };

const inDates = (c: EventConversion, monthDay: string): boolean => (c.dates ?? []).some(([from, to]) => monthDay >= from && monthDay <= to);

function eventTable(title: string, ref: string, rows: readonly EventRow[], conversions: Readonly<Record<string, EventConversion>>, final?: readonly string[]): TableView {
  return {
    title,
    source: gcacw(ref),
    rowHeader: 'Dice (2d6)',
    columns: final ? ['Result', 'On this date'] : ['Result'],
    rows: rows.map((r, i) => ({ label: String(r.roll), cells: final ? [`${r.result}${r.mark ?? ''}`, final[i] ?? ''] : [`${r.result}${r.mark ?? ''}`] })),
    ...(final ? { column: 1 } : {}),
    reachableRows: rows.map((_, i) => i),
    note: Object.values(conversions).map((c) => `${c.mark} ${c.text}`).join(' '),
  };
}

/**
 * A 2d6 events table with its conversions for the date (and, for Random Events, Lee's sickness):
 * each row's result as it stands on the given date, so the roll is a plain lookup.
 */
function prepareEvents(
  kind: string,
  title: string,
  ref: string,
  rows: readonly EventRow[],
  conversions: Readonly<Record<string, EventConversion>>,
  date: string,
  leeSick: boolean,
  highlight: { readonly label: string; readonly test: (result: string) => boolean },
): Prepared<TableOutcome> {
  const source = gcacw(ref);
  const monthDay = date.slice(5);
  const converted = rows.map((r) => {
    const c = r.mark === undefined ? undefined : conversions[r.mark];
    const applies = c !== undefined && ((c.whenLeeSick === true && leeSick) || inDates(c, monthDay));
    return { roll: r.roll, printed: r.result, result: applies ? c.to : r.result, why: applies ? c.text : undefined };
  });
  const changes = converted.filter((r) => r.why !== undefined);
  const steps: Step[] = [
    step(source, 'Conversions', changes.length === 0 ? `none apply on ${date}` : changes.map((r) => `${r.roll}: ${r.printed} → ${r.result} (${r.why ?? ''})`).join('; '), { date }),
  ];
  const purpose = `${title} dice`;
  return {
    steps,
    table: eventTable(title, ref, rows, conversions, converted.map((r) => r.result)),
    dicePlan: [`${purpose}, first die`, `${purpose}, second die`],
    roll(dice: DiceStream): TableOutcome {
      const first = dice.d6(`${purpose}, first die`);
      const second = dice.d6(`${purpose}, second die`);
      const row = converted[first + second - 2];
      const result = row?.result ?? '';
      return { kind, key: result, label: result, dice: [first, second] };
    },
    describe(o) {
      const total = (o.dice[0] ?? 0) + (o.dice[1] ?? 0);
      const row = converted[total - 2];
      return {
        steps: [step(source, 'Roll', `${o.dice.join(' + ')} = ${total}: ${row?.printed ?? ''}${row?.why ? ` → ${row.result} (${row.why})` : ''}`, { total })],
        checklist: [`${title}: ${o.label}.`],
        effects: { result: o.label, roll: total },
      };
    },
    highlights: (chance) => [{ label: highlight.label, probability: chance((o) => highlight.test(o.label)) }],
  };
}

export function prepareRandomEvents(input: RandomEventsInput): Prepared<TableOutcome> {
  return prepareEvents('randomEvents', RANDOM_EVENTS_TABLE.title, RANDOM_EVENTS_TABLE.ref, RANDOM, RANDOM_EVENT_CONVERSIONS, input.date, input.leeSick, {
    label: 'Rain',
    test: (r) => r.startsWith('Rain'),
  });
}

export function prepareStrategicEvents(input: StrategicEventsInput): Prepared<TableOutcome> {
  return prepareEvents('strategicEvents', STRATEGIC_EVENTS_TABLE.title, STRATEGIC_EVENTS_TABLE.ref, STRATEGIC, STRATEGIC_EVENT_CONVERSIONS, input.date, false, {
    label: 'Leader Falls Ill',
    test: (r) => r === 'Leader Falls Ill',
  });
}

/** The two events tables as printed, for the tables browser. */
export const EVENT_TABLES: readonly TableView[] = [
  eventTable(RANDOM_EVENTS_TABLE.title, RANDOM_EVENTS_TABLE.ref, RANDOM, RANDOM_EVENT_CONVERSIONS),
  eventTable(STRATEGIC_EVENTS_TABLE.title, STRATEGIC_EVENTS_TABLE.ref, STRATEGIC, STRATEGIC_EVENT_CONVERSIONS),
];
